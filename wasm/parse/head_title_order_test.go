package parse

import "testing"

// TestTitleOrder: in a section whose heads name the employer first and the
// title under it, a head whose employer also reads as a title ("Consultora
// Brisa Digital") keeps that order; with no such heads to learn from, the
// first title-like name stays the position, in en/de/fr/es (issue 34,
// slick and kendall).
func TestTitleOrder(t *testing.T) {
	tests := []struct{ lang, heading, firm, role, other1, other2 string }{
		{"en", "Experience", "Consultant Collective North", "Data Engineer", "Harbor Freight Lines", "Tidewater Bank"},
		{"de", "Berufserfahrung", "Berater Kollektiv Nord", "Dateningenieurin", "Nordhafen Logistik", "Sparkasse Talheim"},
		{"fr", "Expérience", "Développeur Collectif Sud", "Ingénieure données", "Messageries du Port", "Banque de Valmont"},
		{"es", "Experiencia", "Consultora Brisa Digital", "Ingeniera de Datos", "Transportes del Puerto", "Banco de Montalto"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			text := "Ana Ruiz\nana@example.org\n\n" + tt.heading + "\n\n" +
				tt.other1 + "\nSenior Data Engineer\n2020-01-01 - Present\n• Built the nightly loads for the fleet data\n\n" +
				tt.other2 + "\nData Analyst\n2018-01-01 - 2019-12-31\n• Wrote the monthly risk reports\n\n" +
				tt.firm + "\n" + tt.role + "\n2016-01-01 - 2017-12-31\n• Moved the reports to the cloud\n"
			f := Text(text)
			if n := len(f.ProfessionalExperience); n != 3 {
				t.Fatalf("got %d jobs: %+v", n, f.ProfessionalExperience)
			}
			if x := f.ProfessionalExperience[2]; x.Company != tt.firm || x.Position != tt.role {
				t.Errorf("last job: company %q, position %q", x.Company, x.Position)
			}
			alone := "Ana Ruiz\nana@example.org\n\n" + tt.heading + "\n\n" + tt.firm + "\n" + tt.role + "\n2016-01-01 - 2017-12-31\n• Moved the reports to the cloud\n"
			if x := Text(alone).ProfessionalExperience; len(x) != 1 || x[0].Position != tt.firm {
				t.Errorf("alone: %+v", x)
			}
		})
	}
}
