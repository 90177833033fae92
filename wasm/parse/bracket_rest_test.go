package parse

import "testing"

// TestBracketRest: a viewer breaks a line inside a bracket; pasted, the
// line that closes it goes on with the line that opened it, however it
// opens, in en/de/fr/es. A line that opens a bracket of its own first, a
// bullet, or a line under a closed bracket stays apart.
func TestBracketRest(t *testing.T) {
	tests := []struct{ name, exp, a, b, want string }{
		{"en", "Experience", "- Cut the waiting time (median", "-3 days) across the region", "Cut the waiting time (median -3 days) across the region"},
		{"de", "Berufserfahrung", "- Senkung der Wartezeit (Median", "-3 Tage)", "Senkung der Wartezeit (Median -3 Tage)"},
		{"fr", "Expérience", "- Refonte des entrepôts régionaux (durée de", "Neuf mois).", "Refonte des entrepôts régionaux (durée de Neuf mois)."},
		{"es", "Experiencia", "- Diseño de almacenes regionales (Norte, Sur y", "Este) seguros y eficientes", "Diseño de almacenes regionales (Norte, Sur y Este) seguros y eficientes"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := brokenItemRead(t, tt.exp, tt.a, tt.b); got != tt.want {
				t.Errorf("item %q, want %q", got, tt.want)
			}
		})
	}
	one := func(s string) line { return line{cells: []cell{{s: s}}} }
	for _, c := range []struct{ a, b string }{
		{"Cut waiting (median -3 days)", "Cut churn (by a third)"},
		{"Cut waiting (median", "(and more) besides)"},
		{"Cut waiting (median", "- Cut churn by a third)"},
	} {
		if bracketRest(one(c.a), one(c.b)) {
			t.Errorf("bracketRest(%q, %q) joined", c.a, c.b)
		}
	}
}
