package match

import (
	"slices"
	"testing"
)

// The abbreviations of a degree's fields of study are no products; the
// products of the next line, or after the sentence ends, still are.
func TestFieldsOfStudyAreNoProducts(t *testing.T) {
	checkProducts(t, []productCase{
		{"de", "Anforderungen\n- Abgeschlossenes Studium der Physik, VWL oder ein ähnlicher Abschluss\n- Erfahrung mit DataStage zwingend", []string{"DataStage"}},
		{"en", "Requirements\n- Bachelor's degree in MIS or CIS\n- Must have administered ClaimCenter", []string{"ClaimCenter"}},
		{"fr", "Profil recherché\n- Diplôme d'ingénieur en GEII ou équivalent\n- Maîtrise de QlikView obligatoire", []string{"QlikView"}},
		{"es", "Requisitos\n- Título universitario en ADE o similar\n- Experiencia con IBM MQX imprescindible", []string{"IBM MQX"}},
		{"the next line's product", "Anforderungen\nStudium der Informatik oder eine vergleichbare Ausbildung\nIREB-Zertifizierung", []string{"IREB"}},
		{"after the sentence", "Requirements\n- Bachelor's degree required; DataStage administration is a must", []string{"DataStage"}},
	})
}

// A job grade, the end of a dotted name, a known term in capitals and a
// vendor alone are no products the lexicon failed to interpret (RJDB:
// "Analyst III", "C#.NET", "AZURE", "IBM tools").
func TestWordsThatNameNoUnknownProduct(t *testing.T) {
	checkProducts(t, []productCase{
		{"grade en", "Requirements\n- 3 years as a Support Analyst III\n- Must know DataStage", []string{"DataStage"}},
		{"grade de", "Anforderungen\n- Erfahrung als Entwickler III zwingend\n- Kenntnisse in QlikView", []string{"QlikView"}},
		{"dotted name", "Requirements\n- Proficiency in C#.NET and in.NET\n- Must know ClaimCenter", []string{"ClaimCenter"}},
		{"capitals fr", "Profil recherché\n- Maîtrise de AZURE obligatoire\n- QlikView", []string{"QlikView"}},
		{"vendor alone es", "Requisitos\n- Experiencia con herramientas IBM imprescindible\n- IBM MQX", []string{"IBM MQX"}},
		{"acronym kept", "Requirements\n- Must have administered TWS", []string{"TWS"}},
	})
}

// productCase is a post and the products read from it literally.
type productCase struct {
	name, jd string
	want     []string
}

func checkProducts(t *testing.T, cases []productCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := literalProducts(c.jd); !slices.Equal(got, c.want) {
				t.Errorf("products %v, want %v", got, c.want)
			}
		})
	}
}
