package parse

import "testing"

// TestNameThenTitle: a name and its label on one line, a comma between
// (onepage: "Jordan A. Ellis, Senior Account Executive | Enterprise
// SaaS"), give the name and the title, in en/de/fr/es; a sentence after
// a comma is no title.
func TestNameThenTitle(t *testing.T) {
	tests := []struct{ lang, line, name, title string }{
		{"en", "Jordan A. Ellis, Senior Account Executive | Enterprise SaaS", "Jordan A. Ellis", "Senior Account Executive | Enterprise SaaS"},
		{"de", "Lukas Weber, Account Executive | B2B SaaS Vertrieb", "Lukas Weber", "Account Executive | B2B SaaS Vertrieb"},
		{"fr", "Camille Dubois, Ingénieure DevOps | Cloud et automatisation", "Camille Dubois", "Ingénieure DevOps | Cloud et automatisation"},
		{"es", "Carlos Mendoza Ruiz, Ejecutivo de Cuentas Senior | Ventas B2B", "Carlos Mendoza Ruiz", "Ejecutivo de Cuentas Senior | Ventas B2B"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			got := Text(tt.line + "\njane@example.com\n\nExperience\n" + entryBody + "\n")
			if got.Name != tt.name || got.ProfessionalHeader != tt.name+" • "+tt.title {
				t.Errorf("name %q, header %q", got.Name, got.ProfessionalHeader)
			}
		})
	}
	if n, ti, ok := nameThenTitle("At Tech Solutions, we are on a mission to build products engineers love."); ok {
		t.Errorf("a sentence read as %q, %q", n, ti)
	}
}
