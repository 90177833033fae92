package parse

import (
	"strings"
	"testing"
)

// TestMachineTokenContinuesNoLine: a profile pasted from a web page keeps
// its photo's or field's machine name ("gulp_id_picture") alone on a line
// under the headline; the headline is read without it, in en/de/fr/es. A
// lower-case line of words under a long line is still its wrap.
func TestMachineTokenContinuesNoLine(t *testing.T) {
	cases := []struct{ lang, text, title, token string }{
		{"en", "IT Project Manager / Product Owner / Agile Development\nprofile_photo\nContact me\n\nProjects\n05/2018 - Present\nProject manager at Acme\n",
			"IT Project Manager / Product Owner / Agile Development", "profile_photo"},
		{"de", "Senior Teamleiter Entwicklung / Scrum Master / Agile Transformation\nprofil_bild_id\nKontaktieren\n\nProjekte\n05/2018 - Heute\nTeamleiter bei Nordwind GmbH\n",
			"Senior Teamleiter Entwicklung / Scrum Master / Agile Transformation", "profil_bild_id"},
		{"fr", "Cheffe de projet IT / Product Owner / Agile\nphoto_profil_2\nContacter\n\nProjets\n05/2018 - Aujourd'hui\nCheffe de projet chez Vent du Nord\n",
			"Cheffe de projet IT / Product Owner / Agile", "photo_profil_2"},
		{"es", "Jefe de proyecto TI / Product Owner / Scrum Master\nfoto_perfil\nContactar\n\nProyectos\n05/2018 - Actualidad\nJefe de proyecto en Viento Norte\n",
			"Jefe de proyecto TI / Product Owner / Scrum Master", "foto_perfil"},
	}
	for _, c := range cases {
		t.Run(c.lang, func(t *testing.T) {
			h := Text(c.text).ProfessionalHeader
			if strings.Contains(h, c.token) || !strings.Contains(h, c.title) {
				t.Errorf("header %q: want the headline %q without %q", h, c.title, c.token)
			}
		})
	}
	// Words in lower case under a long line are its wrap, as before.
	wrap := Text("Jane Doe\nSenior Project Manager for the agile software development\nof payment systems\n\nExperience\n2018 - 2020\nProject manager at Acme\n")
	if !strings.Contains(wrap.ProfessionalHeader+wrap.AboutMe, "development of payment systems") {
		t.Errorf("a wrapped line is no longer joined: header %q, about %q", wrap.ProfessionalHeader, wrap.AboutMe)
	}
}
