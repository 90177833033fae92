package parse

import "testing"

// TestDegreeSetApartUnderSchool: pasted, a school's degree set apart by a
// gap under its dated name stays in the school's head, and its courses do
// not open a school of their own (en/de/fr/es).
func TestDegreeSetApartUnderSchool(t *testing.T) {
	cases := []struct{ heading, school, degree, course string }{
		{"EDUCATION", "NORTHFIELD STATE UNIVERSITY", "BACHELOR LAND STUDIES", "Sampling Theory"},
		{"AUSBILDUNG", "HOCHSCHULE KLEINFELD", "MASTER LAGERKUNDE", "Grundlagen der Kühltechnik"},
		{"FORMATION", "UNIVERSITÉ DE VALBONNE", "LICENCE CARTOGRAPHIE", "Cartographie des sols"},
		{"FORMACIÓN", "UNIVERSIDAD DE SIERRA ALTA", "GRADO EN HIDROLOGÍA", "Hidrología de campo"},
	}
	for _, c := range cases {
		t.Run(c.heading, func(t *testing.T) {
			text := "Robin Example\n\n" + c.heading + "\n09/2011 - 06/2014\n\n" + c.school + "\n\n" + c.degree + "\n" +
				c.course + "\nTide Tables\n\nRoute Planning\nHarbour Law\n\nSKILLS\nSurveying, Mapping\n"
			e := Text(text).Education
			if len(e) != 1 || e[0].Institution != c.school || e[0].Degree != c.degree || e[0].Duration != "09/2011 - 06/2014" {
				t.Errorf("got %+v", e)
			}
		})
	}
}
