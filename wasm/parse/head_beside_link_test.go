package parse

import "testing"

// TestPositionWrappedBesideLink: an entry's position set in a narrow cell
// beside the employer's website, wrapped onto the line under it (flat),
// reads whole, in en/de/fr/es (issue 34).
func TestPositionWrappedBesideLink(t *testing.T) {
	tests := []struct{ lang, work, first, rest, company string }{
		{"en", "Work Experience", "Senior Customer", "Success Manager", "Northwind Software"},
		{"de", "Berufserfahrung", "Leiterin der", "Kundenbetreuung", "Nordwind Software GmbH"},
		{"fr", "Expérience professionnelle", "Responsable de la", "réussite client", "Nordvent Logiciels"},
		{"es", "Experiencia", "Responsable de", "éxito del cliente", "Viento Norte Software"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			page := makePage(
				pl{800, "big", []box{at(40, "Camille Laurent")}},
				pl{780, "reg", []box{at(40, "Customer Success")}},
				pl{740, "title", []box{title(40, tt.work)}},
				pl{720, "head", []box{at(40, tt.company), at(440, "2021-01 — 2024-06")}},
				pl{705, "pos", []box{at(40, tt.first), {x: 40 + 5*float64(len([]rune(tt.first))) + 30, s: "https://www.northwind.example (https://www.northwind.example)", font: "reg"}}},
				pl{690, "pos", []box{at(40, tt.rest)}},
				pl{670, "reg", []box{at(50, "• Ran the quarterly reviews of fifty enterprise accounts.")}},
			)
			got := PDF([]Page{page}).CV
			if len(got.ProfessionalExperience) != 1 {
				t.Fatalf("experience %+v: want one entry", got.ProfessionalExperience)
			}
			if x := got.ProfessionalExperience[0]; x.Position != tt.first+" "+tt.rest || x.Company != tt.company {
				t.Errorf("position %q at %q, want %q at %q", x.Position, x.Company, tt.first+" "+tt.rest, tt.company)
			}
		})
	}
}
