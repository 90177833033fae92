package parse

import (
	"strings"
	"testing"
)

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

// TestDegreeSetApartUnderDates: a PDF head of the school's name over its
// dates, then after a gap the degree type and its area (spartan): the
// degree is the school's, not the next school's, in en/de/fr/es.
func TestDegreeSetApartUnderDates(t *testing.T) {
	cases := []struct{ heading, school1, type1, area1, course, school2, type2, area2 string }{
		{"Education", "Northfield State University", "Master", "Land Studies", "Sampling Theory", "Southfield University", "Bachelor", "Surveying"},
		{"Ausbildung", "Hochschule Kleinfeld", "Master", "Lagerkunde", "Grundlagen der Kühltechnik", "Universität Nordstadt", "Bachelor", "Vermessung"},
		{"Formation", "Université de Valbonne", "Master", "Cartographie", "Cartographie des sols", "Université de Rochebrune", "Licence", "Géodésie"},
		{"Formación", "Universidad de Sierra Alta", "Máster", "Hidrología", "Hidrología de campo", "Universidad del Valle Bajo", "Grado", "Topografía"},
	}
	for _, c := range cases {
		t.Run(c.heading, func(t *testing.T) {
			it := func(s string, x, y, h float64, font string) Item {
				return Item{Str: s, X: x, Y: y, W: 6 * float64(len(s)) * h / 10, H: h, Font: font}
			}
			pages := []Page{{Width: 600, Height: 842, Items: []Item{
				it("Robin Example", 12, 800, 20, "name"),
				it(c.heading, 12, 760, 12, "title"),
				it(c.school1, 12, 735, 12, "school"),
				it("2017 - 2019", 12, 718.5, 9.5, "date"),
				// A gap, then the degree type and its area, then courses.
				it(c.type1, 12, 693, 9.5, "body"),
				it(c.area1, 12, 677.2, 9.5, "date"),
				it(c.course, 19, 652.5, 9, "course"),
				it(c.school2, 12, 610, 12, "school"),
				it("2014 - 2017", 12, 593.5, 9.5, "date"),
				it(c.type2, 12, 578.5, 9.5, "body"),
				it(c.area2, 12, 562.8, 9.5, "date"),
			}}}
			r := PDF(pages)
			e := r.CV.Education
			if len(e) != 2 {
				t.Fatalf("got %d schools %+v\ntext:\n%s", len(e), e, r.Text)
			}
			for i, w := range [][3]string{{c.school1, c.type1, c.area1}, {c.school2, c.type2, c.area2}} {
				if e[i].Institution != w[0] || !strings.Contains(e[i].Degree, w[1]) || !strings.Contains(e[i].Degree, w[2]) {
					t.Errorf("school %d: got %q %q, want %q with %q and %q\ntext:\n%s", i, e[i].Institution, e[i].Degree, w[0], w[1], w[2], r.Text)
				}
			}
		})
	}
}

// TestDegreeOpensNextUnderDates: a PDF head opened by a programme (no
// degree word) over its school and its dates, then after a gap a degree in
// the programme's type over the next school and its dates (Shortlist's own
// PDF of a real fixture): the degree opens the next entry and is not taken
// into the first school, in en/de/fr/es.
func TestDegreeOpensNextUnderDates(t *testing.T) {
	cases := []struct{ heading, prog1, school1, degree2, school2 string }{
		{"Education", "FLD.210 Field Mapping Programme", "Northfield Mapping Lab", "BS Land Studies & Surveying", "Southfield University"},
		{"Ausbildung", "KT.101 Kühltechnik Kompaktkurs", "Hochschule Kleinfeld", "Bachelor Lagerkunde und Logistik", "Universität Nordstadt"},
		{"Formation", "CRT.300 Cartographie appliquée", "École de Valbonne", "Licence Géodésie et Cartographie", "Université de Rochebrune"},
		{"Formación", "HID.120 Hidrología de campo", "Escuela de Sierra Alta", "Grado en Topografía y Geodesia", "Universidad del Valle Bajo"},
	}
	for _, c := range cases {
		t.Run(c.heading, func(t *testing.T) {
			it := func(s string, x, y, h float64, font string) Item {
				return Item{Str: s, X: x, Y: y, W: 5.5 * float64(len([]rune(s))) * h / 10, H: h, Font: font}
			}
			pages := []Page{{Width: 595, Height: 842, Items: []Item{
				it("Robin Example", 54, 830, 20, "name"),
				// A line across the column sets the measure: the heads
				// below are far narrower, no wraps of each other.
				it("Robin maps land and water for towns and farms, from the field survey to the printed sheet.", 54, 806, 10, "body"),
				it(c.heading, 54, 775.8, 11.5, "bold"),
				it(c.prog1, 54, 753.9, 10.5, "bold"),
				it(c.school1, 54, 739.3, 10.5, "bold"),
				it("2015", 54, 725.7, 9.5, "body"),
				// A gap, then the next degree in the programme's type.
				it(c.degree2, 54, 704.3, 10.5, "bold"),
				it(c.school2, 54, 689.6, 10.5, "bold"),
				it("2004", 54, 676, 9.5, "body"),
			}}}
			r := PDF(pages)
			e := r.CV.Education
			if len(e) != 2 {
				t.Fatalf("got %d schools %+v\ntext:\n%s", len(e), e, r.Text)
			}
			if e[1].Institution != c.school2 || e[1].Degree != c.degree2 {
				t.Errorf("second school: got %q %q, want %q %q\ntext:\n%s", e[1].Institution, e[1].Degree, c.school2, c.degree2, r.Text)
			}
		})
	}
}

