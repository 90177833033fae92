package parse

import "testing"

// A job head of two roles joined by a comma, then its employer after a
// dash, keeps both roles as the title and the employer as the company; a
// title and its employer joined by a comma still split there.
func TestTitlesBeforeEmployer(t *testing.T) {
	tests := []struct{ lang, title, head, dates, position, company string }{
		{"en", "WORK EXPERIENCE", "Scrum Master, Agile Coach — Northwind Ltd", "05/2018 - Present", "Scrum Master, Agile Coach", "Northwind Ltd"},
		{"de", "BERUFSERFAHRUNG", "Scrum Master, Agile Coach — Muster GmbH + Co. KG", "05/2018 - Heute", "Scrum Master, Agile Coach", "Muster GmbH + Co. KG"},
		{"fr", "EXPÉRIENCE PROFESSIONNELLE", "Chef de projet, Consultant — Valmont SARL", "05/2018 - Aujourd'hui", "Chef de projet, Consultant", "Valmont SARL"},
		{"es", "EXPERIENCIA PROFESIONAL", "Jefe de equipo, Desarrollador — Montalto S.L.", "05/2018 - Actualidad", "Jefe de equipo, Desarrollador", "Montalto S.L."},
		// The line's first part names a title, its employer no company word.
		{"en, first part a title", "WORK EXPERIENCE", "Senior DevOps Engineer, Agile Coach — Northwind Traders Ltd", "05/2018 - 06/2020", "Senior DevOps Engineer, Agile Coach", "Northwind Traders Ltd"},
		{"de, first part a title", "BERUFSERFAHRUNG", "Entwickler, Berater — Muster Versicherung AG", "05/2018 - 06/2020", "Entwickler, Berater", "Muster Versicherung AG"},
		{"fr, first part a title", "EXPÉRIENCE PROFESSIONNELLE", "Développeur, Consultant — Société Exemple SA", "05/2018 - 06/2020", "Développeur, Consultant", "Société Exemple SA"},
		{"es, first part a title", "EXPERIENCIA PROFESIONAL", "Desarrollador, Consultor — Empresa Ejemplo SL", "05/2018 - 06/2020", "Desarrollador, Consultor", "Empresa Ejemplo SL"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			f := Text("Alex Moreau\nalex@example.org\n\n" + tt.title + "\n\n" + tt.head + "\n" + tt.dates + "\n")
			if len(f.ProfessionalExperience) != 1 {
				t.Fatalf("jobs %+v, want one", f.ProfessionalExperience)
			}
			if j := f.ProfessionalExperience[0]; j.Position != tt.position || j.Company != tt.company {
				t.Errorf("title %q, company %q; want %q, %q", j.Position, j.Company, tt.position, tt.company)
			}
		})
	}
	// "Product Manager, Google GmbH": one title and its employer.
	f := Text("Alex Moreau\nalex@example.org\n\nWORK EXPERIENCE\n\nProduct Manager, Google GmbH\n2019 - 2021\n")
	if len(f.ProfessionalExperience) != 1 || f.ProfessionalExperience[0].Position != "Product Manager" || f.ProfessionalExperience[0].Company != "Google GmbH" {
		t.Errorf("one title and its employer: %+v", f.ProfessionalExperience)
	}
}

// TestTitlesBeforeEmployerNeedsLetters: a piece after the comma without a
// letter is a date cut from its range, not a second title.
func TestTitlesBeforeEmployerNeedsLetters(t *testing.T) {
	if titlesBeforeEmployer([]string{"Senior Engineer, 2011", "2013: Built the apps"}, 0) {
		t.Error("a year after the comma read as a title")
	}
	if !titlesBeforeEmployer([]string{"Senior Engineer, Agile Coach", "Northwind Traders Ltd"}, 0) {
		t.Error("two titles before the employer not read as the title")
	}
	if titlesBeforeEmployer([]string{"Senior Engineer, Agile Coach"}, 0) {
		t.Error("no employer after the titles on their line")
	}
}
