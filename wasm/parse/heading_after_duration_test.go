package parse

import (
	"strings"
	"testing"
)

// A section title in capitals set apart by a blank line opens its section
// even right under a school's duration that a viewer pasted out of a
// right-hand date column ("2016 — 2020", "4 years"): the skills under it
// are skills, not the lines of a project block inside the education.
func TestHeadingSetApartAfterDuration(t *testing.T) {
	tests := []struct {
		lang, education, degree, school, dates, duration, heading, group string
		skills                                                           []string
	}{
		{"en", "EDUCATION", "Economics, Bachelor", "University of Lakeside", "2016 — 2020", "4 years", "SKILLS",
			"Analytics — Expert", []string{"Forecasting", "Pricing", "Reporting"}},
		{"de", "AUSBILDUNG", "Volkswirtschaft, Bachelor", "Universität Seestadt", "2016 — 2020", "4 Jahre", "KENNTNISSE",
			"Analytik — Expert", []string{"Prognosen", "Preisgestaltung", "Berichtswesen"}},
		{"fr", "FORMATION", "Économie, Licence", "Université de Lacville", "2016 — 2020", "4 ans", "COMPÉTENCES",
			"Analyse — Expert", []string{"Prévisions", "Tarification", "Suivi des ventes"}},
		{"es", "EDUCACIÓN", "Economía, Grado", "Universidad de Lagoverde", "2016 — 2020", "4 años", "HABILIDADES",
			"Análisis — Expert", []string{"Previsiones", "Precios", "Informes"}},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			text := "Alex Moreau\nalex@example.org\n\n" + tt.education + "\n" + tt.degree + "\n" + tt.school +
				"\nMicroeconomics Statistics\n\n" + tt.dates + "\n" + tt.duration + "\n\n\n" + tt.heading + "\n" + tt.group +
				"\n" + strings.Join(tt.skills, "\n\n") + "\n"
			f := Text(text)
			if len(f.Education) != 1 {
				t.Fatalf("%d schools, want 1: %+v", len(f.Education), f.Education)
			}
			got := append(append([]string{}, f.CoreSkills...), f.ToolsTechnologies...)
			for _, s := range tt.skills {
				if !contains(got, s) {
					t.Errorf("skill %q missing: skills %q, education %+v", s, got, f.Education)
				}
			}
		})
	}
}
