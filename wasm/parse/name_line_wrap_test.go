package parse

import "testing"

// TestNameLineWrap: a theme prints the name and a long title on one line
// and wraps the title; pasted, the title's rest under the name's line goes
// on with the title, in en/de/fr/es.
func TestNameLineWrap(t *testing.T) {
	tests := []struct{ name, first, rest, want string }{
		{"en", "Robin Example, Senior Store Planner | Retail", "& Regional Operations", "Senior Store Planner | Retail & Regional Operations"},
		{"de", "Robin Beispiel, Leitende Filialplanerin | Handel", "& Regionale Logistik", "Leitende Filialplanerin | Handel & Regionale Logistik"},
		{"fr", "Robin Exemple, Planificatrice principale | Commerce", "& Logistique régionale", "Planificatrice principale | Commerce & Logistique régionale"},
		{"es", "Robin Ejemplo, Planificadora sénior | Comercio", "& Logística regional", "Planificadora sénior | Comercio & Logística regional"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			text := tt.first + "\n" + tt.rest + "\nrobin@example.org | +1 555 010 0199 | Springfield\n\nExperience\nPlanner, Example Retail\n2020 - 2023\n- Planned the weekly stock for the regional stores\n"
			c := Text(text)
			if c.Name != "Robin Example" && c.Name != "Robin Beispiel" && c.Name != "Robin Exemple" && c.Name != "Robin Ejemplo" {
				t.Errorf("name %q", c.Name)
			}
			if want := c.Name + " • " + tt.want; c.ProfessionalHeader != want {
				t.Errorf("header %q, want %q", c.ProfessionalHeader, want)
			}
		})
	}
}
