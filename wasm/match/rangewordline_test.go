package match

import (
	"strings"
	"testing"
)

// TestRoleAfterDatesOpenedByARangeWord: a line that opens with the word of
// a range and its dates writes the role after them ("Between 2011 and 2013
// employed as a Payroll Clerk"); the range word is no role.
func TestRoleAfterDatesOpenedByARangeWord(t *testing.T) {
	tests := []struct {
		name, line, want string
	}{
		{"en between", "- Between 2011 and 2013 employed as a Payroll Clerk", "Payroll Clerk"},
		{"en from", "From 2011 to 2013 worked as a Payroll Clerk", "Payroll Clerk"},
		{"de", "- Von 2011 bis 2013 als Lohnbuchhalter tätig", "Lohnbuchhalter"},
		{"fr", "- De 2011 à 2013, gestionnaire de paie chez Acme", "gestionnaire de paie"},
		{"es", "- Desde 2011 hasta 2013 trabajé como analista de nóminas", "analista de nóminas"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var titles []string
			for _, r := range datedLines([]string{"Experience", tt.line}, 2024*12) {
				titles = append(titles, r.title)
				if strings.Contains(r.title, tt.want) {
					return
				}
			}
			t.Errorf("roles %q, want one with %q", titles, tt.want)
		})
	}
}
