package parse

import "testing"

// TestProjectsExperienceHeading: "PROJECTS EXPERIENCE" (elegant's title
// for the projects, printed so whatever the CV's language) titles the
// projects, not a second experience; the entries under it stay out of
// the experience, in en/de/fr/es (issue 34).
func TestProjectsExperienceHeading(t *testing.T) {
	for title, want := range map[string]kind{
		"PROJECTS EXPERIENCE": kindProjects, "Volunteer Experience": kindVolunteering,
		"WORK EXPERIENCE": kindExperience, "Leadership Experience": kindExperience, "Professional Experience": kindExperience,
	} {
		if k, ok := lookupHeading(title); !ok || k != want {
			t.Errorf("lookupHeading(%q) = %v, %v; want %v", title, k, ok, want)
		}
	}
	tests := []struct{ lang, project, item string }{
		{"en", "Churn Prediction Engine\t01/2023 – 05/2023", "• Built a churn model for a retail service"},
		{"de", "Abwanderungsprognose\t01/2023 – 05/2023", "• Aufbau eines Modells für einen Händler"},
		{"fr", "Moteur de prédiction de l'attrition\t01/2023 – 05/2023", "• Construction d'un modèle pour un détaillant"},
		{"es", "Motor de predicción de abandono\t01/2023 – 05/2023", "• Construcción de un modelo para un minorista"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			got := Text("Jane Doe\nData Analyst\n\nWORK EXPERIENCE\n" + entryBody + "\n\nPROJECTS EXPERIENCE\n" + tt.project + "\n" + tt.item + "\n")
			if len(got.ProfessionalExperience) != 1 || len(got.Projects) != 1 {
				t.Errorf("experience %+v, projects %+v", got.ProfessionalExperience, got.Projects)
			}
		})
	}
}
