package parse

import (
	"slices"
	"testing"
)

// TestNamesOneALine: skills set one a line in narrow grid columns (class,
// slick) are one skill each though a name fills its column; a name that
// wraps in a column of tags (macchiato) has its rest closer to it than the
// names stand apart and stays whole, in en/de/fr/es (issue 34).
func TestNamesOneALine(t *testing.T) {
	tests := []struct {
		lang, heading string
		left, right   []string // names one a line; right's third wraps after its first two words
	}{
		{"en", "Skills", []string{"Account Planning", "Stakeholder Management", "Team Mentoring"}, []string{"Salesforce", "HubSpot", "Revenue Operations Platform", "Excel"}},
		{"de", "Kenntnisse", []string{"Kundenbindung", "Interkulturelle Kommunikation", "Verhandlung"}, []string{"Salesforce", "HubSpot", "Microsoft Power BI", "Excel"}},
		{"fr", "Compétences", []string{"Prospection", "Gestion des comptes", "Négociation"}, []string{"Salesforce", "HubSpot", "Suite Google Workspace", "Excel"}},
		{"es", "Habilidades", []string{"Prospección", "Cuentas clave", "Negociación"}, []string{"Salesforce", "HubSpot", "Gestión de Proyectos Ágiles", "Excel"}},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			name := func(s string, x, y float64) Item {
				return Item{Str: s, X: x, Y: y, W: 5.2 * float64(len([]rune(s))), H: 10, Font: "body"}
			}
			items := []Item{
				{Str: "Jane Doe", X: 40, Y: 800, W: 90, H: 20, Font: "name"},
				{Str: tt.heading, X: 40, Y: 760, W: 80, H: 14, Font: "title"},
			}
			// Left: a column of names at a 12-point pitch, as wide as its
			// widest name; right: tags 17 points apart, the third wrapped.
			for i, s := range tt.left {
				items = append(items, name(s, 60, 740-12*float64(i)))
			}
			r := tt.right
			cut := len(r[2]) - len(lastWord(r[2])) - 1
			y := 740.0
			for i, s := range []string{r[0], r[1], r[2][:cut], lastWord(r[2]), r[3]} {
				if i == 3 {
					y += 17 - 11
				}
				items = append(items, name(s, 300, y))
				y -= 17
			}
			got := PDF([]Page{{Width: 600, Height: 842, Items: items}}).CV
			skills := append(append([]string{}, got.CoreSkills...), got.ToolsTechnologies...)
			for _, want := range append(append([]string{}, tt.left...), r...) {
				if !slices.Contains(skills, want) {
					t.Errorf("no skill %q in %q", want, skills)
				}
			}
			if len(skills) != len(tt.left)+len(r) {
				t.Errorf("got %d skills %q, want %d", len(skills), skills, len(tt.left)+len(r))
			}
		})
	}
}

func lastWord(s string) string {
	for i := len(s) - 1; i >= 0; i-- {
		if s[i] == ' ' {
			return s[i+1:]
		}
	}
	return s
}

// TestNameLine: what reads as one name of a list.
func TestNameLine(t *testing.T) {
	for s, want := range map[string]bool{
		"Salesforce": true, "LinkedIn Sales": true, "C-Level Presentations": true, "Gestión de Proyectos": true, "Ágiles": true, "Power BI": true,
		"Communication &": false, "Gestion de": false, "und mehr": false, "(2022)": false, "Led the team of four engineers": false,
		"Kundenbindung,": false, "jane@example.com": false,
	} {
		if got := nameLine(s); got != want {
			t.Errorf("nameLine(%q) = %v, want %v", s, got, want)
		}
	}
}
