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

// A Word file that sets its section titles in plain text and each entry's
// employer in a heading level under them (slick): "Volunteer" in plain text
// over an employer in that level opens a volunteering section; under the
// employer, as the role, it stays a position.
func TestWordTitleOverEntryHead(t *testing.T) {
	tests := []struct {
		lang, work, volunteer, org, role, dates, item string
	}{
		{"en", "Work Experience", "Volunteer", "Code Garden", "Data Mentor", "2021-03 - Present", "Taught evening classes on spreadsheets"},
		{"de", "Berufserfahrung", "Ehrenamtlich", "Code Garten e.V.", "Datenmentorin", "2021-03 - Present", "Abendkurse zu Tabellen gegeben"},
		{"fr", "Expérience professionnelle", "Bénévole", "Jardin du Code", "Mentore données", "2021-03 - Present", "Cours du soir sur les tableurs"},
		{"es", "Experiencia laboral", "Voluntario", "Jardín del Código", "Mentora de datos", "2021-03 - Present", "Clases nocturnas de hojas de cálculo"},
	}
	for _, tt := range tests {
		doc := func(over bool) docx.Document {
			lines := []docx.Line{
				{Text: "Alex Moreau", Level: -1},
				{Text: "alex@example.org", Level: -1},
				{Text: tt.work, Level: -1},
				{Text: "Kettle Analytics", Level: -1, Heading: 3},
				{Text: "Analyst", Level: -1},
				{Text: "2018-01-01 - 2021-02-28", Level: -1},
				{Text: "Built the weekly sales report for four regions", Level: 0},
			}
			if over {
				return docx.Document{Lines: append(lines,
					docx.Line{Text: tt.volunteer, Level: -1},
					docx.Line{Text: tt.org, Level: -1, Heading: 3},
					docx.Line{Text: tt.role, Level: -1},
					docx.Line{Text: tt.dates, Level: -1},
					docx.Line{Text: tt.item, Level: 0})}
			}
			return docx.Document{Lines: append(lines,
				docx.Line{Text: tt.org, Level: -1, Heading: 3},
				docx.Line{Text: tt.volunteer, Level: -1},
				docx.Line{Text: tt.dates, Level: -1},
				docx.Line{Text: tt.item, Level: 0})}
		}
		t.Run(tt.lang, func(t *testing.T) {
			f := Word(doc(true)).CV
			if len(f.ProfessionalExperience) != 1 || len(f.Volunteering) != 1 {
				t.Errorf("over the employer: jobs %+v, volunteering %+v", f.ProfessionalExperience, f.Volunteering)
			}
			f = Word(doc(false)).CV
			if len(f.Volunteering) != 0 || len(f.ProfessionalExperience) != 2 {
				t.Errorf("under the employer: jobs %+v, volunteering %+v", f.ProfessionalExperience, f.Volunteering)
			}
		})
	}
}
