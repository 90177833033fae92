package parse

import (
	"slices"
	"strings"
	"testing"
)

// TestTagRows: keyword tags side by side (macchiato's pills, 0.6 of the
// type size apart, one tag of two words) are one skill each, also on a
// row of one-word tags in the same style; a theme that spaces every word
// that far (eloquent) keeps its words together, in en/de/fr/es (issue 34).
func TestTagRows(t *testing.T) {
	tests := []struct {
		lang, heading string
		tags, single  []string // a row with a tag of two words, a row of one-word tags
		spaced        string   // a skill group's name, every word an item
	}{
		{"en", "Skills", []string{"Salesforce", "Revenue Operations", "HubSpot"}, []string{"Excel", "Tableau"}, "Cloud architecture and virtualization"},
		{"de", "Kenntnisse", []string{"Kundenbindung", "Power BI", "Jira"}, []string{"Excel", "Tableau"}, "Architektur und Betrieb der Cloud"},
		{"fr", "Compétences", []string{"Prospection", "Google Workspace", "Notion"}, []string{"Excel", "Tableau"}, "Architectures cloud et virtualisation"},
		{"es", "Habilidades", []string{"Prospección", "Cuentas clave", "Zendesk"}, []string{"Excel", "Tableau"}, "Arquitectura de la nube"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			items := []Item{
				{Str: "Jane Doe", X: 40, Y: 800, W: 90, H: 20, Font: "name"},
				{Str: tt.heading, X: 40, Y: 760, W: 80, H: 14, Font: "title"},
			}
			// rowOf sets words one item each, gap apart, in a font.
			rowOf := func(words []string, y, gap float64, font string) {
				x := 40.0
				for _, w := range words {
					width := 4.8 * float64(len([]rune(w)))
					items = append(items, Item{Str: w, X: x, Y: y, W: width, H: 8, Font: font})
					x += width + gap
				}
			}
			rowOf(strings.Fields(tt.spaced), 740, 5.3, "group")
			rowOf(tt.tags, 726, 5, "tag")
			rowOf(tt.single, 712, 5, "tag")
			got := PDF([]Page{{Width: 600, Height: 842, Items: items}})
			skills := append(append([]string{}, got.CV.CoreSkills...), got.CV.ToolsTechnologies...)
			for _, want := range append(append([]string{}, tt.tags...), tt.single...) {
				if !slices.Contains(skills, want) {
					t.Errorf("no skill %q in %q", want, skills)
				}
			}
			if !strings.Contains(got.Text, tt.spaced) {
				t.Errorf("spaced words apart:\n%s", got.Text)
			}
		})
	}
}
