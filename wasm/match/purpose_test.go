package match

import "testing"

// TestAbilityLineIsNotCutToItsFirstWord: a requirement line that opens with
// a word for ability keeps what it asks ("Habilidad para trabajar …"), not
// the word alone, cut before its purpose word (issue 35, class 1: BBVA's
// "The job requires “Habilidad”").
func TestAbilityLineIsNotCutToItsFirstWord(t *testing.T) {
	cases := []struct{ name, jd, want string }{
		{"en", "Requirements\n- Ability to work independently and within a small team\n", "Ability to work independently and within a small team"},
		{"de", "Anforderungen\n- Fähigkeit zur selbstständigen Arbeit im kleinen Team\n", "Fähigkeit zur selbstständigen Arbeit im kleinen Team"},
		{"fr", "Exigences\n- Aptitude pour travailler en autonomie et en petite équipe\n", "Aptitude pour travailler en autonomie et en petite équipe"},
		{"es", "Requisitos\n- Habilidad para trabajar de forma independiente y en un equipo pequeño\n", "Habilidad para trabajar de forma independiente y en un equipo pequeño"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var got []string
			for _, r := range Requirements(c.jd) {
				if r.Kind == KindQualification {
					got = append(got, r.Name)
				}
			}
			if len(got) != 1 || got[0] != c.want {
				t.Errorf("qualifications %q, want %q", got, c.want)
			}
		})
	}
}
