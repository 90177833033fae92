package parse

import (
	"strings"
	"testing"
)

// TestNarrowSidebarRun: on a later page of a sidebar template, a sidebar
// of short boxes (skill groups and their tags, 25 to 127 of 595 points,
// narrower than sidebarShare) that runs down the page beside a main
// column with a title of its own is a column: its tags stay skills and the
// awards beside them stay out, in en/de/fr/es (issue 34).
func TestNarrowSidebarRun(t *testing.T) {
	tests := []struct {
		lang, skills, awards string
		award                [2]string
	}{
		{"en", "Skills", "Awards", [2]string{"Prize for the best platform team of the year", "Given by the board for the move of all services"}},
		{"de", "Kenntnisse", "Auszeichnungen", [2]string{"Preis für das beste Plattformteam des Jahres", "Vom Vorstand für den Umzug aller Dienste verliehen"}},
		{"fr", "Compétences", "Distinctions", [2]string{"Prix de la meilleure équipe plateforme de l'année", "Remis par la direction pour la migration des services"}},
		{"es", "Habilidades", "Premios", [2]string{"Premio al mejor equipo de plataforma del año", "Otorgado por la dirección por la migración de servicios"}},
	}
	tags := [][]string{{"AWS", "Azure", "GCP"}, {"Terraform"}, {"Kubernetes", "Docker"}, {"RabbitMQ", "Kafka"},
		{"Jenkins", "Ansible"}, {"Prometheus", "Grafana"}, {"Postgres", "MongoDB"}, {"Python", "Bash"}, {"YAML"}, {"Linux"}, {"Nginx"}}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			w := func(s string) float64 { return 4.8 * float64(len([]rune(s))) }
			first := []Item{
				{Str: "Jane Doe", X: 25, Y: 780, W: 150, H: 30, Font: "name"},
				{Str: "Experience", X: 25, Y: 700, W: 60, H: 10.5, Font: "title"},
				{Str: "Acme Corp", X: 25, Y: 680, W: 60, H: 8, Font: "head"}, {Str: "03/2019 - 06/2023", X: 501, Y: 680, W: 78, H: 8, Font: "date"},
				{Str: "Platform Engineer", X: 25, Y: 670, W: 90, H: 9, Font: "position"},
				{Str: "Built the platform that every team of the company ships its services on.", X: 52, Y: 652, W: 350, H: 8, Font: "body"},
			}
			second := []Item{
				{Str: tt.skills, X: 25, Y: 817, W: 60, H: 10.5, Font: "title"},
				{Str: tt.awards, X: 160, Y: 812, W: 60, H: 10.5, Font: "title"},
				// The sidebar's last box ends at 127: a sidebar narrower
				// than sidebarShare.
				{Str: "Linux/Unix ops", X: 25, Y: 30, W: 102, H: 9.5, Font: "tag"},
			}
			y := 795.0
			for _, row := range tags {
				x := 28.0
				for _, tag := range row {
					second = append(second, Item{Str: tag, X: x, Y: y, W: w(tag), H: 9.5, Font: "tag"})
					x += w(tag) + 9
				}
				y -= 23
			}
			for i, a := range tt.award {
				top := 790 - 90*float64(i)
				second = append(second,
					Item{Str: a, X: 160, Y: top, W: w(a), H: 10.5, Font: "award"},
					Item{Str: "Acme Corp", X: 160, Y: top - 12, W: 50, H: 8, Font: "issuer"},
					Item{Str: "Recognised for leading the work of four teams across two countries.", X: 160, Y: top - 27, W: 330, H: 8, Font: "body"})
			}
			f := PDF([]Page{{Width: 595, Height: 842, Items: first}, {Width: 595, Height: 842, Items: second}}).CV
			skills := "|" + strings.Join(append(append([]string{}, f.CoreSkills...), f.ToolsTechnologies...), "|") + "|"
			for _, row := range tags {
				for _, tag := range row {
					if !strings.Contains(skills, "|"+tag+"|") {
						t.Errorf("skill %q not read: %s", tag, skills)
					}
				}
			}
			for _, a := range tt.award {
				if strings.Contains(skills, a) {
					t.Errorf("award %q read as a skill: %s", a, skills)
				}
			}
		})
	}
}
