package parse

import "testing"

// TestUnspaceLetters: a viewer pastes letter-spaced titles and dates with a
// space between letters; the line is written whole again. Prose, initials
// and lists of one-letter names stay as they are.
func TestUnspaceLetters(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"en, title of spaced initials", "W ork E xperience", "Work Experience"},
		{"de, title of spaced initials", "B erufserfahrung", "Berufserfahrung"},
		{"fr, title of spaced initials", "E xpérience P rofessionnelle", "Expérience Professionnelle"},
		{"es, title of spaced initials", "E xperiencia L aboral", "Experiencia Laboral"},
		{"en, an open end spaced out", "2021-08-01 t o P r e s e n t", "2021-08-01 to Present"},
		{"de, an open end spaced out", "2021-08 b i s H e u t e", "2021-08 bis Heute"},
		{"en, a short word between dates", "2019-06-03 t o 2021-07-30", "2019-06-03 to 2021-07-30"},
		{"boxes stay boxes", "2019-06-03\tt o P r e s e n t", "2019-06-03\tto Present"},
		{"prose stays", "I am a team player", "I am a team player"},
		{"capitals stay", "Languages: C R Go", "Languages: C R Go"},
		{"es, one letter between dates stays", "2019-06 a 2021-07", "2019-06 a 2021-07"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := unspaceLetters(tt.in); got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

// TestSpacedTitlesAndDatesPasted: a CV pasted with its titles and dates
// letter-spaced reads its experience in the four languages.
func TestSpacedTitlesAndDatesPasted(t *testing.T) {
	tests := []struct{ name, heading, dates, want string }{
		{"en", "W ork E xperience", "2019-06-03 t o 2021-07-30", "2019-06-03 to 2021-07-30"},
		{"de", "B erufserfahrung", "2019-06 b i s H e u t e", "2019-06 bis Heute"},
		{"fr", "E xpérience P rofessionnelle", "2019-06 t o P r e s e n t", "2019-06 to Present"},
		{"es", "E xperiencia", "2019-06-03 t o 2021-07-30", "2019-06-03 to 2021-07-30"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Text("Jane Doe\nData Analyst\n\n" + tt.heading + "\n\nData Analyst at Acme GmbH\n" + tt.dates +
				"\n• Built the reporting pipelines in Python for finance.\n")
			if len(got.ProfessionalExperience) != 1 || got.ProfessionalExperience[0].Duration != tt.want {
				t.Errorf("got %+v", got.ProfessionalExperience)
			}
		})
	}
}
