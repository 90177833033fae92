package parse

import "testing"

// Two column titles pasted one under the other, the first job under the
// second: the job goes back to the empty experience section, whether its
// title or its date comes first, and the skills after it stay skills; an
// education section pasted as its dates first keeps its schools.
func TestEmptyExperienceBack(t *testing.T) {
	tests := []struct {
		lang, work, skills, education, title, dates, company, item string
		names                                                      []string
	}{
		{"en", "Experience", "Skills", "Education", "Data Analyst", "Mar 2021 - Present", "Kettle Analytics",
			"Built the weekly sales report for four regions and the board", []string{"SQL", "Python", "Tableau"}},
		{"de", "Berufserfahrung", "Kenntnisse", "Ausbildung", "Datenanalystin", "03/2021 - heute", "Kettle Analytik GmbH",
			"Wöchentlichen Vertriebsbericht für vier Regionen und den Vorstand erstellt", []string{"SQL", "Python", "Tableau"}},
		{"fr", "Expérience", "Compétences", "Formation", "Analyste de données", "03/2021 - aujourd'hui", "Kettle Analytique",
			"Rapport hebdomadaire des ventes pour quatre régions et le conseil", []string{"SQL", "Python", "Tableau"}},
		{"es", "Experiencia", "Habilidades", "Educación", "Analista de datos", "03/2021 - actualidad", "Kettle Analítica",
			"Informe semanal de ventas para cuatro regiones y la dirección", []string{"SQL", "Python", "Tableau"}},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			top := "Alex Moreau\nalex@example.org\n\n" + tt.work + "\n\n"
			names := "\n" + tt.names[0] + "\n" + tt.names[1] + "\n" + tt.names[2] + "\n"
			for _, order := range []string{tt.title + "\n\n" + tt.dates, tt.dates + "\n" + tt.title} {
				f := Text(top + tt.skills + "\n\n" + order + "\n" + tt.company + "\n· " + tt.item + "\n" + names)
				if len(f.ProfessionalExperience) != 1 || f.ProfessionalExperience[0].Position != tt.title || len(f.ProfessionalExperience[0].Responsibilities) != 1 {
					t.Errorf("jobs %+v", f.ProfessionalExperience)
				}
				if len(f.CoreSkills)+len(f.ToolsTechnologies) != 3 {
					t.Errorf("skills %v %v, want the three names", f.CoreSkills, f.ToolsTechnologies)
				}
			}
			f := Text(top + tt.education + "\n\n2015 - 2019\n\nKettle University\n· " + tt.item + "\n")
			if len(f.Education) != 1 {
				t.Errorf("education %+v, jobs %+v", f.Education, f.ProfessionalExperience)
			}
		})
	}
}
