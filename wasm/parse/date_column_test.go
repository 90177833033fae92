package parse

import "testing"

// TestDateColumn: pasted, a column of date ranges ahead of its schools
// goes back to them, each school with its own dates; a lone date, points
// apart or a block of another size stay as pasted (en/de/fr/es).
func TestDateColumn(t *testing.T) {
	cases := []struct {
		heading, sep string
		schools      [2][2]string
	}{
		{"Education", "to", [2][2]string{{"Northfield State University", "Master: Applied Planning"}, {"Lakeside College", "Bachelor: Land Studies"}}},
		{"Ausbildung", "bis", [2][2]string{{"Hochschule Kleinfeld", "Master: Wirtschaftsplanung"}, {"Fachhochschule Bergtal", "Bachelor: Betriebslehre"}}},
		{"Formation", "-", [2][2]string{{"Université de Valbonne", "Master : Cartographie des sols"}, {"École de Montclair", "Licence : Économie"}}},
		{"Formación", "–", [2][2]string{{"Universidad de Sierra Alta", "Máster: Planificación"}, {"Instituto del Valle Verde", "Grado: Economía"}}},
	}
	for _, c := range cases {
		t.Run(c.heading, func(t *testing.T) {
			d1, d2 := "2006-10-02 "+c.sep+" 2008-09-29", "2003-10-02 "+c.sep+" 2006-09-29"
			text := "Robin Example\n\n" + c.heading + "\n" + d1 + "\n" + d2 + "\n\n" +
				c.schools[0][0] + "\n" + c.schools[0][1] + "\n" + c.schools[1][0] + "\n" + c.schools[1][1] + "\n\nSkills\nSurveying, Mapping\n"
			e := Text(text).Education
			if len(e) != 2 || e[0].Institution != c.schools[0][0] || e[0].Duration != d1 || e[1].Institution != c.schools[1][0] || e[1].Duration != d2 {
				t.Errorf("got %+v", e)
			}
		})
	}
	for _, in := range []string{
		"2013 – 2015\n\nNorthfield State University\nMaster: Applied Planning\n",
		"March 2005 —\nMay 2008\n\n- Drew the seasonal routes.\n- Ran the tide checks.\n",
		"2006 – 2008\n2003 – 2006\n\nNorthfield State University\nMaster: Applied Planning\nLakeside College\n",
	} {
		var before, after []string
		for _, l := range textLinesRaw(in) {
			before = append(before, l.flat())
		}
		for _, l := range dateColumn(textLinesRaw(in)) {
			after = append(after, l.flat())
		}
		if len(before) != len(after) || before[0] != after[0] {
			t.Errorf("%q: changed to %q", in, after)
		}
	}
}
