package parse

import (
	"slices"
	"strings"
	"testing"
)

// A column beside the skills pastes its entries' dates and the rest of
// their addresses into the skills list: neither is a skill, while a product
// named like a domain or with its year is.
func TestDateOrAddress(t *testing.T) {
	cases := []struct {
		item string
		want bool
	}{
		{"Mar 2015 - Jun 2017", true},
		{"März 2016 – Juni 2018", true},
		{"septembre 2021 – juin 2023", true},
		{"marzo 2018 – diciembre 2020", true},
		{"— 2017-05-31", true},
		{"2023", true},
		{"//www.example.org", true},
		{"https://www.example.org", true},
		{"Socket.io", false},
		{"Excel 2016", false},
		{"Node.js", false},
		{"SQL", false},
	}
	for _, c := range cases {
		if got := dateOrAddress(c.item); got != c.want {
			t.Errorf("dateOrAddress(%q) = %v, want %v", c.item, got, c.want)
		}
	}
}

// Pasted, an entry's dates and address stand among the skills in each
// language; the skills keep the tools around them.
func TestSkillsWithoutDatesAndAddresses(t *testing.T) {
	cases := []struct{ name, heading, dates string }{
		{"en", "Skills", "March 2015 – June 2017"},
		{"de", "Kenntnisse", "März 2015 – Juni 2017"},
		{"fr", "Compétences", "mars 2015 – juin 2017"},
		{"es", "Habilidades", "marzo 2015 – junio 2017"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			text := "Alex Example\nalex@example.org\n\n" + c.heading + "\nPython\n\nPandas\n\n//www.example.org\n" + c.dates + "\n\nTableau\n"
			f := Text(text)
			all := append(append([]string{}, f.CoreSkills...), f.ToolsTechnologies...)
			for _, it := range all {
				if strings.Contains(it, "2015") || strings.Contains(it, "example.org") {
					t.Errorf("skill %q; skills %q", it, all)
				}
			}
			for _, want := range []string{"Python", "Pandas", "Tableau"} {
				if !slices.Contains(all, want) {
					t.Errorf("skills %q lack %q", all, want)
				}
			}
		})
	}
}
