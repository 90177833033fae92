package match

import "testing"

// TestYearInSentenceIsNoRole: the words before a year that a sentence
// names ("… in 2019") are no role, in en/de/fr/es; a role written before
// its dates still is.
func TestYearInSentenceIsNoRole(t *testing.T) {
	tests := []struct {
		name, line, wrapped, want string
	}{
		{"en in", "Ran a desk of 40 clients, reaching 120% of target in 2019 and 2020.", "", ""},
		{"de in", "Umsatz der Region um 15 % gesteigert in 2019 – 2020", "", ""},
		{"fr en", "Gestion de 40 comptes, objectif atteint à 120 % en 2019 – 2020", "", ""},
		{"es en", "Gestión de 40 cuentas, objetivo superado al 120 % en 2019 – 2020", "", ""},
		{"en wrapped", "Ran a desk of 40 clients, reaching 120% of target", "in 2019 and 2020.", ""},
		{"de wrapped", "Umsatz der Region um 15 % gesteigert", "im 2019 – 2020", ""},
		{"fr wrapped", "Gestion de 40 comptes, objectif atteint à 120 %", "en 2019 – 2020", ""},
		{"es wrapped", "Gestión de 40 cuentas, objetivo superado al 120 %", "en 2019 – 2020", ""},
		{"en a role through as", "Worked as a Data Engineer in 2019 - 2020", "", "Worked as a Data Engineer in"},
		{"de a role through als", "Tätig als Data Engineer in 2019 – 2020", "", "Tätig als Data Engineer in"},
		{"fr a role through comme", "Travaillé comme ingénieur de données en 2019 – 2020", "", "Travaillé comme ingénieur de données en"},
		{"es a role through como", "Trabajé como ingeniera de datos en 2019 – 2020", "", "Trabajé como ingeniera de datos en"},
		{"a role before its dates", "Sales Manager, 2019 - 2021", "", "Sales Manager"},
		{"de a role before its dates", "Vertriebsleiter 2019 - 2021", "", "Vertriebsleiter"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			roles := datedLines([]string{"Experience", tt.line}, may2025)
			if tt.wrapped != "" {
				roles = datedLines([]string{"Experience", tt.line, tt.wrapped, "Built the first regional team."}, may2025)
			}
			if len(roles) == 0 {
				t.Fatalf("%q: no dated role", tt.line)
			}
			if roles[0].title != tt.want {
				t.Errorf("%q: role %q, want %q", tt.line, roles[0].title, tt.want)
			}
		})
	}
}
