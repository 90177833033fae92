package parse

import "testing"

// TestItemAcrossColumns: a list item set in two columns, broken at the
// foot of the left column, goes on at the top of the right one when that
// line starts in lower case; an item that ends its sentence there, or a
// right column that starts with a capital, stays apart (en/de/fr/es).
func TestItemAcrossColumns(t *testing.T) {
	cases := []struct{ first, foot, top, wrap, want string }{
		{"· Develop Python and Pandas pipelines to", "analyze readmission rates, supporting", "interventions that reduced hospital", "readmissions by 12%.",
			"· Develop Python and Pandas pipelines to analyze readmission rates, supporting interventions that reduced hospital readmissions by 12%."},
		{"· Entwicklung von Python-Pipelines zur", "Analyse der Wiederaufnahmeraten, mit", "gezielten Maßnahmen gegen hohe", "Wiederaufnahmen (−12 %).",
			"· Entwicklung von Python-Pipelines zur Analyse der Wiederaufnahmeraten, mit gezielten Maßnahmen gegen hohe Wiederaufnahmen (−12 %)."},
		{"· Développement de pipelines Python pour", "analyser les taux de réadmission, en", "soutenant des actions qui ont réduit", "les réadmissions de 12 %.",
			"· Développement de pipelines Python pour analyser les taux de réadmission, en soutenant des actions qui ont réduit les réadmissions de 12 %."},
		{"· Desarrollo de pipelines en Python para", "analizar las tasas de reingreso, con", "intervenciones que redujeron los", "reingresos un 12 %.",
			"· Desarrollo de pipelines en Python para analizar las tasas de reingreso, con intervenciones que redujeron los reingresos un 12 %."},
		{"· Develop Python and Pandas pipelines to", "analyze readmission rates.", "interventions that reduced hospital", "readmissions by 12%.", ""},
		{"· Develop Python and Pandas pipelines to", "analyze readmission rates, supporting", "Interventions that reduced hospital", "readmissions by 12%.", ""},
	}
	for _, c := range cases {
		left := func(y float64, s string, x1 float64) line { l := row(y, box0(s, 32.5, x1, "body")); return l }
		right := func(y float64, s string, x1 float64) line {
			l := row(y, box0(s, 205.7, x1, "body"))
			l.group = 1
			return l
		}
		lines := []line{left(419, c.first, 190), left(409, c.foot, 178), right(502, c.top, 339), right(492, c.wrap, 289),
			right(481, "· Design and evaluate A/B tests to measure", 370)}
		got := joinWrapped(lines)
		joined := len(got) == 2 && got[0].text() == c.want
		if c.want != "" && !joined || c.want == "" && len(got) == 2 {
			t.Errorf("%q: got %q", c.top, lineTexts(got))
		}
	}
}
