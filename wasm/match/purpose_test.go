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
			if got := qualificationNames(c.jd); len(got) != 1 || got[0] != c.want {
				t.Errorf("qualifications %q, want %q", got, c.want)
			}
		})
	}
}

// TestSuchAsIsNoRole: the "as" of "such as", "as well as", "mehr als",
// "tales como" names no role for the years of its line; "as a developer",
// "als Entwickler", "en tant que développeur" still do (issue 35, class 1).
func TestSuchAsIsNoRole(t *testing.T) {
	cases := []struct{ name, jd, want string }{
		{"en such as", "Requirements\n- 3-5 years of project management experience with planning tools such as Jira Align or Rally\n", "3+ years of experience"},
		{"en role", "Requirements\n- 3 years as a backend developer\n", "3+ years as backend developer"},
		{"de mehr als", "Anforderungen\n- Mehr als 3 Jahre Erfahrung in der Softwareentwicklung\n", "3+ years of experience"},
		{"de role", "Anforderungen\n- 3 Jahre Erfahrung als Entwickler\n", "3+ years as Entwickler"},
		{"fr role", "Exigences\n- 3 ans d'expérience en tant que développeur\n", "3+ years as développeur"},
		{"es tales como", "Requisitos\n- 3 años de experiencia con herramientas tales como Jira o Rally\n", "3+ years of experience"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := yearsNames(c.jd)
			if len(got) != 1 || got[0] != c.want {
				t.Errorf("years %q, want %q", got, c.want)
			}
		})
	}
}

// TestPurposeCutLeavesNoCutItem: a line cut before its purpose word keeps
// no one-word item whose meaning was in what the cut took ("…, pursuit"
// of "pursuit for technology innovation", RJDB; issue 35, invariant c).
func TestPurposeCutLeavesNoCutItem(t *testing.T) {
	cases := []struct{ name, jd, want string }{
		{"en", "Requirements\n- Your expertise in mortgage banking, pursuit for technology innovation\n", "Your expertise in mortgage banking"},
		{"de", "Anforderungen\n- Ausgeprägte Teamfähigkeit, Bereitschaft zur ständigen Weiterbildung\n", "Ausgeprägte Teamfähigkeit"},
		{"fr", "Exigences\n- Sens de l'organisation, goût pour le travail en équipe\n", "Sens de l'organisation"},
		{"es", "Requisitos\n- Capacidad analítica, pasión para resolver problemas complejos\n", "Capacidad analítica"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := qualificationNames(c.jd); len(got) != 1 || got[0] != c.want {
				t.Errorf("qualifications %q, want %q", got, c.want)
			}
		})
	}
}

// qualificationNames are the names of the qualifications read from jd.
func qualificationNames(jd string) []string {
	var out []string
	for _, r := range Requirements(jd) {
		if r.Kind == KindQualification {
			out = append(out, r.Name)
		}
	}
	return out
}
