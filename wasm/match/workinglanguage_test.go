package match

import (
	"strings"
	"testing"
)

// A CV that names another native language and lists the post's own
// language nowhere says the person does not speak the language the post is
// written in: the item is not met and what the CV shares with the job
// counts half. A CV that lists its languages at a working level only, or
// lists the post's language, leaves it as it was.
func TestTheJobsLanguageTheCVLacks(t *testing.T) {
	english := "Backend Engineer\nExperience\n2018 – 2023 Backend Engineer, Acme Ltd\nBuilt the billing services with the team and ran them in production for the whole company of the group.\nSkills: Python, Docker, Kubernetes\nLanguages: "
	german := "Backend-Entwickler\nProjekthistorie\n01/2018 - 12/2023 Backend-Entwickler bei der Acme GmbH\nEntwicklung der Abrechnung mit dem Team und Betrieb für die ganze Firma der Gruppe im Rechenzentrum.\nKenntnisse: Python, Docker, Kubernetes\nSprachen: "
	dePost := "Backend-Entwickler (m/w/d)\nWir suchen für die Entwicklung der Services mit unserem Team eine Verstärkung für das Projekt im Bereich der Abrechnung.\nAnforderungen\n- Sehr gute Kenntnisse in Python und Docker"
	esPost := "Desarrollador backend\nBuscamos para el equipo de la empresa una persona con experiencia en los servicios de pago y en la gestión de las plataformas del grupo.\nRequisitos\n- Python y Docker"
	frPost := "Développeur backend\nNous cherchons pour le pôle des paiements une personne avec de l'expérience dans la conception et les services de la plateforme du groupe.\nProfil recherché\n- Python et Docker"
	enPost := "Backend Engineer\nWe are looking for an engineer to join the team of the payments group and to work on the services of the platform with us in the office.\nRequirements\n- Python and Docker"
	tests := []struct {
		name, cv, working, jd string // working: the same CV with no native language stated
		lacks                 string // the post's language the CV lacks, "" for none
	}{
		{"de post, en CV native English", english + "English (native), Spanish (B1)", english + "English (C1), Spanish (B1)", dePost, "German"},
		{"es post, en CV mother tongue English", english + "English (mother tongue), French (B2)", english + "English (C2), French (B2)", esPost, "Spanish"},
		{"fr post, en CV native English", english + "English (native), German (B1)", english + "English (C1), German (B1)", frPost, "French"},
		{"en post, de CV Muttersprache Deutsch", german + "Deutsch (Muttersprache), Französisch (gut)", german + "Deutsch (C2), Französisch (gut)", enPost, "English"},
		{"de post, en CV listing German", english + "English (native), German (B2)", english + "English (C1), German (B2)", dePost, ""},
		{"de post, de CV native German", german + "Deutsch (Muttersprache), Englisch (gut)", german + "Deutsch (C2), Englisch (gut)", dePost, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, open := reportOf(tt.cv, tt.jd), reportOf(tt.working, tt.jd)
			got := ""
			for _, c := range r.Checks {
				if c.Kind == KindLanguage && c.Status == NotMet && strings.HasSuffix(c.Label, jobsLanguageLabel) {
					got = strings.TrimSuffix(c.Label, jobsLanguageLabel)
					if !c.Required || c.CV == "" || !strings.Contains(tt.cv, c.CV) || !strings.Contains(tt.jd, c.JD) {
						t.Errorf("item %+v: want required, with the CV's native language and the job's words", c)
					}
				}
			}
			if got != tt.lacks {
				t.Fatalf("job's language lacked: %q, want %q (checks %+v)", got, tt.lacks, r.Checks)
			}
			if tt.lacks == "" {
				if r.MatchPercentage != open.MatchPercentage {
					t.Errorf("score %d, want %d as for the CV without a native language", r.MatchPercentage, open.MatchPercentage)
				}
				return
			}
			if open.MatchPercentage < 20 || r.MatchPercentage != withoutTheJobsLanguage(open.MatchPercentage) {
				t.Errorf("score %d, want half of %d (the CV listing its languages at a working level only)", r.MatchPercentage, open.MatchPercentage)
			}
			if !strings.Contains(r.ScoreMeaning, "counts half") {
				t.Errorf("meaning %q does not say why", r.ScoreMeaning)
			}
			// The CV that lists its languages at a working level only is
			// asked, as before.
			for _, c := range open.Checks {
				if strings.HasSuffix(c.Label, jobsLanguageLabel) && c.Status != Unknown {
					t.Errorf("working-level CV: item %+v, want unknown", c)
				}
			}
		})
	}
}
