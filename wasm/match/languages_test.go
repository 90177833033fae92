package match

import (
	"strings"
	"testing"
)

func TestLevelNear(t *testing.T) {
	tests := []struct {
		name, text, language string
		want                 int
	}{
		{"code after a word", "Fluent English (C2)", "English", 6},
		{"code before", "C1 German", "German", 5},
		{"word only", "Fluent English is required.", "English", 5},
		{"another language's code", "German (C1), fluent English", "English", 5},
		{"its own code in a list", "German (C1), fluent English", "German", 5},
		{"joined by and", "English C2 and basic Spanish", "Spanish", 2},
		{"joined by und", "Englisch C1 und Grundkenntnisse Französisch", "Französisch", 2},
		{"native", "Native German speaker", "German", 7},
		{"level elsewhere in the sentence", "Languages: English, at a C1 level", "English", 5},
		{"none", "English", "English", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			at := strings.Index(tt.text, tt.language)
			if got := levelNear(tt.text, at); got != tt.want {
				t.Errorf("levelNear(%q, %s) = %d, want %d", tt.text, tt.language, got, tt.want)
			}
		})
	}
}
