package parse

import "testing"

// TestIsLinkLine: a line that is one web address, after an icon or a short
// label, or the address twice with the second in parentheses (slick,
// flat), is an entry's link line; an address in a sentence or an email is
// not (en/de/fr/es labels).
func TestIsLinkLine(t *testing.T) {
	cases := []struct {
		s    string
		want bool
	}{
		{"https://www.nimbusstack.io", true},
		{"https://www.nimbusstack.io (https://www.nimbusstack.io)", true},
		{"Webseite: https://www.cloudbridge.de (https://www.cloudbridge.de)", true},
		{"Site : https://www.saasify.fr", true},
		{"Sitio web: https://www.bbva.com (https://www.bbva.com)", true},
		{"Built https://www.acme.com for 40 teams", false},
		{"jordan.ellis@example.com", false},
	}
	for _, c := range cases {
		if got := isLinkLine(row(700, box0(c.s, 72, 400, "body"))); got != c.want {
			t.Errorf("%q: %v, want %v", c.s, got, c.want)
		}
	}
}
