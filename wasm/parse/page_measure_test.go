package parse

import (
	"strings"
	"testing"
)

// A single-column CV whose last page holds only its degrees: the widest of
// those short lines is no wrap at the page's own margin, so the institution
// under a degree stays the institution (the read-back of our own PDF named
// such a degree missing).
func TestShortLastPageKeepsTheMeasure(t *testing.T) {
	tests := []struct {
		lang, exp, edu, bullet, degree, school, year string
	}{
		{"en", "EXPERIENCE", "EDUCATION", "Built the reporting pipeline that the finance team used for every monthly close and", "BSc Computer Science & Applied Statistics", "Northfield University", "2012"},
		{"de", "BERUFSERFAHRUNG", "AUSBILDUNG", "Aufbau der Berichtsstrecke, die das Finanzteam für jeden Monatsabschluss nutzte, und", "B.Sc. Wirtschaftsinformatik & Statistik", "Hochschule Nordstadt", "2012"},
		{"fr", "EXPÉRIENCE", "FORMATION", "Mise en place de la chaîne de rapports utilisée par l'équipe finance à chaque clôture et", "Licence Informatique & Statistique Appliquée", "Université Lumière", "2012"},
		{"es", "EXPERIENCIA", "EDUCACIÓN", "Construí la cadena de informes que el equipo de finanzas usaba en cada cierre mensual y", "Grado en Informática y Estadística Aplicada", "Universidad Nórdica", "2012"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			wide := tt.bullet + strings.Repeat(" x", (100-len([]rune(tt.bullet)))/2)
			first := makePage(
				pl{800, "bold", []box{at(40, "Jane Doe")}},
				pl{785, "reg", []box{at(40, "Data Analyst · jane@example.com")}},
				pl{760, "title", []box{at(40, tt.exp)}},
				pl{745, "bold", []box{at(40, "Data Analyst, Acme GmbH")}},
				pl{733, "reg", []box{at(40, "2015 – 2024")}},
				pl{721, "reg", []box{at(40, "• "+wide)}},
				pl{709, "reg", []box{at(48, "kept it running.")}},
				pl{697, "reg", []box{at(40, "• "+wide)}},
				pl{685, "reg", []box{at(48, "trained two analysts.")}},
			)
			last := makePage(
				pl{800, "title", []box{at(40, tt.edu)}},
				pl{785, "bold", []box{at(40, tt.degree)}},
				pl{773, "bold", []box{at(40, tt.school)}},
				pl{761, "reg", []box{at(40, tt.year)}},
			)
			r := PDF([]Page{first, last})
			if !strings.Contains(r.Text, tt.degree+"\n"+tt.school+"\n") {
				t.Errorf("the degree and the institution are no longer two lines:\n%s", r.Text)
			}
			cv := r.CV
			if len(cv.Education) != 1 || cv.Education[0].Degree != tt.degree || cv.Education[0].Institution != tt.school {
				t.Fatalf("education %+v", cv.Education)
			}
			if len(cv.ProfessionalExperience) != 1 || len(cv.ProfessionalExperience[0].Responsibilities) != 2 ||
				!strings.HasSuffix(cv.ProfessionalExperience[0].Responsibilities[0], "kept it running.") {
				t.Errorf("the first page's wraps: %+v", cv.ProfessionalExperience)
			}
		})
	}
}
