package parse

import "testing"

// TestUndatedSchoolsStacked: undated schools pasted as degree over school
// with no gap between them are one entry each; a degree line with no
// school under it stays in the entry (en/de/fr/es).
func TestUndatedSchoolsStacked(t *testing.T) {
	cases := []struct{ heading, degree1, school1, degree2, school2 string }{
		{"Education", "Master, Land Studies and Surveying", "Northfield State University", "Bachelor, Geography", "Southfield University"},
		{"Ausbildung", "Master, Vermessungswesen", "Universität Nordstadt", "Bachelor, Geographie", "Hochschule Kleinfeld"},
		{"Formation", "Master, Géographie et Cartographie", "Université de Valbonne", "Licence, Géographie", "Université de Rochebrune"},
		{"Formación", "Máster, Geografía y Cartografía", "Universidad de Sierra Alta", "Grado, Geografía", "Universidad del Valle Bajo"},
	}
	for _, c := range cases {
		t.Run(c.heading, func(t *testing.T) {
			text := "Robin Example\n\n" + c.heading + "\n" + c.degree1 + "\n" + c.school1 + "\n" + c.degree2 + "\n" + c.school2 + "\n\nSkills\nSurveying\n"
			e := Text(text).Education
			if len(e) != 2 {
				t.Fatalf("got %d schools %+v", len(e), e)
			}
			for i, w := range [][2]string{{c.school1, c.degree1}, {c.school2, c.degree2}} {
				if e[i].Institution != w[0] || e[i].Degree != w[1] {
					t.Errorf("school %d: got %+v, want %q, %q", i, e[i], w[0], w[1])
				}
			}
		})
	}
}
