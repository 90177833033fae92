package match

import (
	"slices"
	"testing"
)

// An unknown product that an "or" joins to a term the lexicon knows is one
// of the alternatives the post asks for, not a requirement of its own; a
// slash or an "and" keeps it.
func TestProductsAsAlternativesOfATerm(t *testing.T) {
	tests := []struct {
		name, jd string
		want     []string
	}{
		{"de", "Anforderungen\n- Möglichst PMQ, APMX oder PRINCE2-Zertifizierung", nil},
		{"en", "Requirements\n- Experience with frameworks such as JEE or .NET is required", nil},
		{"fr", "Profil recherché\n- Maîtrise de QlikView ou Tableau obligatoire", nil},
		{"es", "Requisitos\n- Experiencia con DataStage o Informatica imprescindible", nil},
		{"a slash names a stack", "Requirements\n- Must have built apps with SAP UI5/ Fiori", []string{"SAP UI5"}},
		{"and keeps it", "Requirements\n- DataStage and Python are required", []string{"DataStage"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := literalProducts(tt.jd); !slices.Equal(got, tt.want) {
				t.Errorf("products %v, want %v", got, tt.want)
			}
		})
	}
}
