package match

import "testing"

// TestMasterOfASkillIsNoDegree: "Master of" before a skill or a product
// names mastery, in a job's line and a CV's; before a degree's name it is
// still a master's. German, French and Spanish posts borrow the English
// form; their own degree words stay read.
func TestMasterOfASkillIsNoDegree(t *testing.T) {
	tests := []struct {
		name, line string
		want       int
	}{
		{"en: a product", "Master of PostgreSQL databases.", 0},
		{"en: a name with a word in lower case", "Master of Excel spreadsheets.", 0},
		{"en: a name and its subject", "Master of Fine Arts in painting", 3},
		{"en: a name ending its sentence", "Master of Urban Planning. then two years abroad", 3},
		{"en: a name and its school", "Master of Public Policy from a good school", 3},
		{"en: a lower-case product", "Master of vim and Emacs.", 0},
		{"en: a skill", "Master of negotiation skills.", 0},
		{"en: an article before", "You are a master of persuasive writing", 0},
		{"en: masters of", "Our team are masters of Kubernetes", 0},
		{"en: science", "Master of Science in Marine Biology", 3},
		{"en: a field in capitals", "Master of Urban Planning, Northfield University", 3},
		{"en: business administration in prose", "a master of business administration or similar", 3},
		{"en: a bachelor's or a master of", "Bachelor's or Master of Engineering required", 2},
		{"de: a product", "Sie sind ein Master of Excel und SAP", 0},
		{"de: a degree", "Master of Science in Informatik oder vergleichbar", 3},
		{"fr: a product", "Véritable master of Python et Django", 0},
		{"fr: a degree", "Master en informatique ou équivalent", 3},
		{"es: a product", "Un auténtico master of Excel", 0},
		{"es: a degree", "Máster en Ingeniería Informática", 3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got, _, _, _ := educationLevel(tt.line); got != tt.want {
				t.Errorf("educationLevel(%q) = %d, want %d", tt.line, got, tt.want)
			}
			if got := highestEducation(tt.line); got < tt.want || tt.want == 0 && got != 0 {
				t.Errorf("highestEducation(%q) = %d, want %d", tt.line, got, tt.want)
			}
		})
	}
}
