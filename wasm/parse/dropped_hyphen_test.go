package parse

import "testing"

// TestDroppedHyphens: a viewer drops the hyphen where a hyphenated
// compound broke at a line end; inside a word that holds a hyphen, the
// turn from lower case to a capitalised part gets it back, in
// en/de/fr/es. Words without a hyphen and addresses stay as pasted.
func TestDroppedHyphens(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"en", "Led the Go-to-MarketStrategy for the new line", "Led the Go-to-Market-Strategy for the new line"},
		{"de", "Betreuung der Supply-ChainPlattformen im Team", "Betreuung der Supply-Chain-Plattformen im Team"},
		{"fr", "Pilotage des Business-IntelligenceProjets clients", "Pilotage des Business-Intelligence-Projets clients"},
		{"es", "Gestión de Cross-DockingCampañas con éxito", "Gestión de Cross-Docking-Campañas con éxito"},
		{"camel case", "Reports in HubSpot and PowerShell", "Reports in HubSpot and PowerShell"},
		{"short part", "Works with T-Mobile and e-Commerce", "Works with T-Mobile and e-Commerce"},
		{"address", "linkedin.com/in/jane-doeSmith", "linkedin.com/in/jane-doeSmith"},
		{"acronym", "Built Real-timeETL jobs", "Built Real-timeETL jobs"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := droppedHyphens(tt.in); got != tt.want {
				t.Errorf("droppedHyphens(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}

// TestDroppedHyphenInPastedItem: pasted, an item keeps its compound whole.
func TestDroppedHyphenInPastedItem(t *testing.T) {
	tests := []struct{ name, exp, item, want string }{
		{"en", "Experience", "- Owned the Go-to-MarketPlan for two regions", "Owned the Go-to-Market-Plan for two regions"},
		{"de", "Berufserfahrung", "- Aufbau der Supply-ChainPlattformen für Kunden", "Aufbau der Supply-Chain-Plattformen für Kunden"},
		{"fr", "Expérience", "- Pilotage des Business-IntelligenceProjets clients", "Pilotage des Business-Intelligence-Projets clients"},
		{"es", "Experiencia", "- Gestión de Cross-DockingCampañas regionales", "Gestión de Cross-Docking-Campañas regionales"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := Text("Robin Example\nAnalyst\n\n" + tt.exp + "\nAnalyst, Example Retail\n2020 - 2023\n" + tt.item + "\n")
			if len(c.ProfessionalExperience) != 1 || len(c.ProfessionalExperience[0].Responsibilities) != 1 {
				t.Fatalf("experience %+v", c.ProfessionalExperience)
			}
			if got := c.ProfessionalExperience[0].Responsibilities[0]; got != tt.want {
				t.Errorf("item %q, want %q", got, tt.want)
			}
		})
	}
}
