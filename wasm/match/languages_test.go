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

// Audit class 13 (issue 35): a confident command is B2, not the B1 of no
// level word; and a level word lines away, in a post whose lines run
// together, is another line's, not the language's.
func TestLanguageLevelOfItsOwnLine(t *testing.T) {
	tests := []struct {
		name, jd, lang string
		want           int
	}{
		{"de confident command", "Anforderungen:\n- Sichere Sprachkenntnisse in Deutsch und Englisch", "German", 4},
		{"de confident, second language", "Anforderungen:\n- Sichere Sprachkenntnisse in Deutsch und Englisch", "English", 4},
		{"en confident command", "Requirements:\n- Confident command of spoken and written English", "English", 4},
		{"de level of another line", "Anforderungen: Gute Kenntnisse in Java sowie Linux Sie haben Spaß an gelegentlichen Dienstreisen Sie bringen Sprachkenntnisse in Deutsch mit", "German", 3},
		{"en level of another line", "Requirements: Good knowledge of Java in production systems you enjoy occasional travel to our customers you speak English", "English", 3},
		{"fr level of another line", "Profil : Bon niveau en Java sur des systèmes en production vous aimez les déplacements chez nos clients langue anglais", "English", 3},
		{"es level of another line", "Requisitos: Buen conocimiento de Java en sistemas de producción te gustan los viajes a nuestros clientes idioma inglés", "English", 3},
		{"a level a few words on is the language's", "Requirements:\n- German and English, fluent", "English", 5},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, ok := requirement(reportOf("Skills: Java", tt.jd).Requirements, tt.lang)
			if !ok || r.Level != tt.want {
				t.Errorf("%s: level %d (found %v), want %d", tt.lang, r.Level, ok, tt.want)
			}
		})
	}
}
