package parse

import "testing"

// A languages title set beside the first language's level is pasted with
// the language's name above it, after the skills: the name is the first
// language, not a skill. A skill that is no language stays a skill.
func TestLanguageBeforeTitle(t *testing.T) {
	tests := []struct {
		lang, skills, first, level, second, level2 string
	}{
		{"en", "SKILLS", "English", "Native speaker", "Spanish", "Fluent"},
		{"de", "KENNTNISSE", "Deutsch", "Muttersprache", "Englisch", "Verhandlungssicher"},
		{"fr", "COMPÉTENCES", "Français", "Langue maternelle", "Anglais", "Courant"},
		{"es", "HABILIDADES", "Español", "Nativo", "Inglés", "Avanzado"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			text := "Robin Hale\nrobin.hale@example.org\n\n " + tt.skills + "\n\nWarehouse Planning\nForecasting\nInventory Control\n\n\n" +
				tt.first + "\n\n LANGUAGES " + tt.level + "\n" + tt.second + "\n" + tt.level2 + "\n"
			f := Text(text)
			if len(f.Languages) != 2 || f.Languages[0].Language != tt.first || f.Languages[0].ProficiencyLevel != tt.level {
				t.Errorf("languages %+v, want %s (%s) first", f.Languages, tt.first, tt.level)
			}
			for _, s := range append(f.CoreSkills, f.ToolsTechnologies...) {
				if s == tt.first {
					t.Errorf("skills %q hold the language", f.CoreSkills)
				}
			}
		})
	}
	kept := "Robin Hale\nrobin.hale@example.org\n\n SKILLS\n\nWarehouse Planning\nForecasting\n\n\nInventory Control\n\n LANGUAGES Native speaker\n"
	f := Text(kept)
	found := false
	for _, s := range append(f.CoreSkills, f.ToolsTechnologies...) {
		found = found || s == "Inventory Control"
	}
	if !found {
		t.Errorf("skills %q lost the last skill", f.CoreSkills)
	}
}
