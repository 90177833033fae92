package parse

import (
	"slices"
	"testing"
)

// TestLevelledGroupsInASidebar: skill groups printed in a sidebar after the
// contacts with no skills title, each a name, its level alone, then the
// keywords, are read as skills in the four languages; a level word inside
// an experience entry opens no skills.
func TestLevelledGroupsInASidebar(t *testing.T) {
	tests := []struct{ name, heading, groups string }{
		{"en", "About", "DATA ANALYSIS & STATISTICS\nEXPERT\nSQL\nPYTHON\nPANDAS\n\nDATA VISUALIZATION\nADVANCED\nTABLEAU\nPOWER BI"},
		{"de", "Kontakt", "Datenanalyse\nFortgeschritten\nSQL\nPython\nPandas\n\nVisualisierung\nGrundkenntnisse\nTableau\nPower BI"},
		{"fr", "Coordonnées", "Analyse de données\nAvancé\nSQL\nPython\nPandas\n\nVisualisation\nIntermédiaire\nTableau\nPower BI"},
		{"es", "Contacto", "Análisis de datos\nAvanzado\nSQL\nPython\nPandas\n\nVisualización\nIntermedio\nTableau\nPower BI"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Text("Jane Doe\nData Analyst\n\nExperience\n" + entryBody + "\n\n" + tt.heading + "\njane@example.com\n+49 30 1234567\n\n" + tt.groups + "\n")
			skills := append(append([]string{}, got.CoreSkills...), got.ToolsTechnologies...)
			for _, want := range []string{"SQL", "Python", "Tableau", "Power BI"} {
				if !slices.ContainsFunc(skills, func(s string) bool { return evalKey(s) == evalKey(want) }) {
					t.Errorf("no skill %q in %q", want, skills)
				}
			}
			if got.Email != "jane@example.com" {
				t.Errorf("email %q", got.Email)
			}
		})
	}
	got := Text("Jane Doe\n\nExperience\nSenior Engineer, Acme GmbH\t03/2020 – now\nExpert\n• Built the billing service in Go\n")
	if len(got.ProfessionalExperience) != 1 || len(got.CoreSkills)+len(got.ToolsTechnologies) != 0 {
		t.Errorf("an entry's level word opened skills: %+v %q %q", got.ProfessionalExperience, got.CoreSkills, got.ToolsTechnologies)
	}
}

// TestLevelledGroupTitles: a sidebar that sets its skill groups' names in
// its section titles' type (caffeine: "DATA ANALYSIS", "EXPERT", the
// keywords) has them read as skills, in en/de/fr/es (issue 34).
func TestLevelledGroupTitles(t *testing.T) {
	tests := []struct{ lang, experience, languages, group, level, language string }{
		{"en", "EXPERIENCE", "LANGUAGES", "DATA ANALYSIS", "EXPERT", "ENGLISH (NATIVE)"},
		{"de", "BERUFSERFAHRUNG", "SPRACHEN", "DATENANALYSE", "FORTGESCHRITTEN", "DEUTSCH (MUTTERSPRACHE)"},
		{"fr", "EXPÉRIENCE", "LANGUES", "ANALYSE DE DONNÉES", "AVANCÉ", "FRANÇAIS (LANGUE MATERNELLE)"},
		{"es", "EXPERIENCIA", "IDIOMAS", "ANÁLISIS DE DATOS", "AVANZADO", "ESPAÑOL (NATIVO)"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			at := func(s, font string, y, h float64) Item {
				return Item{Str: s, X: 40, Y: y, W: 5 * float64(len([]rune(s))), H: h, Font: font}
			}
			items := []Item{
				at("JANE DOE", "name", 800, 20),
				at(tt.experience, "title", 770, 10.5),
				at("SENIOR DATA ANALYST, ACME", "head", 752, 9), {Str: "2019 – 2021", X: 460, Y: 752, W: 60, H: 9, Font: "head"},
				at("Built the reporting of the four markets in SQL and Tableau.", "body", 740, 8),
				at(tt.group, "title", 710, 10.5),
				at(tt.level, "level", 694, 9),
				at("SQL", "body", 680, 7.5), at("PYTHON", "body", 670, 7.5), at("TABLEAU", "body", 660, 7.5),
				at(tt.languages, "title", 630, 10.5),
				at(tt.language, "body", 612, 7.5),
			}
			got := PDF([]Page{{Width: 600, Height: 842, Items: items}}).CV
			skills := append(append([]string{}, got.CoreSkills...), got.ToolsTechnologies...)
			for _, want := range []string{"SQL", "PYTHON", "TABLEAU"} {
				if !slices.ContainsFunc(skills, func(s string) bool { return evalKey(s) == evalKey(want) }) {
					t.Errorf("no skill %q in %q", want, skills)
				}
			}
		})
	}
}