// TestFieldSetApartUnderType: a PDF head of the dates beside the school,
// its website, then set apart the degree type and, set apart again, its
// field (kendall), where the field names a degree too (Spanish
// "Ingeniería …"): the field is the type's, not the next entry's head, in
// en/de/fr/es (the en/de/fr rows read the same without the rule).
func TestFieldSetApartUnderType(t *testing.T) {
	cases := []struct{ heading, school1, type1, area1, course, school2, type2, area2 string }{
		{"Education", "Northfield State University", "Bachelor", "Land Studies", "Sampling Theory", "Southfield University", "Master", "Surveying"},
		{"Ausbildung", "Hochschule Kleinfeld", "Bachelor", "Lagerkunde", "Grundlagen der Kühltechnik", "Universität Nordstadt", "Master", "Vermessung"},
		{"Formation", "Université de Valbonne", "Licence", "Cartographie", "Cartographie des sols", "Université de Rochebrune", "Master", "Géodésie"},
		{"Formación", "Universidad de Sierra Alta", "Grado", "Ingeniería Agrícola", "Hidrología de campo", "Universidad del Valle Bajo", "Máster", "Ingeniería de Montes y Riegos"},
	}
	for _, c := range cases {
		t.Run(c.heading, func(t *testing.T) {
			it := func(s string, x, y, h float64, font string) Item {
				return Item{Str: s, X: x, Y: y, W: 5 * float64(len(s)) * h / 10, H: h, Font: font}
			}
			pages := []Page{{Width: 600, Height: 842, Items: []Item{
				it("Robin Example", 40, 800, 20, "name"),
				it(c.heading, 40, 760, 12, "title"),
				it("2012 – 2016", 40, 735, 8.5, "head"),
				it(c.school1, 100, 735, 8.5, "head"),
				it("https://www.northfield.example.org", 100, 717, 7, "body"),
				it(c.type1, 100, 700, 7, "body"),
				it(c.area1, 100, 682, 7, "body"),
				it("Courses", 100, 664, 7, "body"),
				it(c.course, 110, 646, 7, "body"),
				it("2016 – 2018", 40, 610, 8.5, "head"),
				it(c.school2, 100, 610, 8.5, "head"),
				it("https://www.southfield.example.org", 100, 592, 7, "body"),
				it(c.type2, 100, 575, 7, "body"),
				it(c.area2, 100, 557, 7, "body"),
			}}}
			r := PDF(pages)
			e := r.CV.Education
			if len(e) != 2 {
				t.Fatalf("got %d schools %+v\ntext:\n%s", len(e), e, r.Text)
			}
			for i, w := range [][3]string{{c.school1, c.type1, c.area1}, {c.school2, c.type2, c.area2}} {
				if e[i].Institution != w[0] || !strings.Contains(e[i].Degree, w[1]) || !strings.Contains(e[i].Degree, w[2]) {
					t.Errorf("school %d: got %q %q, want %q with %q and %q\ntext:\n%s", i, e[i].Institution, e[i].Degree, w[0], w[1], w[2], r.Text)
				}
			}
		})
	}
}
