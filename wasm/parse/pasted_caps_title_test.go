package parse

import "testing"

// Pasted, a volunteering title known only in capitals ("Volunteer") opens
// its section when it stands apart, a blank line above and below; over its
// company with no blank line it stays a position, and under another title
// (a column of titles pasted before their contents) it opens nothing.
func TestPastedTitleApart(t *testing.T) {
	tests := []struct {
		lang, work, volunteer, job, org, role, dates, item string
	}{
		{"en", "Work", "Volunteer", "Kettle Analytics", "Code Garden", "Data Mentor", "Mar 2021 – Dec 2023", "Taught evening classes on spreadsheets"},
		{"de", "Berufserfahrung", "Ehrenamtlich", "Kettle Analytik GmbH", "Code Garten e.V.", "Datenmentorin", "Mär 2021 – Dez 2023", "Abendkurse zu Tabellen gegeben"},
		{"fr", "Expérience", "Bénévole", "Kettle Analytique", "Jardin du Code", "Mentore données", "mars 2021 – déc. 2023", "Cours du soir sur les tableurs"},
		{"es", "Experiencia", "Voluntario", "Kettle Analítica", "Jardín del Código", "Mentora de datos", "mar 2021 – dic 2023", "Clases nocturnas de hojas de cálculo"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			job := "Analyst\n" + tt.job + "\nJan 2018 – Feb 2021\nBuilt the weekly sales report for four regions\n"
			apart := "Alex Moreau\nalex@example.org\n\n" + tt.work + "\n\n" + job + "\n" + tt.volunteer + "\n\n" +
				tt.org + "\n" + tt.role + "\n" + tt.dates + "\n" + tt.item + "\n"
			f := Text(apart)
			if len(f.ProfessionalExperience) != 1 || len(f.Volunteering) != 1 || f.Volunteering[0].Title+f.Volunteering[0].Subtitle == "" {
				t.Errorf("apart: jobs %+v, volunteering %+v", f.ProfessionalExperience, f.Volunteering)
			}
			position := "Alex Moreau\nalex@example.org\n\n" + tt.work + "\n\n" + job + "\n" + tt.volunteer + "\n" +
				tt.org + "\n" + tt.dates + "\n" + tt.item + "\n"
			if f := Text(position); len(f.ProfessionalExperience) != 2 || len(f.Volunteering) != 0 {
				t.Errorf("position: jobs %+v, volunteering %+v", f.ProfessionalExperience, f.Volunteering)
			}
			stacked := "Alex Moreau\nalex@example.org\n\n" + tt.work + "\n\n" + job + "\nAbout\n\n" + tt.volunteer + "\n\n" +
				tt.org + "\n" + tt.role + "\n" + tt.dates + "\n" + tt.item + "\n"
			if f := Text(stacked); len(f.Volunteering) != 0 {
				t.Errorf("stacked under a title: volunteering %+v", f.Volunteering)
			}
		})
	}
}
