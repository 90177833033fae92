package parse

import "testing"

// TestTitlesBeforeCompany: a head of two titles parted by a comma, then the
// employer after a dash, keeps both titles and the employer (en/de/fr/es);
// a single part "Title, Employer" still splits at its comma.
func TestTitlesBeforeCompany(t *testing.T) {
	cases := []struct{ head, position, company string }{
		{"Senior DevOps Engineer, Agile Coach — Northwind Traders Ltd", "Senior DevOps Engineer, Agile Coach", "Northwind Traders Ltd"},
		{"Entwickler, Berater — Muster Versicherung AG", "Entwickler, Berater", "Muster Versicherung AG"},
		{"Développeur, Consultant — Société Exemple SA", "Développeur, Consultant", "Société Exemple SA"},
		{"Desarrollador, Consultor — Empresa Ejemplo SL", "Desarrollador, Consultor", "Empresa Ejemplo SL"},
		{"Product Manager, Northwind Traders Ltd", "Product Manager", "Northwind Traders Ltd"},
	}
	for _, c := range cases {
		f := Text("Jane Doe\n\nWORK EXPERIENCE\n\n" + c.head + "\n05/2018 - 06/2020\n• Ran the weekly planning of the team\n")
		if len(f.ProfessionalExperience) != 1 {
			t.Fatalf("%q: %d jobs, want 1", c.head, len(f.ProfessionalExperience))
		}
		x := f.ProfessionalExperience[0]
		if x.Position != c.position || x.Company != c.company {
			t.Errorf("%q: position %q, company %q; want %q, %q", c.head, x.Position, x.Company, c.position, c.company)
		}
	}
}

// TestTitlesBeforeCompanyNeedsLetters: a piece after the comma without a
// letter is a date cut from its range, not a second title.
func TestTitlesBeforeCompanyNeedsLetters(t *testing.T) {
	if titlesBeforeCompany([]string{"Senior Engineer, 2011", "2013: Built the apps"}, 0) {
		t.Error("a year after the comma read as a title")
	}
	if !titlesBeforeCompany([]string{"Senior Engineer, Agile Coach", "Northwind Traders Ltd"}, 0) {
		t.Error("two titles before the employer not read as the title")
	}
}
