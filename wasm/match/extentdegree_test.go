package match

import "testing"

// TestDegreeWordsThatNameNoDegree: "degree" as a measure ("a high degree
// of accuracy") and "master" before a word that only begins like "of",
// "in", "en" or "de" ("master designer") name no degree; a degree's own
// words still do. The French, German and Spanish rows hold their measure
// words ("degré", "Maß", "grado de") unread, as before.
func TestDegreeWordsThatNameNoDegree(t *testing.T) {
	tests := []struct {
		name, line string
		want       int
	}{
		{"en: a high degree of", "Sorts invoices to a great degree of accuracy", 0},
		{"en: a hyphened measure", "A high-degree of care with fragile parts", 0},
		{"en: a degree of ambiguity", "Comfortable with a degree of ambiguity in early designs.", 0},
		{"en: a master designer", "Works as the master designer of our print shop", 0},
		{"en: a master engraver", "Our master engraver leads the workshop", 0},
		{"en: a master installer", "Certified master installer of solar panels", 0},
		{"en: a degree in", "A degree in Applied Chemistry", 2},
		{"en: a degree of a degree's name", "A degree of Bachelor of Science in Computing", 2},
		{"en: a master of science", "Master of Science in Marine Biology", 3},
		{"fr: a measure", "Un haut degré de précision", 0},
		{"fr: a professional licence", "Licence professionnelle en informatique", 2},
		{"fr: a licence programme's word", "Gestion des licences produit", 0},
		{"de: a measure", "Ein hohes Maß an Sorgfalt", 0},
		{"de: a master's study", "Masterstudium Informatik", 3},
		{"es: a measure", "Un alto grado de precisión", 0},
		{"es: a master's", "Máster en Ingeniería Informática", 3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got, _, _, _ := educationLevel(tt.line); got != tt.want {
				t.Errorf("educationLevel(%q) = %d, want %d", tt.line, got, tt.want)
			}
		})
	}
}
