package match

import "testing"

func TestActivityShownByTheRoleThatDoesIt(t *testing.T) {
	tests := []struct {
		name, jd, cv string
		want         bool
	}{
		{"en coach", "Requirements\n- Coaching of agile teams", "Agile Coach\nExperience\n2018 – 2023 Agile Coach, Acme Ltd\nRan retrospectives.", true},
		{"de coach", "Anforderungen\n- Coaching agiler Teams", "Agiler Coach\nProjekthistorie\n01/2018 - 12/2023 Agiler Coach bei Acme GmbH\nRetrospektiven moderiert.", true},
		{"fr coach", "Profil recherché\n- Coaching d'équipes agiles", "Coach agile\nExpérience\n2018 – 2023 Coach agile, Acme SARL\nAnimation des rétrospectives.", true},
		{"es coach", "Requisitos\n- Coaching de equipos ágiles", "Coach ágil\nExperiencia\n2018 – 2023 Coach ágil, Acme S.L.\nRetrospectivas.", true},
		{"a coach trip is no role", "Requirements\n- Coaching of agile teams", "Sales Assistant\nExperience\n2018 – 2023 Sales Assistant, Acme Ltd\nTravelled by coach to clients.", false},
		{"no role of that kind", "Requirements\n- Coaching of agile teams", "Java Developer\nExperience\n2018 – 2023 Java Developer, Acme Ltd\nBuilt services.", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := reportOf(tt.cv, tt.jd)
			q, ok := requirement(r.Requirements, "coaching")
			if !ok {
				t.Fatalf("no coaching requirement in %+v", r.Requirements)
			}
			if got := q.Coverage == 100; got != tt.want {
				t.Errorf("coaching shown = %v (coverage %d, CV %q), want %v", got, q.Coverage, q.CV, tt.want)
			}
		})
	}
}

func TestAgentForms(t *testing.T) {
	tests := []struct {
		name string
		want string // one of the forms
	}{
		{"coaching", "coach"}, {"consulting", "consultant"}, {"auditing", "auditor"}, {"testing", "tester"},
		{"programming", "programmer"},
	}
	for _, tt := range tests {
		found := false
		for _, f := range agentForms(tt.name) {
			found = found || f == tt.want
		}
		if !found {
			t.Errorf("agentForms(%q) = %v, want %q among them", tt.name, agentForms(tt.name), tt.want)
		}
	}
	for _, name := range []string{"project management", "Spring", "king"} {
		if f := agentForms(name); f != nil {
			t.Errorf("agentForms(%q) = %v, want none", name, f)
		}
	}
}
