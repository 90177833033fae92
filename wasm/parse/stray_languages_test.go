package parse

import "testing"

// Two titles pasted one after the other, then their contents: the
// languages under the second title go back to the empty languages section,
// whether each stands over its level, the names stand over as many levels
// or they run as one list.
func TestStrayLanguages(t *testing.T) {
	tests := []struct {
		lang, languages, next, rest string
		lines                       []string
		want                        int
	}{
		{"en", "LANGUAGES", "INTERESTS", "Chess, Hiking",
			[]string{"English (Native speaker) , Spanish (Fluent)", ", Italian (Basic)"}, 3},
		{"de", "Sprachen", "Auszeichnungen", "Vertriebspreis 2022",
			[]string{"Deutsch", "", "Muttersprache", "", "Englisch", "", "Fließend"}, 2},
		{"fr", "Langues", "Distinctions", "Prix de l'innovation 2021",
			[]string{"Français", "", "Langue maternelle", "", "Anglais", "", "Courant"}, 2},
		{"es", "IDIOMAS", "INTERESES", "Ajedrez, Senderismo",
			[]string{"Español (Nativo) , Inglés (Avanzado)", ", Francés (Básico)"}, 3},
		{"en names over levels", "Languages", "Interests", "Hiking",
			[]string{"English", "", "Spanish", "", "Native speaker", "", "Fluent", "", "Jazz"}, 2},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			text := "Alex Moreau\nalex@example.org\n\n" + tt.languages + "\n\n" + tt.next + "\n" + tt.rest + "\n\n"
			for _, l := range tt.lines {
				text += l + "\n"
			}
			f := Text(text)
			if len(f.Languages) != tt.want {
				t.Fatalf("%d languages, want %d: %+v", len(f.Languages), tt.want, f.Languages)
			}
			for _, l := range f.Languages {
				if l.ProficiencyLevel == "" {
					t.Errorf("language %q without its level", l.Language)
				}
			}
		})
	}
}
