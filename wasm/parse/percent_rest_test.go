package parse

import "testing"

// TestPercentRest: a viewer breaks "35 %" between the number and its
// sign; pasted, the sign's line goes on with the number's, in en/de/fr/es.
// A line that opens otherwise, or a sign under no number, stays apart.
func TestPercentRest(t *testing.T) {
	tests := []struct{ name, exp, a, b, want string }{
		{"en", "Experience", "- Cut the monthly closing time by 35", "%.", "Cut the monthly closing time by 35 %."},
		{"de", "Berufserfahrung", "- Senkung der Lagerkosten um 12", "%", "Senkung der Lagerkosten um 12 %"},
		{"fr", "Expérience", "- Refonte des tournées, réduisant de 15", "% les délais de livraison", "Refonte des tournées, réduisant de 15 % les délais de livraison"},
		{"es", "Experiencia", "- Reducción de las devoluciones en un 12", "%.", "Reducción de las devoluciones en un 12 %."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := brokenItemRead(t, tt.exp, tt.a, tt.b); got != tt.want {
				t.Errorf("item %q, want %q", got, tt.want)
			}
		})
	}
	one := func(s string) line { return line{cells: []cell{{s: s}}} }
	if percentRest(one("Grew revenue by a third"), one("% of it from upsells")) {
		t.Error("a sign under no number joined it")
	}
	if percentRest(one("Grew revenue by 35"), one("Percent of it from upsells")) {
		t.Error("a line opening on a word joined a number")
	}
}

// brokenItemRead parses a pasted CV of one job under the heading exp whose one
// item was broken by the viewer into lines a and b, and returns that item.
func brokenItemRead(t *testing.T, exp, a, b string) string {
	t.Helper()
	c := Text("Robin Example\nAnalyst\n\n" + exp + "\nAnalyst, Example Retail\n2020 - 2023\n" + a + "\n" + b + "\n")
	if len(c.ProfessionalExperience) != 1 || len(c.ProfessionalExperience[0].Responsibilities) != 1 {
		t.Fatalf("experience %+v", c.ProfessionalExperience)
	}
	return c.ProfessionalExperience[0].Responsibilities[0]
}
