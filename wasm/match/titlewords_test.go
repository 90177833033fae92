package match

import (
	"testing"

	"github.com/shortlist/shortlist/wasm/cv"
)

// TestSkillWordInAnotherTitle: a skill's word that stands in a line only as
// the head of a job title of another field ("Manager" of "Customer Success
// Manager") does not show the skill with the line's other words (audit
// class 28); the skill's own title, and the word outside titles, still do.
func TestSkillWordInAnotherTitle(t *testing.T) {
	tests := []struct {
		name, line string
		shown      bool
	}{
		{"en: another field's title", "Customer Success Manager driving product adoption for SaaS companies", false},
		{"de: another field's title", "Customer Success Manager mit Fokus auf Product Adoption", false},
		{"fr: another field's title", "Customer Success Manager – product adoption et rétention (SaaS B2B)", false},
		{"es: another field's title", "Customer Success Manager: product adoption y retención en SaaS B2B", false},
		{"the skill's own title", "Senior Product Manager for a SaaS analytics suite", true},
		{"the word outside the title too", "Customer Success Manager who managed the product roadmap", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := cv.FormattedCV{AboutMe: tt.line}
			p := newProfile(tt.line, c, may2025)
			if got := linesInWords("product management", p) != ""; got != tt.shown {
				t.Errorf("%q shows product management: %v, want %v", tt.line, got, tt.shown)
			}
		})
	}
}
