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
		{"en: the word outside the title in another sentence", "Customer Success Manager driving product adoption for SaaS firms. Manage twelve key clients.", false},
		{"de: the word outside the title in another sentence", "Customer Success Manager mit Fokus auf Product Adoption. Management von 30 Kunden.", false},
		{"fr: the word outside the title in another sentence", "Customer Success Manager – product adoption et rétention. Management de 30 comptes.", false},
		{"es: the word outside the title in another sentence", "Customer Success Manager: product adoption y retención. Management de 30 cuentas.", false},
		{"the word outside the title in the same sentence", "Customer Success Manager driving product adoption. Managed the product roadmap.", true},
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

// A skill's words in two sentences of one line name it not: a PDF sets a
// paragraph on one line, pasted it wraps, and both read alike.
func TestSkillWordsInOneSentence(t *testing.T) {
	tests := []struct {
		name, cv string
		shown    bool
	}{
		{"en two sentences", "Account lead for six years, focused on product onboarding. Manage twelve key retail clients in the north.", false},
		{"en one sentence", "Led product management for the retail app across the region.", true},
		{"de two sentences", "Kundenbetreuerin mit sechs Jahren Erfahrung und Fokus auf Product Launches. Management eines großen Kundenstamms.", false},
		{"fr two sentences", "Chargée de clientèle depuis six ans, lancement du product. Management d'un portefeuille de clients.", false},
		{"es two sentences", "Ejecutiva de cuentas con seis años, lanzamiento del product. Management de una cartera de clientes.", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := profileOf("About\n" + tt.cv)
			if got := linesInWords("product management", p) != ""; got != tt.shown {
				t.Errorf("product management shown %v, want %v", got, tt.shown)
			}
		})
	}
}
