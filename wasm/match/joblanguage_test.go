package match

import (
	"strings"
	"testing"
)

// A post that names no spoken language is read in its own: a CV that shows
// none of it gets an unknown item that asks, which does not move the score.
func TestTheJobsLanguageIsAskedNotScored(t *testing.T) {
	english := "Backend Engineer\nExperience\n2018 – 2023 Backend Engineer, Acme Ltd\nBuilt the billing services with the team and ran them in production for the whole company of the group.\nSkills: Python, Docker, Kubernetes"
	german := "Backend-Entwickler\nProjekthistorie\n01/2018 - 12/2023 Backend-Entwickler bei der Acme GmbH\nEntwicklung der Abrechnung mit dem Team und Betrieb für die ganze Firma der Gruppe im Rechenzentrum.\nKenntnisse: Python, Docker, Kubernetes"
	tests := []struct {
		name, cv, jd, want string // want: the language asked about, "" for no item
	}{
		{"de post, en CV", english, "Backend-Entwickler (m/w/d)\nWir suchen für die Entwicklung der Services mit unserem Team eine Verstärkung für das Projekt im Bereich der Abrechnung.\nAnforderungen\n- Sehr gute Kenntnisse in Python und Docker", "German"},
		{"es post, en CV", english, "Desarrollador backend\nBuscamos para el equipo de la empresa una persona con experiencia en los servicios de pago y en la gestión de las plataformas del grupo.\nRequisitos\n- Python y Docker", "Spanish"},
		{"fr post, en CV", english, "Développeur backend\nNous cherchons pour le pôle des paiements une personne avec de l'expérience dans la conception et les services de la plateforme du groupe.\nProfil recherché\n- Python et Docker", "French"},
		{"en post, de CV", german, "Backend Engineer\nWe are looking for an engineer to join the team of the payments group and to work on the services of the platform with us in the office.\nRequirements\n- Python and Docker", "English"},
		{"de post, de CV", german, "Backend-Entwickler (m/w/d)\nWir suchen für die Entwicklung der Services mit unserem Team eine Verstärkung für das Projekt im Bereich der Abrechnung.\nAnforderungen\n- Sehr gute Kenntnisse in Python und Docker", ""},
		{"de post naming a language", english, "Backend-Entwickler (m/w/d)\nWir suchen für die Entwicklung der Services mit unserem Team eine Verstärkung für das Projekt im Bereich der Abrechnung.\nAnforderungen\n- Sehr gute Kenntnisse in Python und Docker\n- Englisch fließend", ""},
		{"en CV listing German", english + "\nLanguages: German (C1), English (native)", "Backend-Entwickler (m/w/d)\nWir suchen für die Entwicklung der Services mit unserem Team eine Verstärkung für das Projekt im Bereich der Abrechnung.\nAnforderungen\n- Sehr gute Kenntnisse in Python und Docker", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := reportOf(tt.cv, tt.jd)
			got := ""
			for _, c := range r.Checks {
				if strings.HasSuffix(c.Label, ", the job's language") {
					got = strings.TrimSuffix(c.Label, ", the job's language")
					if c.Status != Unknown || c.Required || c.Caps || c.Ask == "" || !strings.Contains(tt.jd, c.JD) {
						t.Errorf("item %+v: want unknown, not required, asking, with the job's words", c)
					}
				}
			}
			if got != tt.want {
				t.Errorf("job's language asked about: %q, want %q (checks %+v)", got, tt.want, r.Checks)
			}
			// It is not scored: the same job in the CV's own language
			// names the same requirements.
			for _, q := range r.Requirements {
				if q.Kind == KindLanguage && tt.want != "" {
					t.Errorf("language requirement %q read from a post that names none", q.Name)
				}
			}
		})
	}
}

// A spoken language is what the checklist filters on (a clear miss keeps
// the score below 80); as a scored point it weighs like a general skill.
func TestSpokenLanguageWeighsLikeAGeneralSkill(t *testing.T) {
	tests := []struct{ name, jd, lang string }{
		{"en", "Requirements:\n- Fluent German is required\n- Kubernetes is required", "German"},
		{"de", "Anforderungen:\n- Fließend Englisch (zwingend erforderlich)\n- Kubernetes (zwingend erforderlich)", "English"},
		{"es", "Requisitos:\n- Nivel de inglés fluido, imprescindible\n- Kubernetes imprescindible", "English"},
		{"fr", "Profil recherché :\n- Espagnol courant obligatoire\n- Kubernetes obligatoire", "Spanish"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := map[string]int{}
			for _, r := range Requirements(tt.jd) {
				w[r.Name] = weight(r)
			}
			if w[tt.lang] == 0 || w[tt.lang]*2 != w["Kubernetes"] {
				t.Errorf("%s weighs %d beside Kubernetes' %d, want half (%v)", tt.lang, w[tt.lang], w["Kubernetes"], w)
			}
		})
	}
	// The checklist still holds a clear miss below 80.
	jd := "Requirements:\n- Fluent German is required\n- Kubernetes\n- Docker\n- Terraform"
	r := reportOf("Skills: Kubernetes, Docker, Terraform\nLanguages: English (native), French (C1)", jd)
	if r.MatchPercentage >= capBelow {
		t.Errorf("a CV that lists its languages without German scored %d, want below %d", r.MatchPercentage, capBelow)
	}
}
