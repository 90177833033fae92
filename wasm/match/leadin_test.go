package match

import (
	"strings"
	"testing"
)

// A line that leads in to the list under it (ending in a colon or a
// preposition) asks for nothing itself: its items do. A line of its own
// words that is complete stays a qualification.
func TestLeadInLineIsNoRequirement(t *testing.T) {
	tests := []struct {
		name, jd, leadIn, kept string
	}{
		{"en", "Requirements:\n- Proven practice and know-how with/ in/ as\n- Scrum Master or Agile Coach\n- Jira\n- Good knowledge of the technology stack in use:\n- Angular\n- Sound knowledge of the reinsurance industry",
			"technology stack", "reinsurance"},
		{"de", "Anforderungen:\n- Solides Wissen und Praxis mit/ in/ als\n- Scrum Master oder Agiler Coach\n- Jira\n- Gute Kenntnisse des eingesetzten Technologie Stacks:\n- Angular\n- Kenntnisse der Rückversicherungsbranche",
			"Technologie Stacks", "Rückversicherungsbranche"},
		{"fr", "Profil recherché :\n- Solide expérience avec\n- Jira\n- Bonne connaissance de la pile technique utilisée :\n- Angular\n- Connaissance du secteur de l'assurance vie",
			"pile technique", "assurance vie"},
		{"es", "Requisitos:\n- Experiencia demostrada con\n- Jira\n- Buen conocimiento de la pila tecnológica utilizada:\n- Angular\n- Conocimiento del sector de seguros de vida",
			"pila tecnológica", "seguros de vida"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var quals []string
			for _, r := range Requirements(tt.jd) {
				if r.Kind == KindQualification {
					quals = append(quals, r.Name)
				}
			}
			all := strings.Join(quals, " | ")
			if strings.Contains(all, tt.leadIn) || len(quals) != 1 {
				t.Errorf("qualifications %q: want only the one naming %q, no lead-in line", quals, tt.kept)
			}
			if !strings.Contains(all, tt.kept) {
				t.Errorf("qualifications %q: want the complete line naming %q kept", quals, tt.kept)
			}
		})
	}
}
