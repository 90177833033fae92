package parse

import "testing"

// TestSplitGluedDates: a box whose ISO date range follows the
// position with no space splits into the two; a box with a space before
// its date or with no date stays whole (en/de/fr/es).
func TestSplitGluedDates(t *testing.T) {
	cases := []struct{ in, want string }{
		{"Senior Data Analyst2021-03-01 - Present", "Senior Data Analyst\t2021-03-01 - Present"},
		{"Werkstudentin Datenanalyse2015-04-01 - 2016-09-30", "Werkstudentin Datenanalyse\t2015-04-01 - 2016-09-30"},
		{"Chargée de clientèle2016-09 - 2019-02", "Chargée de clientèle\t2016-09 - 2019-02"},
		{"Analista de Datos / Científico2016-09-01 - 2020-02-01", "Analista de Datos / Científico\t2016-09-01 - 2020-02-01"},
		{"Customer Success Associate 2018-06-01 - 2021-02-28", "Customer Success Associate 2018-06-01 - 2021-02-28"},
		{"ISO27001-Auditorin", "ISO27001-Auditorin"},
	}
	for _, c := range cases {
		got := splitGluedDates([]cell{box0(c.in, 37.5, 330, "body")})
		if s := row(0, got...).text(); s != c.want {
			t.Errorf("%q: got %q, want %q", c.in, s, c.want)
		}
		if len(got) == 2 && (got[0].x1 != got[1].x0 || got[0].x0 != 37.5 || got[1].x1 != 330) {
			t.Errorf("%q: boxes %v", c.in, got)
		}
	}
}

// TestGluedDateInAPDFRow: read from a PDF, a position glued to its ISO
// dates gives the position and the duration apart (en/de/fr/es).
func TestGluedDateInAPDFRow(t *testing.T) {
	cases := []struct{ heading, position, date string }{
		{"Experience", "Customer Support Specialist", "2016-09-01 - 2018-06-30"},
		{"Berufserfahrung", "Werkstudentin Datenanalyse", "2015-04-01 - 2016-09-30"},
		{"Expérience", "Chargée de clientèle", "2016-09-01 - 2019-02-28"},
		{"Experiencia", "Analista de Datos", "2016-09-01 - 2020-02-01"},
	}
	for _, c := range cases {
		it := func(s string, x, y, size float64, font string) Item {
			return Item{Str: s, X: x, Y: y, W: float64(len(s)) * size * 0.5, H: size, Font: font}
		}
		page := Page{Width: 595, Height: 842, Items: []Item{
			it("Jordan Ellis", 40, 800, 20, "b"),
			it(c.heading, 40, 740, 14, "b"),
			it("Acme Analytics", 40, 715, 11, "b"),
			it(c.position+c.date, 40, 700, 10, "r"),
			it("Built the weekly reporting for four markets and two product lines.", 40, 686, 10, "r"),
		}}
		x := PDF([]Page{page}).CV.ProfessionalExperience
		if len(x) != 1 || x[0].Position != c.position || x[0].Duration != c.date {
			t.Errorf("%s: %+v", c.position, x)
		}
	}
}

// TestGluedDateInPastedText: pasted from a PDF viewer, a school or a
// position glued to its ISO dates gives the two apart, as from the PDF
// (en/de/fr/es).
func TestGluedDateInPastedText(t *testing.T) {
	cases := []struct{ heading, school, date, course string }{
		{"Education", "Northfield State University", "2013-09-02 - 2017-06-29", "Sampling Theory"},
		{"Ausbildung", "Hochschule Kleinfeld", "2012-10-02 - 2016-09-29", "Grundlagen der Lagerkunde"},
		{"Formation", "Université de Valbonne", "2011-09 - 2014-06", "Cartographie des sols"},
		{"Formación", "Universidad de Sierra Alta", "2010-09-02 — 2014-07-03", "Hidrología de campo"},
	}
	for _, c := range cases {
		text := "Robin Example\n\n" + c.heading + "\n" + c.school + c.date + "\n" + c.course + "\n"
		e := Text(text).Education
		if len(e) != 1 || e[0].Institution != c.school || e[0].Duration == "" {
			t.Errorf("%s: %+v", c.school, e)
		}
	}
}
