package match

import "testing"

// TestSeniorLeadershipIsNoSkill: "leadership" that names a group of people
// (the senior leadership a result is presented to, a leadership team) is
// asked of no one; leadership asked of the candidate still is (issue 35,
// class 2).
func TestSeniorLeadershipIsNoSkill(t *testing.T) {
	cases := []struct {
		name, jd string
		want     bool
	}{
		{"en audience", "Requirements\n- Explain technical trade-offs to non-technical people, including senior leadership.\n", false},
		{"en team", "Requirements\n- Report progress to the leadership team every month.\n", false},
		{"de team", "Ihr Profil\n- Sie berichten regelmäßig an das Senior Leadership Team.\n", false},
		{"fr équipe", "Profil recherché\n- Vous présentez les résultats à l'équipe de leadership.\n", false},
		{"es ejecutivo", "Requisitos\n- Presentarás los resultados al leadership ejecutivo de la empresa.\n", false},
		{"en skill", "Requirements\n- Proven leadership of engineering teams.\n", true},
		{"de skill", "Ihr Profil\n- Erfahrung in Leadership und Coaching von Teams.\n", true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := false
			for _, r := range Requirements(c.jd) {
				got = got || r.Name == "leadership"
			}
			if got != c.want {
				t.Errorf("leadership read: %v, want %v", got, c.want)
			}
		})
	}
}

// TestIndustryOfTheYearsIsNoSkill: the industry a years requirement is in
// ("years of information technology industry experience") is no skill of
// its own; the same words asked as a field of knowledge still are (issue
// 35, class 14).
func TestIndustryOfTheYearsIsNoSkill(t *testing.T) {
	cases := []struct {
		name, jd string
		want     bool
	}{
		{"en industry", "Requirements\n- 6 - 10 years of information technology industry experience.\n", false},
		{"de Branche", "Ihr Profil\n- Mindestens 5 Jahre Erfahrung in der Information Technology Branche.\n", false},
		{"fr secteur", "Profil recherché\n- Au moins 5 ans d'expérience dans le secteur Information Technology.\n", false},
		{"es sector", "Requisitos\n- Al menos 5 años de experiencia en el sector Information Technology.\n", false},
		{"en field", "Requirements\n- A solid grounding in information technology and networks.\n", true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := false
			for _, r := range Requirements(c.jd) {
				got = got || r.Name == "information technology"
			}
			if got != c.want {
				t.Errorf("information technology read: %v, want %v", got, c.want)
			}
		})
	}
}
