package parse

import (
	"strings"
	"testing"
)

// TestPastedDegreeUnderDates: pasted, a school's name, its dates and its
// degree each set apart by a gap are one school; a degree with a school's
// name right under it opens the next school (en/de/fr/es).
func TestPastedDegreeUnderDates(t *testing.T) {
	cases := []struct{ heading, school1, degree1, school2, degree2 string }{
		{"Education", "Northfield State University", "Master in Land Studies", "Southfield University", "Bachelor in Surveying"},
		{"Ausbildung", "Universität Nordstadt", "Master Vermessungswesen", "Hochschule Kleinfeld", "Bachelor Geodäsie"},
		{"Formation", "Université de Valbonne", "Master Cartographie", "Université de Rochebrune", "Licence Géodésie"},
		{"Formación", "Universidad de Sierra Alta", "Máster en Hidrología", "Universidad del Valle Bajo", "Grado en Topografía"},
	}
	for _, c := range cases {
		t.Run(c.heading, func(t *testing.T) {
			text := "Robin Example\n\n" + c.heading + "\n\n" + c.school1 + "\n\n2014-10-01 — 2016-09-30\n\n" + c.degree1 + "\n\n" +
				c.school2 + "\n\n2011-10-01 — 2014-09-30\n\n" + c.degree2 + "\n\nSkills\nSurveying\n"
			e := Text(text).Education
			if len(e) != 2 {
				t.Fatalf("got %d schools %+v", len(e), e)
			}
			for i, w := range [][2]string{{c.school1, c.degree1}, {c.school2, c.degree2}} {
				if e[i].Institution != w[0] || e[i].Degree != w[1] || e[i].Duration == "" {
					t.Errorf("school %d: got %+v, want %q, %q", i, e[i], w[0], w[1])
				}
			}
			// The degree over its school and dates heads the next entry.
			text = "Robin Example\n\n" + c.heading + "\n\n" + c.school1 + "\n\n2014-10-01 — 2016-09-30\n\n" + c.degree2 + "\n" +
				c.school2 + "\n2011-10-01 — 2014-09-30\n\nSkills\nSurveying\n"
			e = Text(text).Education
			if len(e) != 2 || e[0].Degree != "" || e[1].Institution != c.school2 || !strings.Contains(e[1].Degree, c.degree2) {
				t.Errorf("degree over its school: got %+v", e)
			}
		})
	}
}
