package match

import (
	"testing"

	"github.com/shortlist/shortlist/wasm/parse"
)

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

// TestAcronymPluralShowsAProduct: a product read by its name that is an
// acronym is shown by the CV's plural of it with a lower-case "s" ("APIs"
// for API), in any language; capitals ("APIS"), prose ("apis") and a
// longer word ("APIServer") are not it.
func TestAcronymPluralShowsAProduct(t *testing.T) {
	for _, c := range []struct {
		name, cv, product string
		want              int
	}{
		{"plural en", "Built REST APIs for the billing team", "API", 100},
		{"plural de", "Entwicklung von APIs für den Zahlungsverkehr", "API", 100},
		{"plural fr", "Conception d'APIs pour les équipes internes", "API", 100},
		{"plural es", "Desarrollo de APIs para clientes externos", "API", 100},
		{"vendor's acronym", "Wrote SDKs for mobile partners", "Acme SDK", 100},
		{"capitals", "Worked with APIS daily", "API", 0},
		{"prose", "Kept apis (bees) on the farm", "API", 0},
		{"longer word", "Ran the APIServer cluster", "API", 0},
		{"no acronym", "Led two Fabrics teams", "Fabric", 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			text := "Experience\n" + c.cv + "\n"
			got, _ := literalCoverage(c.product, newProfile(text, parse.Text(text), 2025*12))
			if got != c.want {
				t.Errorf("literalCoverage(%q) in %q = %d, want %d", c.product, c.cv, got, c.want)
			}
		})
	}
}
