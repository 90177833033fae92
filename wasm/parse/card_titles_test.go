package parse

import (
	"slices"
	"testing"
)

// TestCardsBesideMarginTitles: a theme that prints each section's title in
// a left margin on the row of the section's first cards, the cards in two
// columns (flat: skill groups, languages, interests), reads the right
// column's cards in their own section, a group titled by a heading word
// ("… & Tools") included, in en/de/fr/es (issue 34).
func TestCardsBesideMarginTitles(t *testing.T) {
	tests := []struct{ lang, skills, languages, interests, tools, lang1, lang2, level1, level2 string }{
		{"en", "Skills", "Languages", "Interests", "Data Engineering & Tools", "English", "Spanish", "Native", "Fluent"},
		{"de", "Kenntnisse", "Sprachen", "Interessen", "Daten & Tools", "Deutsch", "Englisch", "Muttersprache", "Fließend"},
		{"fr", "Compétences", "Langues", "Loisirs", "Données & Outils", "Français", "Anglais", "Langue maternelle", "Courant"},
		{"es", "Habilidades", "Idiomas", "Intereses", "Datos y Herramientas", "Español", "Inglés", "Nativo", "Fluido"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			row := func(y float64, left, right string) pl {
				return pl{y, "reg", []box{at(200, left), at(400, right)}}
			}
			page := makePage(
				pl{800, "big", []box{at(170, "Jane Doe")}},
				pl{780, "reg", []box{at(170, "Data Analyst")}},
				pl{700, "bold", []box{title(20, tt.skills), at(170, "Analysis & Statistics"), at(380, "Visualization")}},
				row(680, "Regression Models", "Tableau Dashboards"),
				row(662, "Hypothesis Testing", "Power BI Report Builder Suite"),
				row(644, "Time Series Forecasting", "Looker Studio"),
				pl{620, "bold", []box{at(380, tt.tools)}},
				pl{600, "reg", []box{at(400, "Airflow Scheduling")}},
				pl{582, "reg", []box{at(400, "Snowflake Warehouse")}},
				pl{540, "bold", []box{title(20, tt.languages), at(170, tt.lang1), at(380, tt.lang2)}},
				pl{522, "reg", []box{at(170, tt.level1), at(380, tt.level2)}},
				pl{470, "bold", []box{title(20, tt.interests), at(170, "Hiking"), at(380, "Chess")}},
				row(450, "Mountain Trails", "Endgame Studies"),
			)
			got := PDF([]Page{page}).CV
			skills := append(append([]string{}, got.CoreSkills...), got.ToolsTechnologies...)
			for _, want := range []string{"Regression Models", "Tableau Dashboards", "Looker Studio", "Airflow Scheduling", "Snowflake Warehouse"} {
				if !slices.Contains(skills, want) {
					t.Errorf("no skill %q in %q", want, skills)
				}
			}
			if len(got.Languages) != 2 {
				t.Errorf("languages %+v: want %s and %s", got.Languages, tt.lang1, tt.lang2)
			}
			if slices.Contains(got.Interests, "Tableau Dashboards") || slices.Contains(got.Interests, tt.lang2) {
				t.Errorf("interests %q hold the right column of the sections before", got.Interests)
			}
		})
	}
}
