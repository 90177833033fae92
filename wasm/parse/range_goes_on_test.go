package parse

import "testing"

// TestRangeGoesOn: a list wrapped inside a date range goes on with the
// range's dash, which is no bullet (en/de/fr/es); a bullet under a line
// ending with a year, or a dash before a word, opens an item.
func TestRangeGoesOn(t *testing.T) {
	cases := []struct {
		a, b string
		want bool
	}{
		{"Core skills: Testing, Test automation, 04/2018", "- 09/2018, 6 months, Reorganisation", true},
		{"Kenntnisse: Testanalyse, Testkonzeption, 01/2017", "- heute, 1 Jahr, Entwicklung", true},
		{"Compétences: Analyse, Conception, 2016", "– 2019, 3 ans, Développement", true},
		{"Habilidades: Análisis, Diseño, 03.2015", "- actualidad, Desarrollo", true},
		{"Led the migration of the billing system in 2019", "- Reviewed the budgets every quarter", false},
		{"Led the migration of the billing system", "- 2019 review of the budgets", false},
	}
	for _, c := range cases {
		if got := rangeGoesOn(c.a, c.b); got != c.want {
			t.Errorf("rangeGoesOn(%q, %q) = %v, want %v", c.a, c.b, got, c.want)
		}
	}
}
