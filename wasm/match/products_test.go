package match

import "testing"

// TestProductsTheLexiconReadsInCapitals: a name in capitals is no unknown
// product when the lexicon reads it in prose, also where the line leaves it
// unread (a line in capitals); an acronym of its own ("SWIFT", the banks'
// network) is a product, and a dotted .NET at a sentence's end is .NET.
func TestProductsTheLexiconReadsInCapitals(t *testing.T) {
	checkProducts(t, []productCase{
		{"capitals line en", "Requirements\n- AZURE, KAFKA\n- Must know ClaimCenter", []string{"ClaimCenter"}},
		{"capitals line de", "Anforderungen\n- AZURE, TABLEAU\n- Kenntnisse in QlikView", []string{"QlikView"}},
		{"acronym of its own en", "Requirements\n- Must know SWIFT messaging", []string{"SWIFT"}},
		{"acronym of its own de", "Anforderungen\n- Kenntnisse in SWIFT zwingend", []string{"SWIFT"}},
		{"acronym of its own fr", "Profil recherché\n- Maîtrise de SWIFT obligatoire", []string{"SWIFT"}},
		{"acronym of its own es", "Requisitos\n- Experiencia con SWIFT imprescindible", []string{"SWIFT"}},
		{"dotted name at a sentence's end", "Requirements\n- Proficiency in C#.NET.\n- Must know ClaimCenter", []string{"ClaimCenter"}},
	})
}
