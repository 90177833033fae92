package parse

import (
	"strings"
	"testing"
)

// TestMarginTitleColumn: a later page that keeps the sidebar's gutter but
// sets only section titles left of it, each with an icon beside its
// section's first line, reads each title before its section's text, in
// en/de/fr/es: the awards stay out of the skills (issue 34, slick).
func TestMarginTitleColumn(t *testing.T) { testMarginTitleColumn(t, false) }

// TestMarginTitlesUnderARunOnList: the same page opening with the last
// lines of a list run on from the page before, left of the gutter above
// the text: the list is read first, then each title before its text.
func TestMarginTitlesUnderARunOnList(t *testing.T) { testMarginTitleColumn(t, true) }

func testMarginTitleColumn(t *testing.T, runOn bool) {
	tests := []struct {
		lang, experience, awards, skills, award, group string
	}{
		{"en", "Experience", "AWARDS", "SKILLS", "Prize for the Best Platform Team", "Cloud Platforms"},
		{"de", "Berufserfahrung", "AUSZEICHNUNGEN", "KENNTNISSE", "Preis für das beste Plattformteam", "Cloud-Plattformen"},
		{"fr", "Expérience", "DISTINCTIONS", "COMPÉTENCES", "Prix de la meilleure équipe", "Plateformes cloud"},
		{"es", "Experiencia", "PREMIOS", "HABILIDADES", "Premio al mejor equipo de plataforma", "Plataformas cloud"},
	}
	tags := []string{"Kubernetes", "Terraform", "PostgreSQL", "Prometheus"}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			w := func(s string) float64 { return 5.2 * float64(len([]rune(s))) }
			it := func(s string, x, y, h float64, font string) Item {
				return Item{Str: s, X: x, Y: y, W: w(s), H: h, Font: font}
			}
			first := []Item{
				// The sidebar, x 28 to 190, beside the main column from 216.
				it("Jane Doe", 28, 800, 18, "name"), it("Platform Engineer", 28, 776, 11, "side"),
				it("jane.doe@example.com", 28, 760, 10.5, "side"), it("+1 555 123 4567", 28, 745, 10.5, "side"),
				it("Springfield, Illinois, USA 62701", 28, 730, 10.5, "side"), it("github.com/janedoe", 28, 715, 10.5, "side"),
				it(tt.experience, 216, 800, 18, "title"),
				it("Acme Corp", 216, 776, 15.5, "head"), it("2019-03 - 2023-06", 216, 758, 11.5, "body"),
				it("Built the platform that every team ships its services on.", 246, 740, 10.5, "body"),
				it("Ran the weekly review of every incident with the team.", 246, 725, 10.5, "body"),
			}
			second := []Item{
				it("\ue60b", 36, 816, 21, "icon"), it(tt.awards, 71, 817, 21, "title"),
				it(tt.award, 216, 827, 18, "head"), it("Acme Corp", 216, 800, 15.5, "sub"), it("2023-12", 216, 779, 11.5, "body"),
				it("Given for leading the move of all services to the new platform.", 216, 760, 10.5, "body"),
				it("\ue607", 36, 647, 21, "icon"), it(tt.skills, 71, 649, 21, "title"),
				it(tt.group, 216, 658, 18, "head"), it("Expert", 216, 637, 10.5, "level"),
			}
			h2 := 843.0 // the second page's height
			if runOn {
				h2 = 900
				second = append(second, it("Team Negotiation", 58, 880, 10.5, "body"), it("Cost Accounting", 58, 866, 10.5, "body"), it("Market Research", 58, 852, 10.5, "body"))
			}
			for i, tag := range tags {
				second = append(second, it(tag, 246, 614-15*float64(i), 10.5, "body"))
			}
			f := PDF([]Page{{Width: 596, Height: 843, Items: first}, {Width: 596, Height: h2, Items: second}}).CV
			skills := "|" + strings.Join(append(append([]string{}, f.CoreSkills...), f.ToolsTechnologies...), "|") + "|"
			for _, tag := range tags {
				if !strings.Contains(skills, "|"+tag+"|") {
					t.Errorf("skill %q not read: %s", tag, skills)
				}
			}
			if strings.Contains(skills, tt.award) || strings.Contains(skills, "Given for") {
				t.Errorf("the award is read as skills: %s", skills)
			}
		})
	}
}
