package parse

import "testing"

// TestSchoolColumn: pasted, a column of schools ahead of their dates and
// degrees goes back to them, each school with its own range and degree;
// blocks that open on no range stay as pasted (en/de/fr/es).
func TestSchoolColumn(t *testing.T) {
	cases := []struct {
		heading string
		schools [2]string
		degrees [2]string
		d1, d2  string
	}{
		{"EDUCATION", [2]string{"Northfield State University", "Lakeside College"}, [2]string{"Master - Applied Planning", "Bachelor - Land Studies"}, "Oct 2011 - Jun 2013", "Oct 2008 - May 2011"},
		{"AUSBILDUNG", [2]string{"Hochschule Kleinfeld", "Universität Bergtal"}, [2]string{"Master - Lagerkunde", "Bachelor - Kühltechnik"}, "10/2011 - 06/2013", "10/2008 - 05/2011"},
		{"FORMATION", [2]string{"Université de Valbonne", "École de Montclair"}, [2]string{"Master - Cartographie", "Licence - Géologie"}, "2011 - 2013", "2008 - 2011"},
		{"FORMACIÓN", [2]string{"Universidad de Sierra Alta", "Universidad del Valle Verde"}, [2]string{"Máster - Hidrología", "Grado - Geografía"}, "2011-10 - 2013-06", "2008-10 - 2011-05"},
	}
	for _, c := range cases {
		t.Run(c.heading, func(t *testing.T) {
			text := "Robin Example\n\n" + c.heading + "\n\n" + c.schools[0] + "\n\n" + c.schools[1] + "\n\n" +
				c.d1 + "\n" + c.degrees[0] + "\n\n" + c.d2 + "\n" + c.degrees[1] + "\n\nSKILLS\nSurveying, Mapping\n"
			e := Text(text).Education
			if len(e) != 2 || e[0].Institution != c.schools[0] || e[0].Duration != c.d1 || e[1].Institution != c.schools[1] || e[1].Duration != c.d2 {
				t.Errorf("got %+v", e)
			}
		})
	}
	in := "Northfield State University\n\nLakeside College\n\nBuilt the tide tables.\n"
	if got := schoolColumn(textLinesRaw(in)); len(got) != 3 || got[0].flat() != "Northfield State University" {
		t.Errorf("blocks with no range changed: %v", got)
	}
}
