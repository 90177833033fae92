package match

import (
	"strings"
	"testing"
)

// A Markdown CV whose work section ends with a lone "#" has every role
// dated: the "#" is no role, so the dates tip does not say roles lack
// dates.
func TestWordlessEntryIsNoRole(t *testing.T) {
	tests := []struct{ name, cv, jd string }{
		{"en", "## Skills\n● Linux\n\n## Experience\nJunior System Administrator (2019 - 2020):\nManaged Linux servers.\n\n#",
			"Requirements:\n- 1+ years as Junior System Administrator\n- Linux"},
		{"de", "## Kenntnisse\n● Linux\n\n## Berufserfahrung\nSystemadministrator (2019 - 2020):\nBetreuung der Linux-Server.\n\n#",
			"Anforderungen:\n- 1 Jahr als Systemadministrator\n- Linux"},
		{"fr", "## Compétences\n● Linux\n\n## Expérience professionnelle\nAdministrateur système (2019 - 2020) :\nGestion des serveurs Linux.\n\n#",
			"Profil recherché :\n- 1 an comme administrateur système\n- Linux"},
		{"es", "## Habilidades\n● Linux\n\n## Experiencia laboral\nAdministrador de sistemas (2019 - 2020):\nGestión de servidores Linux.\n\n#",
			"Requisitos:\n- 1 año como administrador de sistemas\n- Linux"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, s := range reportOf(tt.cv, tt.jd).Suggestions {
				if strings.Contains(s, "roles have none") {
					t.Errorf("tip %q: the CV's one role is dated; the lone # is no role", s)
				}
			}
		})
	}
}
