package parse

import "testing"

// Pasted, a volunteering title known only in capitals ("Volunteer") with a
// blank line above and its entry right under it opens its section when the
// lines under it down to the date are as many as a job's head has (class:
// company / position / date; actual: position / date / company); with one
// line fewer it is the first line of a head and stays a position, and
// under another title it opens nothing. (Set
// apart by a blank line under it too, pastedTitleApart reads it.)
func TestPastedTitleOverHead(t *testing.T) {
	tests := []struct {
		lang, work, volunteer, job, org, role, dates, item string
	}{
		{"en", "Work", "Volunteer", "Kettle Analytics", "Code Garden", "Data Mentor", "Mar 2021 – Dec 2023", "Taught evening classes on spreadsheets."},
		{"de", "Berufserfahrung", "Ehrenamtlich", "Kettle Analytik GmbH", "Code Garten e.V.", "Datenmentorin", "03.2021 – 12.2023", "Abendkurse zu Tabellen gegeben."},
		{"fr", "Expérience", "Bénévole", "Kettle Analytique", "Jardin du Code", "Mentore données", "mars 2021 – déc. 2023", "Cours du soir sur les tableurs."},
		{"es", "Experiencia", "Voluntario", "Kettle Analítica", "Jardín del Código", "Mentora de datos", "mar 2021 – dic 2023", "Clases nocturnas de hojas de cálculo."},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			top := "Alex Moreau\nalex@example.org\n\n" + tt.work + "\n"
			// Company and position over the date, as class pastes them.
			job := tt.job + "\nAnalyst\n\n2018 – 2021\n\nBuilt the weekly sales report for four regions.\n"
			over := top + job + "\n" + tt.volunteer + "\n" + tt.org + "\n" + tt.role + "\n\n" + tt.dates + "\n\n" + tt.item + "\n"
			if f := Text(over); len(f.ProfessionalExperience) != 1 || len(f.Volunteering) != 1 {
				t.Errorf("over a head: jobs %+v, volunteering %+v", f.ProfessionalExperience, f.Volunteering)
			}
			position := top + job + "\n" + tt.volunteer + "\n" + tt.org + "\n\n" + tt.dates + "\n\n" + tt.item + "\n"
			if f := Text(position); len(f.ProfessionalExperience) != 2 || len(f.Volunteering) != 0 {
				t.Errorf("position: jobs %+v, volunteering %+v", f.ProfessionalExperience, f.Volunteering)
			}
			under := top + job + "\nAbout\n\n" + tt.volunteer + "\n" + tt.org + "\n" + tt.role + "\n\n" + tt.dates + "\n\n" + tt.item + "\n"
			if f := Text(under); len(f.Volunteering) != 0 {
				t.Errorf("under a title: volunteering %+v", f.Volunteering)
			}
			// Position, date, company, as actual pastes them.
			job = "Analyst\n\n2018 – 2021\n\n" + tt.job + "\n· Built the weekly sales report for four regions.\n"
			over = top + job + "\n" + tt.volunteer + "\n" + tt.role + "\n\n" + tt.dates + "\n\n" + tt.org + "\n· " + tt.item + "\n"
			if f := Text(over); len(f.ProfessionalExperience) != 1 || len(f.Volunteering) != 1 {
				t.Errorf("over a position: jobs %+v, volunteering %+v", f.ProfessionalExperience, f.Volunteering)
			}
		})
	}
}
