package match

import (
	"strings"
	"testing"
)

// A CV that does project work in German compounds ("Projektleitung",
// "Projektkoordinator") or in a project office ("PMO") shows a role in the
// family of a project manager's title, as "Project Lead", "chef de projet"
// and "jefe de proyecto" already did: a project coordinator is no wrong
// role for an IT project manager's post.
func TestProjectRolesInGermanCompounds(t *testing.T) {
	tests := []struct {
		name, headline string
		want           bool // the headline is in the family of a project manager
	}{
		{"de, Projektleitung", "Projektleitung und Controlling", true},
		{"de, Projektmanagement", "Projektmanagement und Einkauf", true},
		{"de, Projektkoordinator", "Projektkoordinator im Anlagenbau", true},
		{"de, Projektkoordinatorin", "Projektkoordinatorin, Logistik", true},
		{"de, the marketplace's heading", "Projekte", false},
		{"en, PMO", "PMO lead, energy sector", true},
		{"en", "Project coordinator, sales lead", true},
		{"fr", "Coordinatrice de projet", true},
		{"es", "Coordinador de proyectos", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := familiesOf(tt.headline)["product"]; got != tt.want {
				t.Errorf("familiesOf(%q) names a project role: %v, want %v", tt.headline, got, tt.want)
			}
		})
	}
	// Against an IT project manager's post, such a CV is no other role.
	jd := "Titel\nIT Projektmanager (m/w/d)\nBeginn\nasap\nIhr Profil\n- Sie steuern IT-Projekte mit Budget\n- Scrum"
	cvText := "Projektkoordinator Einkauf\n01/2015 - 12/2020 Projektkoordinator Einkauf, Acme GmbH\nPlanung, Budget und Termine der Lieferanten"
	if r := reportOf(cvText, jd); strings.Contains(r.ScoreMeaning, "no role in the field") {
		t.Errorf("a project coordinator read as another role: %s", r.ScoreMeaning)
	}
}
