package parse

import (
	"slices"
	"testing"
)

// TestNamesBeforeLists: a skills table pasted column by column (the
// groups' names, then their levels, then their lists) gives the lists'
// items and not the names, in en/de/fr/es.
func TestNamesBeforeLists(t *testing.T) {
	tests := []struct {
		name, title, names, levels, exp string
		items, notItems                 []string
	}{
		{"en", "SKILLS", "Store Planning &\nForecasts\n\nCloud Platforms", "Expert\n\nAdvanced", "EXPERIENCE",
			[]string{"Go", "Java", "AWS", "Ansible"}, []string{"Store Planning &", "Forecasts", "Cloud Platforms"}},
		{"de", "KENNTNISSE", "Lagerplanung und\nLogistik\n\nCloud-Plattformen", "Experte\n\nFortgeschritten", "BERUFSERFAHRUNG",
			[]string{"Go", "Java", "AWS", "Ansible"}, []string{"Lagerplanung und", "Logistik", "Cloud-Plattformen"}},
		{"fr", "COMPÉTENCES", "Planification des stocks\n\nPlateformes cloud", "Expert\n\nAvancé", "EXPÉRIENCE",
			[]string{"Go", "Java", "AWS", "Ansible"}, []string{"Planification des stocks", "Plateformes cloud"}},
		{"es", "HABILIDADES", "Planificación de tiendas\n\nPlataformas en la\nnube", "Experto\n\nAvanzado", "EXPERIENCIA",
			[]string{"Go", "Java", "AWS", "Ansible"}, []string{"Planificación de tiendas", "Plataformas en la", "nube"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			text := "Robin Example\nAnalyst\n\n" + tt.title + "\n\n" + tt.names + "\n\n" + tt.levels + "\n\n" +
				"Go · Rust ·\nJava\n\nAWS · Terraform ·\nAnsible\n\n" + tt.exp + "\n\nAnalyst at Example Retail\n\n2020 - 2023\n\nBuilt weekly sales reports for the regional teams.\n"
			c := Text(text)
			got := append(append([]string{}, c.CoreSkills...), c.ToolsTechnologies...)
			for _, it := range tt.items {
				if !slices.Contains(got, it) {
					t.Errorf("skills %q lack %q", got, it)
				}
			}
			for _, it := range tt.notItems {
				if slices.Contains(got, it) {
					t.Errorf("skills %q hold the group name %q", got, it)
				}
			}
		})
	}
}
