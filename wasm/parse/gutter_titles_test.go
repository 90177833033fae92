package parse

import (
	"slices"
	"strings"
	"testing"
)

// TestGutterTitles: a section title set in a left gutter (slick) and
// broken over two lines beside the first entry's employer and role is one
// title, the entry whole with its dates; a title set a little below the
// first line of its block ("Acme University", then "EDUCATION") opens the
// section at that line (audit class 12: centredTitles, the one rule for a
// margin title beside its block).
func TestGutterTitles(t *testing.T) {
	tests := []struct {
		name, work1, work2, role, eduTitle, school, degree string
	}{
		{"en", "WORK", "EXPERIENCE", "Senior Account Manager", "EDUCATION", "Acme University", "Bachelor of Business"},
		{"de", "BERUFLICHER", "WERDEGANG", "Leiterin Vertrieb", "AUSBILDUNG", "Universität Musterstadt", "Bachelor Betriebswirtschaft"},
		{"fr", "EXPÉRIENCE", "PROFESSIONNELLE", "Responsable commerciale", "FORMATION", "Université de Lyon", "Licence en gestion"},
		{"es", "EXPERIENCIA", "PROFESIONAL", "Directora comercial", "EDUCACIÓN", "Universidad de Sevilla", "Grado en Administración"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			page := makePage(
				pl{800, "big", []box{at(216, "Jane Doe")}},
				pl{780, "reg", []box{at(216, "Sales lead")}},
				pl{700, "reg", []box{title(71, tt.work1), at(216, "Acme GmbH")}},
				pl{684, "reg", []box{title(71, tt.work2), at(216, tt.role)}},
				pl{670, "reg", []box{at(216, "2021-03-01 - 2024-02-28")}},
				pl{656, "reg", []box{at(246, "Grew the accounts of the northern region by a third")}},
				pl{600, "reg", []box{at(216, tt.school)}},
				pl{594, "title", []box{title(71, tt.eduTitle)}},
				pl{584, "reg", []box{at(216, tt.degree)}},
				pl{570, "reg", []box{at(216, "2014-09-01 - 2018-06-01")}},
			)
			got := PDF([]Page{page}).CV
			if len(got.ProfessionalExperience) != 1 {
				t.Fatalf("experience %+v: want one entry", got.ProfessionalExperience)
			}
			e := got.ProfessionalExperience[0]
			if e.Position != tt.role || e.Company != "Acme GmbH" || e.Duration == "" {
				t.Errorf("entry %q at %q, %q: want %q at Acme GmbH, dated", e.Position, e.Company, e.Duration, tt.role)
			}
			if len(got.Education) != 1 || got.Education[0].Institution != tt.school {
				t.Errorf("education %+v: want one at %q", got.Education, tt.school)
			}
		})
	}
}

// TestTitleBrokenPastWrappedLine: a margin title that names a summary of
// the skills, broken over two lines of its gutter with a wrapped line of
// the smaller text beside it between its halves (paper), is one title and
// the groups beside it are the skills, in en/de/fr/es (issue 34).
func TestTitleBrokenPastWrappedLine(t *testing.T) {
	tests := []struct{ lang, first, second, group1, group2, group3 string }{
		{"en", "PROFESSIONAL SKILLS", "SUMMARY", "Analysis (Expert): SQL, Python, Pandas", "Reporting (Advanced): Tableau, Power BI,", "Tools (Intermediate): dbt, Airflow, Git"},
		{"de", "KENNTNISSE IM", "ÜBERBLICK", "Analyse (Experte): SQL, Python, Pandas", "Berichtswesen (Fortgeschritten): Tableau, Power BI,", "Werkzeuge (Mittel): dbt, Airflow, Git"},
		{"fr", "SYNTHÈSE DES", "COMPÉTENCES", "Analyse (Expert) : SQL, Python, Pandas", "Restitution (Avancé) : Tableau, Power BI,", "Outils (Intermédiaire) : dbt, Airflow, Git"},
		{"es", "RESUMEN DE", "HABILIDADES", "Análisis (Experto): SQL, Python, Pandas", "Informes (Avanzado): Tableau, Power BI,", "Herramientas (Intermedio): dbt, Airflow, Git"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			page := makePage(
				pl{800, "big", []box{at(200, "Jane Doe")}},
				pl{780, "reg", []box{at(200, "Data Analyst | Numbers into decisions")}},
				pl{720, "reg", []box{at(200, tt.group1)}},
				pl{706, "reg", []box{title(40, tt.first), at(200, tt.group2)}},
				pl{694, "reg", []box{at(200, "Looker, Matplotlib")}},
				pl{688, "reg", []box{title(40, tt.second)}},
				pl{676, "reg", []box{at(200, tt.group3)}},
				pl{630, "reg", []box{title(40, "EXPERIENCE"), at(200, "Data Analyst at Acme GmbH"), at(460, "2020 - 2023")}},
				pl{616, "reg", []box{at(200, "Built the weekly sales report for the four regions")}},
			)
			got := PDF([]Page{page}).CV
			skills := strings.Join(append(append([]string{}, got.CoreSkills...), got.ToolsTechnologies...), "|")
			for _, want := range []string{"SQL", "Pandas", "Tableau", "Looker", "dbt", "Git"} {
				if !slices.Contains(strings.Split(skills, "|"), want) {
					t.Errorf("no skill %q in %q (about %q)", want, skills, got.AboutMe)
				}
			}
			if strings.Contains(got.AboutMe, "SQL") {
				t.Errorf("skills read as the summary: %q", got.AboutMe)
			}
		})
	}
}
