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
