package parse

import (
	"strings"
	"testing"
)

// TestNarrowLeftSidebar: a sidebar left of the text a little narrower
// than a fifth of an A4 page (macchiato's and caffeine's later pages: 116
// of 595 points) is a column of its own, so its lines are not read into
// the text beside them, in en/de/fr/es.
func TestNarrowLeftSidebar(t *testing.T) {
	langs := []struct{ lang, skills, heading, a1, a2, b string }{
		{"en", "Skills", "Experience", "Designed and ran the event pipeline that carries every", "payment of the four markets for the whole team", "Led the team of four engineers in two countries"},
		{"de", "Kenntnisse", "Berufserfahrung", "Entwurf und Betrieb der Ereignisverarbeitung für alle", "Zahlungen in den vier Märkten für das ganze Team", "Leitung eines Teams von vier Entwicklern in zwei Ländern"},
		{"fr", "Compétences", "Expérience professionnelle", "Conception et exploitation du flux d'événements qui porte", "tous les paiements des quatre marchés pour toute l'équipe", "Encadrement d'une équipe de quatre ingénieurs dans deux pays"},
		{"es", "Habilidades", "Experiencia laboral", "Diseño y operación del flujo de eventos que lleva todos", "los pagos de los cuatro mercados para todo el equipo", "Dirección de un equipo de cuatro ingenieros en dos países"},
	}
	for _, l := range langs {
		t.Run(l.lang, func(t *testing.T) {
			at := func(s string, x, y, w float64, font string) Item {
				h := 9.0
				if font == "title" {
					h = 12
				}
				return Item{Str: s, X: x, Y: y, W: w, H: h, Font: font}
			}
			items := []Item{
				// The sidebar, x 25 to 141.
				at(l.skills, 25, 806, 80, "title"),
				at("Kubernetes Operations", 28, 786, 113, "side"), at("Terraform", 28, 770, 50, "side"),
				at("PostgreSQL", 28, 754, 60, "side"), at("Go", 28, 738, 14, "side"),
				at("Incident Response", 28, 722, 90, "side"),
				// The text, x 160 to 560, its lines between the sidebar's.
				at(l.heading, 160, 806, 120, "title"),
				at("Acme Corp", 160, 782, 60, "head"), at("2019 – 2021", 500, 782, 60, "head"),
				at("Platform Engineer", 160, 772, 90, "head"),
				at("•", 165, 760, 4, "body"), at(l.a1, 180, 760, 380, "body"), at(l.a2, 180, 750, 300, "body"),
				at("•", 165, 734, 4, "body"), at(l.b, 180, 734, 330, "body"),
			}
			f := PDF([]Page{{Width: 595, Height: 842, Items: items}}).CV
			skills := strings.Join(append(append([]string{}, f.CoreSkills...), f.ToolsTechnologies...), "|")
			for _, s := range []string{"Kubernetes Operations", "Terraform", "PostgreSQL", "Incident Response"} {
				if !strings.Contains("|"+skills+"|", "|"+s+"|") {
					t.Errorf("skill %q not read: %q", s, skills)
				}
			}
			if len(f.ProfessionalExperience) != 1 || strings.Join(f.ProfessionalExperience[0].Responsibilities, "|") != l.a1+" "+l.a2+"|"+l.b {
				t.Errorf("experience %+v", f.ProfessionalExperience)
			}
		})
	}
}

// TestLevelAloneIsNoWrap: in a narrow sidebar a group's level alone on
// its line ("Advanced") reaches so near the column's edge that the next
// line's first tag would not have fitted; it is a label, not a line that
// wraps, so the tags under it stay skills, in en/de/fr/es.
func TestLevelAloneIsNoWrap(t *testing.T) {
	langs := []struct{ lang, skills, level string }{
		{"en", "Skills", "Advanced"},
		{"de", "Kenntnisse", "Fortgeschritten"},
		{"fr", "Compétences", "Avancé"},
		{"es", "Habilidades", "Avanzado"},
	}
	for _, l := range langs {
		t.Run(l.lang, func(t *testing.T) {
			at := func(s string, x, y, w, h float64) Item {
				return Item{Str: s, X: x, Y: y, W: w, H: h, Font: "f"}
			}
			items := []Item{
				at("Jane Doe", 25, 820, 80, 20),
				at(l.skills, 25, 780, 70, 10.5),
				at("Sales Tools & CRM", 25, 755, 100, 10.5),
				at(l.level, 25, 731, 60, 9),
				at("Salesforce", 27.8, 717.5, 52, 9.5), at("Outreach.io", 27.8, 701, 58, 9.5), at("Pipedrive", 27.8, 684.5, 48, 9.5),
			}
			f := PDF([]Page{{Width: 595, Height: 842, Items: items}}).CV
			skills := "|" + strings.Join(append(append([]string{}, f.CoreSkills...), f.ToolsTechnologies...), "|") + "|"
			if !strings.Contains(skills, "|Salesforce|") || strings.Contains(skills, l.level) {
				t.Errorf("skills %q", skills)
			}
		})
	}
}
