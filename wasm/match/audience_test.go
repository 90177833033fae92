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
