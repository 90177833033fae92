package parse

import "testing"

// Pasted, a long headline over an address opening on a house number: the
// address is no rest of the headline, which stays the title.
func TestOpensOnStreet(t *testing.T) {
	tests := []struct{ lang, title, address, summary string }{
		{"en", "Senior Supply Planner | Warehouse Networks & Regional Logistics",
			"12 Harbour Road, Suite 400, 90210, Northfield, California (US)",
			"Supply planner with nine years of experience in warehouse networks and\nregional logistics, leading planning teams across three distribution\ncentres and cutting stock-outs by a fifth through weekly demand reviews\nand clear forecasts shared with every store in the region.\n"},
		{"de", "Leiterin Supply Chain | Lagerplanung & Transport",
			"3 Kaiser-Wilhelm-Platz, 20095, Hamburg, Hamburg (DE)",
			"Supply-Planerin mit neun Jahren Erfahrung in Lagernetzen und regionaler\nLogistik, leitet Planungsteams in drei Verteilzentren und senkte die\nFehlbestände um ein Fünftel durch wöchentliche Bedarfsrunden und klare\nPrognosen für jede Filiale der Region.\n"},
		{"fr", "Responsable planification | Réseaux d'entrepôts et logistique",
			"7 rue des Lilas, 69003, Lyon, Auvergne-Rhône-Alpes (FR)",
			"Planificatrice avec neuf ans d'expérience dans les réseaux d'entrepôts et\nla logistique régionale, à la tête d'équipes dans trois centres de\ndistribution, elle a réduit les ruptures de stock d'un cinquième grâce à\ndes revues hebdomadaires de la demande.\n"},
		{"es", "Planificadora Senior | Almacenes & Logística Regional",
			"8 calle Mayor, 28013, Madrid, Comunidad de Madrid (ES)",
			"Planificadora con nueve años de experiencia en redes de almacenes y\nlogística regional, al frente de equipos en tres centros de distribución,\nredujo las roturas de stock en una quinta parte con revisiones semanales\nde la demanda y previsiones claras.\n"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			text := "Robin Hale\n" + tt.title + "\n" + tt.address + "\n robin.hale@example.org\n\n (555) 555-0100\n\nSUMMARY\n" + tt.summary + "\n" + tt.summary
			f := Text(text)
			if want := "Robin Hale • " + tt.title; f.ProfessionalHeader != want {
				t.Errorf("header %q, want %q", f.ProfessionalHeader, want)
			}
		})
	}
}
