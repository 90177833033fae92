package parse

import "testing"

// TestPageSavedAsText: a theme's HTML CV read as text keeps the page's
// "Skip to content" link above the name and prints a count after a section
// title ("Work Experience(3)"; stackoverflow): the link is no part of the
// header and the title is the heading, in en/de/fr/es (issue 34).
func TestPageSavedAsText(t *testing.T) {
	tests := []struct{ lang, skip, title, head string }{
		{"en", "Skip to content", "Work Experience(3)", "Engineer, Acme"},
		{"de", "Zum Inhalt springen", "Berufserfahrung (3)", "Entwickler, Acme GmbH"},
		{"fr", "Aller au contenu", "Expérience professionnelle (2)", "Ingénieur, Acme SA"},
		{"es", "Saltar al contenido", "Experiencia laboral (4)", "Ingeniero, Acme SL"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			got := Text(tt.skip + "\nJane Doe\nData Analyst\njane@doe.org\nSkills\n• SQL\n" + tt.title + "\n" + tt.head + "\t2019 – 2021\n• Built the API\n")
			if got.ProfessionalHeader != "Jane Doe • Data Analyst" {
				t.Errorf("header %q", got.ProfessionalHeader)
			}
			exp := got.ProfessionalExperience
			if len(exp) != 1 || exp[0].Duration != "2019 – 2021" || !equalJSON(t, exp[0].Responsibilities, []string{"Built the API"}) {
				t.Errorf("experience %q", exp)
			}
		})
	}
}

// TestDegreeAndAreaApart: the study type and the area printed apart, on
// two lines (crisp) or after a dash (short), make one degree when the
// school is read too, in en/de/fr/es (issue 34).
func TestDegreeAndAreaApart(t *testing.T) {
	tests := []struct{ lang, heading, typ, area, school, want string }{
		{"en", "Education", "Bachelor", "Statistics and Data Science", "The University of Texas at Austin", "Bachelor – Statistics and Data Science"},
		{"de", "Ausbildung", "Master", "Wirtschaftsinformatik", "Technische Universität München", "Master – Wirtschaftsinformatik"},
		{"fr", "Formation", "Master", "Gestion de projet", "Université de Lyon", "Master – Gestion de projet"},
		{"es", "Educación", "Grado", "Administración de Empresas", "Universidad de Sevilla", "Grado – Administración de Empresas"},
	}
	for _, tt := range tests {
		for _, head := range []string{tt.typ + "\n" + tt.area + "\n" + tt.school + "\n2015 – 2019", tt.school + "\t2015 – 2019\n" + tt.typ + " - " + tt.area} {
			got := Text("Jane Doe\njane@doe.org\n\n" + tt.heading + "\n" + head + "\n").Education
			if len(got) != 1 || got[0].Degree != tt.want || got[0].Institution != tt.school {
				t.Errorf("%s: %q: got %q, want degree %q at %q", tt.lang, head, got, tt.want, tt.school)
			}
		}
	}
}
