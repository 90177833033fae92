package match

import "testing"

// A requirements line of personal traits only is still read but weighs
// nothing; a line that asks for something besides a trait keeps its weight.
func TestTraitLinesWeighNothing(t *testing.T) {
	tests := []struct {
		name, jd, traits, other string
	}{
		{"en", "Requirements:\n- Team player, self-motivated and analytical\n- Sound knowledge of the reinsurance industry",
			"Team player, self-motivated and analytical", "Sound knowledge of the reinsurance industry"},
		{"de", "Anforderungen:\n- Kommunikationsstärke, ein hohes Qualitätsbewusstsein und selbstständiges Handeln\n- Kenntnisse der Rückversicherungsbranche",
			"Kommunikationsstärke, ein hohes Qualitätsbewusstsein und selbstständiges Handeln", "Kenntnisse der Rückversicherungsbranche"},
		{"fr", "Profil recherché :\n- Esprit d'équipe, autonomie et rigueur\n- Connaissance du secteur de l'assurance vie",
			"Esprit d'équipe, autonomie et rigueur", "Connaissance du secteur de l'assurance vie"},
		{"es", "Requisitos:\n- Trabajo en equipo, autonomía y actitud resolutiva\n- Conocimiento del sector de seguros de vida",
			"Trabajo en equipo, autonomía y actitud resolutiva", "Conocimiento del sector de seguros de vida"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			weights := map[string]int{}
			for _, r := range Requirements(tt.jd) {
				if r.Kind == KindQualification {
					weights[r.Name] = weight(r)
				}
			}
			if w, ok := weights[tt.traits]; !ok || w != 0 {
				t.Errorf("qualifications %v: want %q read with weight 0", weights, tt.traits)
			}
			if w := weights[tt.other]; w == 0 {
				t.Errorf("qualifications %v: want %q weighed", weights, tt.other)
			}
		})
	}
	// Analytics is a field of work, not the trait of being analytical.
	for _, r := range Requirements("Requirements:\n- Proficient in analytics") {
		if r.Kind == KindQualification && weight(r) == 0 {
			t.Errorf("%q weighs nothing, want it weighed", r.Name)
		}
	}
}

// Enjoying teamwork in teams of several disciplines is a trait too: "Freude
// an der Zusammenarbeit im interdisziplinären Team", in en/de/fr/es.
func TestEnjoyingTeamworkIsATrait(t *testing.T) {
	tests := []struct{ name, jd, traits string }{
		{"en", "Requirements:\n- Team player who enjoys multidisciplinary teams\n- Sound knowledge of the shipping industry's rules",
			"Team player who enjoys multidisciplinary teams"},
		{"de", "Anforderungen:\n- Freude an der Zusammenarbeit im interdisziplinären Team\n- Kenntnisse der Frachtlogistik",
			"Freude an der Zusammenarbeit im interdisziplinären Team"},
		{"fr", "Profil recherché :\n- Plaisir et esprit d'équipe pluridisciplinaire\n- Connaissance de la logistique du fret",
			"Plaisir et esprit d'équipe pluridisciplinaire"},
		{"es", "Requisitos:\n- Gusto por el trabajo en equipos multidisciplinares\n- Conocimiento de la logística de carga",
			"Gusto por el trabajo en equipos multidisciplinares"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			weights := map[string]int{}
			for _, r := range Requirements(tt.jd) {
				if r.Kind == KindQualification {
					weights[r.Name] = weight(r)
				}
			}
			if w, ok := weights[tt.traits]; !ok || w != 0 {
				t.Errorf("qualifications %v: want %q read with weight 0", weights, tt.traits)
			}
		})
	}
}
