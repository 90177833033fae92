package parse

import (
	"slices"
	"testing"
)

// TestTermRuns: skills pasted as tags side by side with only spaces
// between ("SQL Python Pandas") are one skill each where the lexicon knows
// every one; an item with a word it does not know, one term of several
// words and a vendor's product stay whole, in en/de/fr/es (issue 34).
func TestTermRuns(t *testing.T) {
	tests := []struct {
		lang, heading, run string
		split              []string
		whole              []string
	}{
		{"en", "Skills", "SQL Python Pandas", []string{"SQL", "Python", "Pandas"}, []string{"Sales Playbook Design", "AWS Redshift", "Power BI"}},
		{"de", "Kenntnisse", "Docker Kubernetes Terraform", []string{"Docker", "Kubernetes", "Terraform"}, []string{"Interkulturelle Kommunikation", "LinkedIn Sales Navigator", "Google Analytics"}},
		{"fr", "Compétences", "Tableau Looker Excel", []string{"Tableau", "Looker", "Excel"}, []string{"Gestion de la relation client", "AWS Lambda", "Power BI"}},
		{"es", "Habilidades", "Jira Confluence Git", []string{"Jira", "Confluence", "Git"}, []string{"Venta adicional", "Microsoft Dynamics", "Google Analytics"}},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			text := "Jane Doe\nData Analyst\n\nExperience\n" + entryBody + "\n\n" + tt.heading + "\n" + tt.run + "\n"
			for _, w := range tt.whole {
				text += w + "\n"
			}
			got := Text(text)
			skills := append(append([]string{}, got.CoreSkills...), got.ToolsTechnologies...)
			for _, want := range append(append([]string{}, tt.split...), tt.whole...) {
				if !slices.Contains(skills, want) {
					t.Errorf("no skill %q in %q", want, skills)
				}
			}
		})
	}
}
