package match

import "testing"

// TestOrIsNoTitleWord: "or" between two roles names no work, in any of the
// four languages, so a role asked as "Plumber or other specialist" is met
// by a plumber.
func TestOrIsNoTitleWord(t *testing.T) {
	for _, title := range []string{"Plumber or other specialist", "Klempner oder Installateur", "Plombier ou chauffagiste", "Fontanero o instalador"} {
		t.Run(title, func(t *testing.T) {
			for _, w := range titleWords(title) {
				if w == "or" || w == "oder" || w == "ou" || w == "o" {
					t.Errorf("titleWords(%q) = %q, holds %q", title, titleWords(title), w)
				}
			}
		})
	}
	jd := "Plumber\n\nRequirements:\n- At least 2 years as a Plumber or other specialist"
	cv := "Experience\nPlumber, Nordstadt Heating (2016 - 2021)\nFitted boilers and pipes"
	for _, r := range Analyze(cv, jd).Requirements {
		if r.Kind == KindYears && r.Coverage != 100 {
			t.Errorf("%q covered %d, want 100", r.Name, r.Coverage)
		}
	}
}
