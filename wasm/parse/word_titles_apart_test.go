package parse

import (
	"testing"

	"github.com/shortlist/shortlist/wasm/docx"
)

// A Word file that sets "Volunteer" in the heading level of its section
// titles ("Work", "Education") opens a volunteering section there; set in
// the level of the jobs' titles it stays a job's position.
func TestWordTitlesApart(t *testing.T) {
	tests := []struct {
		lang, work, volunteer, org, role, dates, item string
	}{
		{"en", "Work", "Volunteer", "Code Garden", "Data Mentor", "Mar 2021 – Dec 2023", "Taught evening classes on spreadsheets"},
		{"de", "Berufserfahrung", "Ehrenamtlich", "Code Garten e.V.", "Datenmentorin", "Mär 2021 – Dez 2023", "Abendkurse zu Tabellen gegeben"},
		{"fr", "Expérience", "Bénévole", "Jardin du Code", "Mentore données", "mars 2021 – déc. 2023", "Cours du soir sur les tableurs"},
		{"es", "Experiencia", "Voluntario", "Jardín del Código", "Mentora de datos", "mar 2021 – dic 2023", "Clases nocturnas de hojas de cálculo"},
	}
	for _, tt := range tests {
		doc := func(volunteerLevel int) docx.Document {
			return docx.Document{Lines: []docx.Line{
				{Text: "Alex Moreau", Level: -1, Heading: 1},
				{Text: "alex@example.org", Level: -1},
				{Text: tt.work, Level: -1, Heading: 3},
				{Text: "Analyst", Level: -1, Heading: 4},
				{Text: "Kettle Analytics", Level: -1},
				{Text: "Jan 2018 – Feb 2021", Level: -1},
				{Text: "Built the weekly sales report for four regions", Level: 0},
				{Text: tt.volunteer, Level: -1, Heading: volunteerLevel},
				{Text: tt.org, Level: -1},
				{Text: tt.role, Level: -1},
				{Text: tt.dates, Level: -1},
				{Text: tt.item, Level: 0},
			}}
		}
		t.Run(tt.lang, func(t *testing.T) {
			f := Word(doc(3)).CV
			if len(f.ProfessionalExperience) != 1 || len(f.Volunteering) != 1 {
				t.Errorf("title level: jobs %+v, volunteering %+v", f.ProfessionalExperience, f.Volunteering)
			}
			if f := Word(doc(4)).CV; len(f.Volunteering) != 0 {
				t.Errorf("job title level: volunteering %+v", f.Volunteering)
			}
		})
	}
}
