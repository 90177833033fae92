package vocab

import "testing"

// TestJoining checks the words that wait for what follows them, in each
// language, against words that end a phrase.
func TestJoining(t *testing.T) {
	for _, tc := range []struct {
		lang string
		yes  []string
		no   []string
	}{
		{"en", []string{"a", "the", "of", "and", "with", "including", "via"}, []string{"data", "teams", "built", "and,"}},
		{"de", []string{"der", "von", "vom", "und", "am", "bis", "für", "zwischen"}, []string{"daten", "teams", "Von"}},
		{"fr", []string{"le", "des", "et", "au", "aux", "à", "pour", "vers"}, []string{"équipe", "données"}},
		{"es", []string{"el", "unos", "y", "con", "para", "del", "entre"}, []string{"equipo", "datos"}},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			for _, w := range tc.yes {
				if !Joining(w) {
					t.Errorf("Joining(%q) = false, want true", w)
				}
			}
			for _, w := range tc.no {
				if Joining(w) {
					t.Errorf("Joining(%q) = true, want false", w)
				}
			}
		})
	}
}
