package match

import "testing"

// TestOptionalLabelOpensNiceToHaves: the lines after a colon label that
// only says they are optional are nice-to-haves, in four languages; the
// lines before it keep their importance.
func TestOptionalLabelOpensNiceToHaves(t *testing.T) {
	tests := []struct {
		name, jd string
		before   string // a tool before the label
		after    string // a tool after it
	}{
		{"en: nice", "Platform Engineer\n\nMust:\n\nExperience with Jira\nNice:\n\nExperience with Terraform", "Jira", "Terraform"},
		{"en: optional", "Platform Engineer\n\nRequirements:\n- Jira\nOptional:\n- Terraform", "Jira", "Terraform"},
		{"de: kann", "Plattform-Ingenieur\n\nAnforderungen:\nErfahrung mit Bitbucket\nKann:\nErfahrung mit Terraform", "Bitbucket", "Terraform"},
		{"fr: facultatif", "Ingénieur plateforme\n\nProfil :\n- Expérience de Jira\nFacultatif :\n- Expérience de Terraform", "Jira", "Terraform"},
		{"es: opcional", "Ingeniero de plataforma\n\nRequisitos:\n- Experiencia con Jira\nOpcional:\n- Experiencia con Terraform", "Jira", "Terraform"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			imp := map[string]string{}
			for _, r := range Requirements(tt.jd) {
				imp[r.Name] = r.Importance
			}
			if got := imp[tt.after]; got != Preferred {
				t.Errorf("%s after the label: importance %q, want %q (all: %v)", tt.after, got, Preferred, imp)
			}
			if got := imp[tt.before]; got == "" || got == Preferred {
				t.Errorf("%s before the label: importance %q, want it read and not optional (all: %v)", tt.before, got, imp)
			}
		})
	}
}

// TestOptionalLabelIsOnlyAnOptionalWord: a colon label naming anything
// else is no optional label.
func TestOptionalLabelIsOnlyAnOptionalWord(t *testing.T) {
	for _, l := range []string{"Must:", "Muss:", "Plus:", "Nice people:", "Kenntnisse:", "Imprescindible:"} {
		if optionalLabel(l) {
			t.Errorf("optionalLabel(%q) = true, want false", l)
		}
	}
}
