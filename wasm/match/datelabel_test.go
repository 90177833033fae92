package match

import (
	"strings"
	"testing"
)

// TestDateLabelTakesTheRoleAround: a date line whose only other word is
// its label ("Duration: 2014 - 2018") belongs to the role written around
// it, as a line of dates alone does, so years in that role count.
func TestDateLabelTakesTheRoleAround(t *testing.T) {
	tests := []struct {
		name, cv, want string
	}{
		{"en", "Experience\nPosition: Tyre Fitter\nDuration: 2014 - 2018\nFitted and balanced tyres", "Tyre Fitter"},
		{"en: dates employed", "Experience\nJob title: Warehouse Clerk\nDates employed: 2012 - 2016", "Warehouse Clerk"},
		{"de", "Berufserfahrung\nPosition: Lagerist\nZeitraum: 2014 - 2018\nWaren eingelagert", "Lagerist"},
		{"fr", "Expérience\nPoste : Magasinier\nDurée : 2014 - 2018\nGestion des stocks", "Magasinier"},
		{"es", "Experiencia\nPuesto: Almacenero\nPeriodo: 2014 - 2018\nGestión del inventario", "Almacenero"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var titles []string
			for _, r := range datedLines(strings.Split(tt.cv, "\n"), 2024*12) {
				titles = append(titles, r.title)
				if strings.Contains(r.title, tt.want) {
					return
				}
			}
			t.Errorf("roles %q, want one with %q", titles, tt.want)
		})
	}
}
