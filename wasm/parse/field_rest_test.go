package parse

import (
	"strings"
	"testing"
)

// TestFieldRest: pasted, a degree whose field of study wrapped onto one
// word over its school keeps the word; a place under the degree stays
// out of it (en/de/fr/es).
func TestFieldRest(t *testing.T) {
	cases := []struct{ heading, first, rest, school string }{
		{"Education", "Bachelor, Geography and Coastal", "Mapping", "Northfield State University"},
		{"Ausbildung", "Bachelor, Geographie und Küsten", "Kartierung", "Universität Nordstadt"},
		{"Formation", "Licence, Géographie et Cartographie", "Côtière", "Université de Valbonne"},
		{"Formación", "Grado, Geografía y Cartografía", "Costera", "Universidad de Sierra Alta"},
	}
	for _, c := range cases {
		t.Run(c.heading, func(t *testing.T) {
			text := "Robin Example\n\n" + c.heading + "\n" + c.first + "\n" + c.rest + "\n" + c.school + "\n\nSkills\nSurveying\n"
			e := Text(text).Education
			if len(e) != 1 || e[0].Degree != c.first+" "+c.rest || e[0].Institution != c.school {
				t.Errorf("got %+v", e)
			}
		})
	}
	e := Text("Robin Example\n\nEducation\nBachelor, Geography\nBoston\nNorthfield State University\n").Education
	if len(e) != 1 || strings.Contains(e[0].Degree, "Boston") {
		t.Errorf("a place under the degree: got %+v", e)
	}
}
