package parse

import (
	"slices"
	"testing"
)

// TestCardsUnderTitles: a theme that sets a section's skill groups,
// languages or interests as cards two by two under a title on the left
// (class) reads each title's cards, right column too, in its section, and
// a card run on from the page before stays in the section it started, in
// en/de/fr/es (issue 34).
func TestCardsUnderTitles(t *testing.T) {
	tests := []struct{ lang, skills, languages, interests, lang1, lang2, level string }{
		{"en", "Skills", "Languages", "Interests", "English", "Spanish", "Native"},
		{"de", "Kenntnisse", "Sprachen", "Interessen", "Deutsch", "Englisch", "Muttersprache"},
		{"fr", "Compétences", "Langues", "Centres d'intérêt", "Français", "Anglais", "Langue maternelle"},
		{"es", "Habilidades", "Idiomas", "Intereses", "Español", "Inglés", "Nativo"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			col := func(y float64, left, right string) pl {
				bs := []box{}
				if left != "" {
					bs = append(bs, at(67, left))
				}
				if right != "" {
					bs = append(bs, at(328, right))
				}
				return pl{y, "reg", bs}
			}
			page1 := makePage(
				pl{800, "big", []box{at(37, "Jane Doe")}},
				pl{780, "reg", []box{at(37, "Data Analyst at Acme GmbH, Berlin, building the weekly reports of the sales team")}},
				pl{700, "title", []box{at(37, tt.skills)}},
				pl{676, "reg", []box{at(37, "Analysis"), at(298, "Reporting")}},
				pl{664, "reg", []box{at(37, "Expert"), at(298, "Advanced")}},
				col(640, "Statistical Process Control", "Tableau Dashboard Design"),
				col(628, "Regression Analysis", "Power BI Report Builder"),
				col(616, "Hypothesis Testing", "Looker Studio"),
				col(604, "Time Series Forecasting", ""),
				pl{574, "reg", []box{at(37, "Engineering"), at(298, "Collaboration")}},
				pl{562, "reg", []box{at(37, "Advanced"), at(298, "Intermediate")}},
				col(538, "Data Warehouse Modelling", "Stakeholder Management"),
				col(526, "Airflow Pipeline Scheduling", "Confluence Documentation"),
				col(100, "Snowflake Cost Monitoring", "Workshop Facilitation"),
			)
			page2 := makePage(
				col(800, "Spark Streaming Jobs", ""),
				pl{746, "title", []box{at(37, tt.languages)}},
				pl{722, "reg", []box{at(37, tt.lang1), at(298, tt.lang2)}},
				pl{710, "reg", []box{at(37, tt.level), at(298, "C1")}},
				pl{670, "title", []box{at(37, tt.interests)}},
				pl{646, "reg", []box{at(37, "Hiking"), at(298, "Chess")}},
				col(622, "Alps", "Openings"),
				col(610, "Pyrenees", "Endgames"),
				col(598, "Dolomites", "Puzzles"),
			)
			got := PDF([]Page{page1, page2}).CV
			skills := append(append([]string{}, got.CoreSkills...), got.ToolsTechnologies...)
			for _, want := range []string{"Statistical Process Control", "Tableau Dashboard Design", "Looker Studio", "Stakeholder Management", "Workshop Facilitation", "Spark Streaming Jobs"} {
				if !slices.Contains(skills, want) {
					t.Errorf("no skill %q in %q", want, skills)
				}
			}
			if len(got.Languages) != 2 {
				t.Errorf("languages %+v: want %s and %s", got.Languages, tt.lang1, tt.lang2)
			}
		})
	}
}
