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

// TestVolunteerInCapitals: "VOLUNTEER" in capitals alone on its line is the
// title of the volunteering section (caffeine, slick), so its entries are
// no experience; in title case the word stays a position, in en/de/fr/es
// (issue 34).
func TestVolunteerInCapitals(t *testing.T) {
	tests := []struct{ lang, title, experience, head string }{
		{"en", "VOLUNTEER", "EXPERIENCE", "Code for Austin\t2022 – 2024\nData Mentor"},
		{"de", "EHRENAMTLICH", "BERUFSERFAHRUNG", "Tafel Berlin\t2022 – 2024\nMentorin"},
		{"fr", "BÉNÉVOLE", "EXPÉRIENCE", "Restos du Cœur\t2022 – 2024\nMentor"},
		{"es", "VOLUNTARIO", "EXPERIENCIA", "Cruz Roja\t2022 – 2024\nMentor"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			got := Text("Jane Doe\njane@doe.org\n\n" + tt.experience + "\n\nAcme Corp\t2019 – 2021\nEngineer\n• Built the API\n\n" + tt.title + "\n\n" + tt.head + "\n• Mentored students\n")
			if len(got.ProfessionalExperience) != 1 || len(got.Volunteering) != 1 {
				t.Errorf("experience %q, volunteering %q", got.ProfessionalExperience, got.Volunteering)
			}
		})
	}
	if _, ok := lookupHeading("Volunteer"); ok {
		t.Errorf("Volunteer in title case read as a heading")
	}
}

// TestLooseLetterSpacedTitles: section titles set with letter spacing where
// the gap between words is no wider than between letters and kerned pairs
// come out whole ("S U M M A RY"; the stackoverflow theme) are read as
// their headings, in en/de/fr/es (issue 34).
func TestLooseLetterSpacedTitles(t *testing.T) {
	tests := []struct{ lang, title, head string }{
		{"en", "W O R K E X P E R I E N C E", "Engineer, Acme"},
		{"de", "B E R U F S E R FA H R U N G", "Entwickler, Acme GmbH"},
		{"fr", "E X P É R I E N C E P R O F E S S I O N N E L L E", "Ingénieur, Acme SA"},
		{"es", "E X P E R I E N C I A L A B O R AL", "Ingeniero, Acme SL"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			if k, ok := lookupHeading(tt.title); !ok || k != kindExperience {
				t.Errorf("%q: kind %v, %v; want experience", tt.title, k, ok)
			}
			got := Text("Jane Doe\njane@doe.org\n\n" + tt.title + "\n\n" + tt.head + "\t2019 – 2021\n• Built the API\n").ProfessionalExperience
			if len(got) != 1 || got[0].Duration != "2019 – 2021" || !equalJSON(t, got[0].Responsibilities, []string{"Built the API"}) {
				t.Errorf("got %q", got)
			}
		})
	}
	if _, ok := looseSpaced("A B C D"); ok {
		t.Errorf("four letters that spell no title read as one")
	}
}
