package parse

import (
	"slices"
	"testing"
)

// Two interests set side by side are pasted with both keyword lines one
// under the other, each cut after a separator; they stay the interests'
// keywords, not a skills section. A CV's closing "Skills: …" line under a
// project stays its skills.
func TestSideBySideKeywords(t *testing.T) {
	tests := []struct{ lang, interests, label, first, second, a, b, c, d string }{
		{"en", "INTERESTS", "Skills", "Outdoors", "Music", "Climbing", "Kayaking", "Piano", "Choir"},
		{"de", "INTERESSEN", "Kenntnisse", "Draußen", "Musik", "Klettern", "Kajak", "Klavier", "Chor"},
		{"fr", "CENTRES D'INTÉRÊT", "Compétences", "Plein air", "Musique", "Escalade", "Kayak", "Piano", "Chorale"},
		{"es", "INTERESES", "Habilidades", "Aire libre", "Música", "Escalada", "Kayak", "Piano", "Coro"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			text := "Jane Doe\nData Analyst\njane@example.com\n\nExperience\n" + entryBody + "\n\n" +
				tt.interests + "\n\n" + tt.first + "\n\n" + tt.second + "\n\n\n" +
				tt.label + ": " + tt.a + " · " + tt.b + " ·\n\n" + tt.label + ": " + tt.c + " ·\n\nSailing\n\n" + tt.d + "\n"
			got := Text(text)
			skills := append(append([]string{}, got.CoreSkills...), got.ToolsTechnologies...)
			for _, not := range []string{tt.a, tt.b, tt.c, tt.d} {
				if slices.Contains(skills, not) {
					t.Errorf("an interest's keyword %q read as a skill: %q", not, skills)
				}
			}
		})
	}
	got := Text("Jane Doe\nData Analyst\n\nProjects\nChurn model\nBuilt a churn model for a retail service.\nSkills: Python, SQL\nSkills: Docker, Git\n")
	if skills := append(append([]string{}, got.CoreSkills...), got.ToolsTechnologies...); !slices.Contains(skills, "Docker") {
		t.Errorf("closing skills lines not read as skills: %q", skills)
	}
}
