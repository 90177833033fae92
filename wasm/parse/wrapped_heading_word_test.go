package parse

import (
	"strings"
	"testing"
)

// TestWrappedWordReadsAsTitle: an item's last word wrapped alone onto a
// line in the items' type ("education", "formation") is no section title,
// in en/de/fr/es; a title in its own type stays one (issue 34).
func TestWrappedWordReadsAsTitle(t *testing.T) {
	tests := []struct{ lang, heading, line, word, next string }{
		{"en", "Experience", "Organize monthly workshops and deliver free technical", "education", "Led a team of four engineers"},
		{"de", "Berufserfahrung", "Organisation monatlicher Workshops und kostenlose technische", "weiterbildung", "Leitung eines Teams von vier"},
		{"fr", "Expérience professionnelle", "Organisation d'ateliers mensuels et animation d'une courte", "formation", "Encadrement d'une équipe de quatre"},
		{"es", "Experiencia laboral", "Organización de talleres mensuales y una breve y gratuita", "formación", "Dirección de un equipo de cuatro"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			body := func(s string, y float64) Item {
				return Item{Str: s, X: 82, Y: y, W: 4.5 * float64(len([]rune(s))), H: 10, Font: "body"}
			}
			items := []Item{
				{Str: "Jane Doe", X: 72, Y: 760, W: 90, H: 20, Font: "name"},
				{Str: tt.heading, X: 72, Y: 730, W: 100, H: 12, Font: "title"},
				{Str: "Engineer, Acme Corp", X: 72, Y: 712, W: 110, H: 10, Font: "head"},
				{Str: "2019 – 2021", X: 460, Y: 712, W: 60, H: 10, Font: "head"},
				{Str: "•", X: 72, Y: 698, W: 4, H: 10, Font: "body"}, body(tt.line, 698), body(tt.word, 686),
				{Str: "•", X: 72, Y: 674, W: 4, H: 10, Font: "body"}, body(tt.next, 674),
				{Str: "Skills", X: 72, Y: 650, W: 40, H: 12, Font: "title"},
				{Str: "Go, SQL", X: 72, Y: 634, W: 40, H: 10, Font: "body"},
			}
			r := PDF([]Page{{Width: 600, Height: 800, Items: items}})
			exp := r.CV.ProfessionalExperience
			if len(exp) != 1 || len(r.CV.Education) != 0 || !strings.Contains(strings.Join(exp[0].Responsibilities, "|"), tt.next) {
				t.Errorf("got %+v, education %+v\n%s", exp, r.CV.Education, r.Text)
			}
		})
	}
}
