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
