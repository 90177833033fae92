package parse

import (
	"testing"

	"github.com/shortlist/shortlist/wasm/cv"
)

// TestNamesThenLevels: languages printed apart from their levels, as theme
// grids print them (a row of names over a row of levels, names in rows of
// different lengths) and as a viewer pastes such a grid (each name, then
// each level, on a line of its own), and a bracketed level that wraps.
// A run of names with fewer levels after it keeps the old reading.
func TestNamesThenLevels(t *testing.T) {
	tests := []struct {
		name, heading, body string
		want                []cv.Language
	}{
		{"en, a row of names over a row of levels", "Languages",
			"English\tSpanish\tMandarin\nNative or Bilingual Proficiency\tFull Professional Proficiency\tLimited Working Proficiency",
			langs("English", "Native or Bilingual Proficiency", "Spanish", "Full Professional Proficiency", "Mandarin", "Limited Working Proficiency")},
		{"de, names in rows of two and one", "Sprachen", "Deutsch\tEnglisch\nFranzösisch\nMuttersprache\tfließend\tGrundkenntnisse",
			langs("Deutsch", "Muttersprache", "Englisch", "fließend", "Französisch", "Grundkenntnisse")},
		{"fr, pasted: each name then each level", "Langues", "Français\n\nAnglais\n\nLangue maternelle\n\nCourant",
			langs("Français", "Langue maternelle", "Anglais", "Courant")},
		{"es, pasted, CEFR levels", "Idiomas", "Español\nInglés\nAlemán\nNativo\nC1\nA2",
			langs("Español", "Nativo", "Inglés", "C1", "Alemán", "A2")},
		{"en, a bracketed level wrapped", "Languages", "German (Native or Bilingual\nProficiency)\nEnglish (Full Professional\nProficiency)",
			langs("German", "Native or Bilingual Proficiency", "English", "Full Professional Proficiency")},
		{"de, two names and one level: the level is the last name's", "Sprachen", "Deutsch\nEnglisch\nfließend",
			langs("Deutsch", "", "Englisch", "fließend")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Text(cvWith(tt.heading, tt.body)).Languages
			if !equalJSON(t, got, tt.want) {
				t.Errorf("got %+v, want %+v", got, tt.want)
			}
		})
	}
}
