package parse

import "testing"

// TestSubjectAfterHyphen: a degree and its subject joined by a hyphen on
// a line of their own, the school's name in another column, keep the
// subject in the degree rather than read it as the school; a school's
// name after the hyphen stays the school (en/de/fr/es).
func TestSubjectAfterHyphen(t *testing.T) {
	cases := []struct{ heading, school1, school2, degree1, degree2, school3 string }{
		{"Education", "Northfield State University", "Southfield University", "Master in Geography - Coastal Mapping", "Bachelor in Geography", "Lakeside University"},
		{"Ausbildung", "Universität Nordstadt", "Hochschule Kleinfeld", "Master Geographie - Küstenkartierung", "Bachelor Geographie", "Universität Südstadt"},
		{"Formation", "Université de Valbonne", "Université de Rochebrune", "Master en Géographie - Cartographie des côtes", "Licence en Géographie", "Université de Montclair"},
		{"Formación", "Universidad de Sierra Alta", "Universidad del Valle Bajo", "Máster en Geografía - Cartografía costera", "Grado en Geografía", "Universidad de Costa Azul"},
	}
	for _, c := range cases {
		t.Run(c.heading, func(t *testing.T) {
			// Two columns of schools pasted one after the other: each
			// school's name and dates, then the degrees.
			text := "Robin Example\n\n" + c.heading + "\n" + c.school1 + "\n\n2019-09 – 2021-07\n\n" + c.school2 +
				"\n\n2016-09 – 2019-06\n\n" + c.degree2 + "\n\n" + c.degree1 + "\n\nSkills\nMapping\n"
			found := false
			for _, e := range Text(text).Education {
				if e.Degree == c.degree1 {
					found = true
				}
			}
			if !found {
				t.Errorf("no degree %q in %+v", c.degree1, Text(text).Education)
			}
			head := []line{styled("", c.degree2+" - "+c.school3)}
			if subjectAfterHyphen(head, c.degree2, c.school3) {
				t.Errorf("%q after the hyphen read as the subject", c.school3)
			}
		})
	}
}
