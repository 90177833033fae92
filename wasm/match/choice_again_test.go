package match

import (
	"slices"
	"testing"
)

// TestChoiceNamedAgainIsOneRequirement: an either/or a post names twice
// (a duty's "React, Vue.js or Angular", then a requirement's "such as
// React, Vue, or Angular") is one choice, which React alone meets; read
// apart, "Vue.js or Angular" was asked for on its own (audit class 10).
func TestChoiceNamedAgainIsOneRequirement(t *testing.T) {
	tests := []struct{ name, jd string }{
		{"en", "Responsibilities\n- Develop new features with React, Vue.js or Angular.\n\nRequirements\n- Experience with popular frameworks (such as React, Vue, or Angular).\n- Git"},
		{"de", "Aufgaben\n- Entwicklung neuer Funktionen mit React, Vue.js oder Angular.\n\nAnforderungen\n- Erfahrung mit gängigen Frameworks (z.B. React, Vue oder Angular).\n- Git"},
		{"fr", "Missions\n- Développer de nouvelles fonctionnalités avec React, Vue.js ou Angular.\n\nProfil recherché\n- Expérience avec des frameworks (comme React, Vue ou Angular).\n- Git"},
		{"es", "Responsabilidades\n- Desarrollar nuevas funciones con React, Vue.js o Angular.\n\nRequisitos\n- Experiencia con frameworks (como React, Vue o Angular).\n- Git"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := reportOf("Skills: React, Git\nBuilt a search page in React for 10,000 users.", tt.jd)
			for _, q := range r.Requirements {
				if len(q.Any) > 0 && !slices.Contains(q.Any, "React") {
					t.Errorf("a choice without React: %q (%q)", q.Name, q.Clause)
				}
				if len(q.Any) > 0 && q.Coverage == 0 {
					t.Errorf("%q reported missing with React shown", q.Name)
				}
			}
			if has(r.Weaknesses, "Vue.js or Angular:") || has(r.Suggestions, "Vue.js or Angular:") {
				t.Errorf("Vue.js or Angular asked for beside React: %q %q", r.Weaknesses, r.Suggestions)
			}
		})
	}
}
