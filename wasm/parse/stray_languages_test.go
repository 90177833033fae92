package parse

import (
	"strings"
	"testing"
)

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

// A languages column set beside the next section (actual: languages over
// "Volunteer") is pasted with its first language under its title and the
// rest after the next section's content: a languages section with lines of
// its own takes them back too, a level's last word wrapped onto its own
// line with them.
func TestStrayLanguagesAfterOwn(t *testing.T) {
	tests := []struct {
		lang, languages, own, next, rest string
		lines                            []string
		level                            string
	}{
		{"en", "Languages", "Spanish · Native speaker", "Awards", "Top Seller of the Year 2022",
			[]string{"English · Full Professional", "Proficiency", "French · Limited Working Proficiency"}, "Full Professional Proficiency"},
		{"de", "Sprachen", "Deutsch · Muttersprache", "Auszeichnungen", "Vertriebspreis 2022",
			[]string{"Englisch · Fließend", "Französisch · Grundkenntnisse"}, "Fließend"},
		{"fr", "Langues", "Français · Langue maternelle", "Distinctions", "Prix de l'innovation 2021",
			[]string{"Anglais · Courant", "Espagnol · Notions"}, "Courant"},
		{"es", "Idiomas", "Español · Nativo", "Premios", "Mejor vendedor del año 2022",
			[]string{"Inglés · Avanzado", "Francés · Básico"}, "Avanzado"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			text := "Alex Moreau\nalex@example.org\n\n" + tt.languages + "\n" + tt.own + "\n\n" + tt.next + "\n" + tt.rest + "\n\n"
			for _, l := range tt.lines {
				text += l + "\n"
			}
			f := Text(text)
			if len(f.Languages) != 3 || f.Languages[1].ProficiencyLevel != tt.level {
				t.Fatalf("languages %+v, want 3, the second at %q", f.Languages, tt.level)
			}
			// Names over their levels, a block of their own.
			over := "Alex Moreau\nalex@example.org\n\n" + tt.languages + "\n" + tt.own + "\n\n" + tt.next + "\n" + tt.rest + "\n\n" +
				tt.lines[len(tt.lines)-1][:strings.Index(tt.lines[len(tt.lines)-1], " ·")] + "\n" + tt.lines[len(tt.lines)-1][strings.Index(tt.lines[len(tt.lines)-1], "· ")+len("· "):] + "\n"
			if f := Text(over); len(f.Languages) != 2 {
				t.Errorf("a name over its level: languages %+v, want 2", f.Languages)
			}
			// A sentence's rest that opens on a language stays in its section.
			prose := "Alex Moreau\nalex@example.org\n\n" + tt.languages + "\n" + tt.own + "\n\n" + tt.next + "\n" + tt.rest + "\n" +
				tt.lines[len(tt.lines)-1] + " " + tt.rest + "\n"
			if f := Text(prose); len(f.Languages) != 1 {
				t.Errorf("a line inside a block: languages %+v, want 1", f.Languages)
			}
		})
	}
}
