package parse

import (
	"slices"
	"strings"
	"testing"
)

// TestStrayTitlePasted: a sidebar's title that a PDF viewer pasted
// between an entry's head and its dates (actual) leaves the entry whole,
// and its section holds the block of names pasted after the entry, in
// en/de/fr/es; an education title over its dates and schools stays one
// (issue 34).
func TestStrayTitlePasted(t *testing.T) {
	tests := []struct{ lang, experience, skills, position, dates, company, item1a, item1b, item2 string }{
		{"en", "Experience", "Skills", "Data Analyst", "Aug 2021 - Present", "Acme Health", "· Built the reporting of the four", "markets in SQL and Tableau.", "· Led a team of four analysts"},
		{"de", "Berufserfahrung", "Kenntnisse", "Datenanalystin", "08/2021 - heute", "Acme Gesundheit GmbH", "· Aufbau des Berichtswesens für die", "vier Märkte mit SQL und Tableau.", "· Leitung eines Teams von vier Analysten"},
		{"fr", "Expérience professionnelle", "Compétences", "Analyste de données", "août 2021 - aujourd'hui", "Acme Santé", "· Mise en place du reporting des quatre", "marchés en SQL et Tableau.", "· Encadrement d'une équipe de quatre analystes"},
		{"es", "Experiencia laboral", "Habilidades", "Analista de datos", "ago. 2021 - actualidad", "Acme Salud", "· Creación de los informes de los cuatro", "mercados con SQL y Tableau.", "· Dirección de un equipo de cuatro analistas"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			text := "Jane Doe\n" + tt.position + "\n\n" + tt.experience + "\n" + tt.position + "\n\n" + tt.skills + "\n" + tt.dates + "\n\n" +
				tt.company + "\n" + tt.item1a + "\n" + tt.item1b + "\n" + tt.item2 + "\n\nData\nSQL\nPython\nTableau\n"
			got := Text(text)
			// The entry's lines stay in the experience (the gap after the
			// dates still splits the head from the company there).
			var dates, companies, items []string
			for _, x := range got.ProfessionalExperience {
				dates, companies, items = append(dates, x.Duration), append(companies, x.Company), append(items, x.Responsibilities...)
			}
			if !slices.Contains(dates, tt.dates) || !slices.Contains(companies, tt.company) || len(items) != 2 {
				t.Errorf("experience %q %q %d", dates, companies, len(items))
			}
			skills := append(append([]string{}, got.CoreSkills...), got.ToolsTechnologies...)
			for _, want := range []string{"SQL", "Python", "Tableau"} {
				if !slices.Contains(skills, want) {
					t.Errorf("no skill %q in %q", want, skills)
				}
			}
			if slices.ContainsFunc(skills, func(s string) bool { return strings.Contains(s, tt.company) }) {
				t.Errorf("the entry read as skills: %q", skills)
			}
		})
	}
	got := Text("Jane Doe\nData Analyst\n\nExperience\n" + entryBody + "\n\nEducation\n2017-10-01 to 2019-09-30\n2014-10-01 to 2017-09-30\n\nHumboldt-Universität zu Berlin\nMaster: Economics\nTechnische Universität Berlin\n")
	if len(got.Education) == 0 || len(got.ProfessionalExperience) != 1 {
		t.Errorf("education over its dates: %+v / %+v", got.Education, got.ProfessionalExperience)
	}
}
