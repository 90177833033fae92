package match

import "testing"

// A success word that praises a qualification's work does not show it with
// the CV's "Customer Success" (audit class 28); the field keeps its word.
func TestSuccessPraisingWorkIsFiller(t *testing.T) {
	tests := []struct {
		name, cv, qual string
		shown          bool
	}{
		{"en", "Experience\nCustomer Success Manager driving product adoption",
			"Demonstrated success defining and launching excellent products", false},
		{"de", "Berufserfahrung\nErfolge im Kundenservice für Produkte",
			"Nachweisliche Erfolge bei der Einführung von Produkten", false},
		{"fr", "Expérience\nSuccès client : adoption des produits",
			"Succès dans le lancement de nouveaux produits", false},
		{"es", "Experiencia\nÉxito del cliente y adopción de productos",
			"Éxito en el lanzamiento de nuevos productos digitales", false},
		{"en, the field", "Experience\nCustomer Success Manager for SaaS products",
			"Experience in customer success for SaaS products", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Requirement{Kind: KindQualification, Name: tt.qual, Text: tt.qual}
			if c, ev := qualificationCover(r, profileOf(tt.cv)); (c >= metAt) != tt.shown {
				t.Errorf("coverage %d (evidence %q), shown want %v", c, ev, tt.shown)
			}
		})
	}
}
