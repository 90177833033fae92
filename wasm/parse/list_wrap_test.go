package parse

import (
	"slices"
	"strings"
	"testing"
)

// A skills paragraph wrapped inside an item, the line ending short of the
// margin by a long word of wide letters: the item comes back whole (the
// read-back of our own PDF of a shorter CV named such a skill missing).
func TestListWrappedInsideAnItem(t *testing.T) {
	tests := []struct {
		lang, summary, skills, label string
		first, rest                  []string
		whole                        string
	}{
		{"en", "Customer success manager with six years of experience in retention, adoption and expansion for SaaS.", "SKILLS", "Tools & technologies",
			[]string{"QBR Facilitation", "Churn Reduction", "Renewal Management", "Executive Business Reviews", "Negotiation"},
			[]string{"Stakeholder Management", "Team Leadership", "Mentoring", "Cross-functional Work", "Process"}, "Process Improvement"},
		{"de", "Kundenbetreuerin mit sechs Jahren Erfahrung in Kundenbindung, Einführung und Ausbau für SaaS-Firmen.", "KENNTNISSE", "Werkzeuge & Methoden",
			[]string{"Quartalsgespräche", "Kündigungsabwehr", "Vertragsverlängerung", "Geschäftsberichte", "Verhandlung"},
			[]string{"Stakeholder-Management", "Teamführung", "Mentoring", "Projektsteuerung", "Prozess"}, "Prozess Optimierung"},
		{"fr", "Responsable de la réussite client, six ans d'expérience en fidélisation et en croissance des comptes.", "COMPÉTENCES", "Outils & méthodes",
			[]string{"Revues trimestrielles", "Réduction de l'attrition", "Renouvellements", "Revues d'affaires", "Négociation"},
			[]string{"Gestion des parties prenantes", "Encadrement", "Mentorat", "Travail transverse", "Amélioration"}, "Amélioration Opérationnel"},
		{"es", "Gerente de éxito del cliente con seis años de experiencia en retención, adopción y expansión en SaaS.", "HABILIDADES", "Herramientas & métodos",
			[]string{"Revisiones trimestrales", "Reducción de bajas", "Renovaciones", "Revisiones de negocio", "Negociación"},
			[]string{"Gestión de interesados", "Liderazgo de equipos", "Mentoría", "Trabajo transversal", "Mejora"}, "Mejora Continua"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			// The summary sets the margin at x 540; the list's first line
			// reaches it, its second ends a point short of where the next
			// word (estimated at 5 points a letter) would reach, inside an
			// item, more than four fifths of the way.
			rest := strings.TrimPrefix(tt.whole, tt.rest[len(tt.rest)-1]+" ")
			word := strings.Fields(rest)[0] + ","
			page := makePage(
				pl{800, "bold", []box{at(40, "Maya Chen")}},
				pl{785, "reg", []box{at(40, "maya@example.com")}},
				pl{760, "title", []box{at(40, "PROFILE")}},
				pl{745, "reg", []box{at(40, tt.summary)}},
				pl{720, "title", []box{at(40, tt.skills)}},
				pl{705, "reg", []box{at(40, tt.label+": "+strings.Join(tt.first, ", ")+",")}},
				pl{693, "reg", []box{at(40, strings.Join(tt.rest, ", "))}},
				pl{681, "reg", []box{at(40, rest+", Slack, Jira")}},
			)
			widths := map[int]float64{3: 500, 5: 495, 6: 535 - 5*float64(len([]rune(word))+1) - 40}
			for i, w := range widths {
				page.Items[i].W = w
			}
			cv := PDF([]Page{page}).CV
			all := append(slices.Clone(cv.CoreSkills), cv.ToolsTechnologies...)
			if !slices.Contains(all, tt.whole) {
				t.Errorf("%q not read whole: %q", tt.whole, all)
			}
		})
	}
}
