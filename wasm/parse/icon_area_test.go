package parse

import (
	"strings"
	"testing"
)

// TestIconAreaOverType: pasted, a field of study after a marker icon's
// private-use code point, over its study type alone, set a gap under the
// school, is the school's degree, not an entry of its own; without a
// study type under it the marked line stays as it was (en/de/fr/es).
func TestIconAreaOverType(t *testing.T) {
	cases := []struct{ heading, school, area, typ string }{
		{"Education", "Northfield State University", "Land Studies and Surveying", "Bachelor"},
		{"Ausbildung", "Universität Nordstadt", "Vermessungswesen", "Master"},
		{"Formation", "Université de Valbonne", "Géographie et Cartographie", "Licence"},
		{"Formación", "Universidad de Sierra Alta", "Geografía y Cartografía", "Grado"},
	}
	for _, c := range cases {
		for _, icon := range []string{"\uf0d7", "\uf0b7"} {
			t.Run(c.heading+" "+icon, func(t *testing.T) {
				text := "Robin Example\n\n" + c.heading + "\n\n2012-09-01 — 2016-06-30\n" + c.school + "\n\n" +
					icon + " " + c.area + "\n" + c.typ + "\n\nSkills\nSurveying\n"
				e := Text(text).Education
				if len(e) != 1 || e[0].Institution != c.school || !strings.Contains(e[0].Degree, c.typ) || !strings.Contains(e[0].Degree, c.area) {
					t.Errorf("got %+v", e)
				}
			})
		}
	}
	// A marked line over no study type is left to the other rules.
	text := "a\n\uf0d7 Land Studies\nNorthfield\n"
	if got := iconAreaOverType(text); got != text {
		t.Errorf("no study type under it: got %q", got)
	}
}
