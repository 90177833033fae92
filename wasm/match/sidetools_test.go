package match

import "testing"

// "Back-end" or "front-end" said of the tools or systems a person looks
// after names things, not the work of building that side: a Product Owner
// post that names "our back-end tools" asks for no back-end development.
// The same side before the work ("back-end development") is still read.
func TestSideOfToolsIsNoSkill(t *testing.T) {
	const side = "back-end development"
	tests := []struct {
		name, jd string
		want     bool // the post asks for back-end development
	}{
		{"en", "Your profile:\n- You look after the team's back-end tools\n- Experience with agile teams", false},
		{"en, the work", "Your profile:\n- Experience in back-end development\n- Experience with agile teams", true},
		{"de", "Ihr Profil:\n- Sie betreuen die Backend-Tools des Teams\n- Erfahrung mit agilen Teams", false},
		{"de, the work", "Ihr Profil:\n- Erfahrung in der Backend-Entwicklung\n- Erfahrung mit agilen Teams", true},
		{"fr", "Votre profil :\n- Vous gérez les outils back-end de l'équipe\n- Expérience des équipes agiles", false},
		{"fr, the work", "Votre profil :\n- Expérience du développement back-end\n- Expérience des équipes agiles", true},
		{"es", "Tu perfil:\n- Gestionas las herramientas backend del equipo\n- Experiencia con equipos ágiles", false},
		{"es, the work", "Tu perfil:\n- Experiencia en desarrollo backend\n- Experiencia con equipos ágiles", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			reqs := Requirements(tt.jd)
			got := false
			for _, r := range reqs {
				if r.Name == side {
					got = true
				}
			}
			if got != tt.want {
				t.Errorf("asks %s: %v, want %v (%v)", side, got, tt.want, reqs)
			}
		})
	}
}
