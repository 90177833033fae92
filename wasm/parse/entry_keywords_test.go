package parse

import (
	"slices"
	"testing"
)

// TestEntryKeywords: a project's and an interest's "Skills: a · b" line,
// with the entry going on under it, are the entry's keywords and open no
// skills section, in en/de/fr/es; the CV's closing "Skills: …" and
// "Tools: …" lines after its projects are its skills (issue 34).
func TestEntryKeywords(t *testing.T) {
	tests := []struct {
		lang, skills, projects, interests, label, project, more, interest string
	}{
		{"en", "Skills", "Projects", "Interests", "Skills", "Churn model", "Built a churn model for a retail service.", "Hiking"},
		{"de", "Kenntnisse", "Projekte", "Interessen", "Kenntnisse", "Abwanderungsmodell", "Aufbau eines Modells für einen Händler.", "Wandern"},
		{"fr", "Compétences", "Projets", "Centres d'intérêt", "Compétences", "Modèle d'attrition", "Construction d'un modèle pour un détaillant.", "Randonnée"},
		{"es", "Habilidades", "Proyectos", "Intereses", "Habilidades", "Modelo de abandono", "Construcción de un modelo para un minorista.", "Senderismo"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			text := "Jane Doe\nData Analyst\njane@example.com\n\nExperience\n" + entryBody + "\n\n" +
				tt.skills + "\nSQL\nTableau\n\n" +
				tt.projects + "\n" + tt.project + "\n" + tt.label + ": Python · scikit-learn\nhttps://github.com/jane/churn\n" + tt.more + "\n\n" +
				tt.interests + "\n" + tt.interest + "\n" + tt.label + ": Alps · Photography\n" + tt.project + "\n"
			got := Text(text)
			skills := append(append([]string{}, got.CoreSkills...), got.ToolsTechnologies...)
			for _, want := range []string{"SQL", "Tableau"} {
				if !slices.Contains(skills, want) {
					t.Errorf("no skill %q in %q", want, skills)
				}
			}
			for _, not := range []string{"Python", "scikit-learn", "Alps", "Photography", tt.more} {
				if slices.Contains(skills, not) {
					t.Errorf("an entry's keyword %q read as a skill: %q", not, skills)
				}
			}
		})
	}
	got := Text("Jane Doe\nData Analyst\n\nProjects\nChurn model\nBuilt a churn model for a retail service.\nSkills: Python, SQL\nTools: Docker, Git\n")
	skills := append(append([]string{}, got.CoreSkills...), got.ToolsTechnologies...)
	if !slices.Contains(skills, "Python") || !slices.Contains(skills, "Docker") {
		t.Errorf("closing skills lines after projects: %q", skills)
	}
}
