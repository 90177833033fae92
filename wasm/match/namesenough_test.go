package match

import "testing"

// A post that names four specific skills and tools is scored on what was
// read even when its words weigh them little (two skills and two
// examples): a CV showing all four may score a good match. The same post
// naming three stays read as little, between 21 and 79.
func TestPostNamingEnoughIsNotReadAsLittle(t *testing.T) {
	tests := []struct {
		name, jd, three, cv string // three: the same post with one item fewer
	}{
		{"en", "- Very good HTML and CSS\n- Experience with frameworks (e.g. Angular)\n- Ideally UI design",
			"- Very good HTML and CSS\n- Experience with frameworks (e.g. Angular)",
			"Frontend developer\n2015 – 2023 Frontend developer, Acme Ltd\nHTML, CSS, Angular, Vue.js, UI design"},
		{"de", "- Sehr gute HTML und CSS Kenntnisse\n- Erfahrung mit Frameworks (z.B. Angular)\n- Idealerweise UI Design",
			"- Sehr gute HTML und CSS Kenntnisse\n- Erfahrung mit Frameworks (z.B. Angular)",
			"Frontend Entwickler\n01/2015 - 12/2023 Frontend Entwickler bei der Acme GmbH\nHTML, CSS, Angular, Vue.js, UI Design"},
		{"fr", "- Très bonne maîtrise de HTML et CSS\n- Expérience des frameworks (par exemple Angular)\n- Idéalement UI design",
			"- Très bonne maîtrise de HTML et CSS\n- Expérience des frameworks (par exemple Angular)",
			"Développeur frontend\n2015 – 2023 Développeur frontend, Acme SARL\nHTML, CSS, Angular, Vue.js, UI design"},
		{"es", "- Muy buen dominio de HTML y CSS\n- Experiencia con frameworks (p. ej. Angular)\n- Idealmente UI design",
			"- Muy buen dominio de HTML y CSS\n- Experiencia con frameworks (p. ej. Angular)",
			"Desarrollador frontend\n2015 – 2023 Desarrollador frontend, Acme S.L.\nHTML, CSS, Angular, Vue.js, UI design"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			reqs := Requirements(tt.jd)
			if b := basis(reqs); b >= minBasis {
				t.Fatalf("basis %d: the post weighs as much as three must-haves; the test needs one that weighs less (%v)", b, reqs)
			}
			if got := reportOf(tt.cv, tt.jd).MatchPercentage; got < capBelow {
				t.Errorf("a CV showing the four items scored %d, want %d or more (%v)", got, capBelow, reqs)
			}
			if got := reportOf(tt.cv, tt.three).MatchPercentage; got >= capBelow {
				t.Errorf("against the post naming three, the CV scored %d, want below %d", got, capBelow)
			}
		})
	}
}
