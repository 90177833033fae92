package parse

import (
	"fmt"
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

// A last page of three degrees of about one length, each over its
// institution and its dates: the degrees end near one another, well short
// of the page before's measure (under half of it), and are no wrapped text (the read-back of
// our own PDF of a shorter CV named two such degrees missing).
func TestLastPageOfLikeDegreesKeepsTheMeasure(t *testing.T) {
	tests := []struct {
		lang, exp, edu, bullet string
		degrees, schools       [3]string
	}{
		{"en", "EXPERIENCE", "EDUCATION", "Built the reporting pipeline that the finance team used for every monthly close and",
			[3]string{"Master of Business Administration in Finance", "Master of Science in Computer Science and AI", "Bachelor of Science in Computer Engineering"},
			[3]string{"Stanford University", "Massachusetts Institute of Technology", "University of California, Berkeley"}},
		{"de", "BERUFSERFAHRUNG", "AUSBILDUNG", "Aufbau der Berichtsstrecke, die das Finanzteam für jeden Monatsabschluss nutzte, und",
			[3]string{"Master of Business Administration Controlling", "Master of Science Informatik und Statistik", "Bachelor of Science Informatik Schwerpunkt KI"},
			[3]string{"Universität Mannheim", "Technische Universität München", "Hochschule für Technik Stuttgart"}},
		{"fr", "EXPÉRIENCE", "FORMATION", "Mise en place de la chaîne de rapports utilisée par l'équipe finance à chaque clôture et",
			[3]string{"Master en Management Stratégique et Finance", "Master en Informatique et Réseaux Distribués", "Licence en Informatique Appliquée et Gestion"},
			[3]string{"HEC Paris", "Université Paris-Saclay", "Université Claude Bernard Lyon 1"}},
		{"es", "EXPERIENCIA", "EDUCACIÓN", "Construí la cadena de informes que el equipo de finanzas usaba en cada cierre mensual y",
			[3]string{"Máster en Dirección de Empresas Tecnológicas", "Máster en Ingeniería Informática y Sistemas", "Grado en Ingeniería de Sistemas de Información"},
			[3]string{"IE Business School", "Universidad Politécnica de Madrid", "Universidad de Sevilla"}},
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
			rows := []pl{{800, "title", []box{at(40, tt.edu)}}}
			for i := range tt.degrees {
				y := 780 - 50*float64(i)
				rows = append(rows,
					pl{y, "bold", []box{at(40, tt.degrees[i])}},
					pl{y - 14, "bold", []box{at(40, tt.schools[i])}},
					pl{y - 28, "reg", []box{at(40, fmt.Sprintf("%d – %d | Berlin", 2000+3*i, 2002+3*i))}})
			}
			cv := PDF([]Page{first, makePage(rows...)}).CV
			if len(cv.Education) != 3 {
				t.Fatalf("education %+v", cv.Education)
			}
			for i, e := range cv.Education {
				if e.Degree != tt.degrees[i] || e.Institution != tt.schools[i] {
					t.Errorf("degree %d: %+v", i, e)
				}
			}
		})
	}
}
