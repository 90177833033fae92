package parse

import "testing"

// TestHeadLinksAreNoPosition: the employer's website written in an
// experience's head, in the position's box or on a line of its own
// (flat), is neither position nor company, in en/de/fr/es (issue 34).
func TestHeadLinksAreNoPosition(t *testing.T) {
	tests := []struct{ lang, work, position, company string }{
		{"en", "Work Experience", "Senior Account Executive", "Northwind Software"},
		{"de", "Berufserfahrung", "Leiterin Kundenbetreuung", "Nordwind Software GmbH"},
		{"fr", "Expérience professionnelle", "Responsable de la réussite client", "Nordvent Logiciels"},
		{"es", "Experiencia", "Ejecutivo de Cuentas Senior", "Viento Norte Software"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			text := "Camille Laurent\nAccount Executive\n\n" + tt.work + "\n" +
				tt.company + "\t2021-01 – 2024-06\n" +
				tt.position + " https://www.northwind.example (https://www.northwind.example)\n" +
				"- Ran the quarterly reviews of fifty enterprise accounts.\n\n" +
				"https://www.viento.example (https://www.viento.example)\n" +
				tt.company + " Labs\t2018-03 – 2020-12\n" +
				tt.position + "\n" +
				"- Opened the first accounts in the south.\n"
			got := Text(text)
			if len(got.ProfessionalExperience) != 2 {
				t.Fatalf("experience %+v: want two entries", got.ProfessionalExperience)
			}
			for _, x := range got.ProfessionalExperience {
				if x.Position != tt.position {
					t.Errorf("position %q at %q, want %q", x.Position, x.Company, tt.position)
				}
			}
		})
	}
}
