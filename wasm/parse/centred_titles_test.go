package parse

import (
	"slices"
	"strings"
	"testing"
)

// TestCentredMarginTitles: a section title in a left margin, beside the
// middle of its block (paper) or a little under its first line (slick),
// opens its section at the block's first line, in en/de/fr/es (issue 34).
func TestCentredMarginTitles(t *testing.T) {
	tests := []struct{ lang, experience, skills string }{
		{"en", "EXPERIENCE", "SKILLS"},
		{"de", "BERUFSERFAHRUNG", "KENNTNISSE"},
		{"fr", "EXPÉRIENCE", "COMPÉTENCES"},
		{"es", "EXPERIENCIA", "HABILIDADES"},
	}
	for _, tt := range tests {
		for name, under := range map[string]float64{"beside the middle": 12, "under the first line": 3} {
			t.Run(tt.lang+" "+name, func(t *testing.T) {
				at := func(s string, x, y float64, font string) Item {
					return Item{Str: s, X: x, Y: y, W: 5 * float64(len([]rune(s))), H: 10, Font: font}
				}
				items := []Item{
					at("Jane Doe", 200, 800, "name"),
					at(tt.experience, 40, 760, "title"),
					at("Engineer, Acme Corp", 200, 760, "head"), at("2019 – 2021", 460, 760, "head"),
					at("• Built the billing service of the four markets", 200, 746, "body"),
					at("Go, SQL, Kafka", 200, 710, "body"),
					at("Terraform, Docker", 200, 698, "body"),
					at("Kubernetes, Helm", 200, 686, "body"),
					at(tt.skills, 40, 710-under, "title"),
				}
				got := PDF([]Page{{Width: 600, Height: 842, Items: items}})
				skills := append(append([]string{}, got.CV.CoreSkills...), got.CV.ToolsTechnologies...)
				for _, want := range []string{"Go", "Kafka", "Terraform", "Helm"} {
					if !slices.Contains(skills, want) {
						t.Errorf("no skill %q in %q\n%s", want, skills, got.Text)
					}
				}
				for _, x := range got.CV.ProfessionalExperience {
					if strings.Contains(strings.Join(x.Responsibilities, "|"), "Kafka") {
						t.Errorf("skills read as the entry's items: %q", x.Responsibilities)
					}
				}
			})
		}
	}
}
