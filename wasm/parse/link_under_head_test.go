package parse

import "testing"

// TestAddressUnderHeadIsNoWrap: a school's name that reaches its narrow
// column's edge and the school's website under it in the same type stay
// two lines, in en/de/fr/es; the rest of a name wrapped there still joins
// (issue 34, kendall).
func TestAddressUnderHeadIsNoWrap(t *testing.T) {
	margins := []line{row(700, box0("margins", 408, 520, "body"))}
	cases := []struct {
		head, under, want string // want: "" when l stays apart
	}{
		{"Northfield State University", "https://www.northfield.example.edu", ""},
		{"Technische Hochschule Nordstadt", "www.th-nordstadt.example.de", ""},
		{"Université Publique de Valmont", "(https://www.valmont.example.fr)", ""},
		{"Universidad Pública de Montalto", "http://montalto.example.es", ""},
		{"Northfield State University of", "Applied Sciences", "Northfield State University of Applied Sciences"},
		{"Technische Hochschule für", "angewandte Wissenschaften", "Technische Hochschule für angewandte Wissenschaften"},
	}
	for _, c := range cases {
		p := row(690, box0(c.head, 408, 519, "body"))
		l := row(680, box0(c.under, 408, 500, "body"))
		ctx := wrapContext(append([]line{p, l}, margins...))
		ctx.aboveY = p.y
		joined := joinWrappedLine(&p, l, ctx)
		if got := p.text(); joined != (c.want != "") || joined && got != c.want {
			t.Errorf("%q + %q: joined %v, %q; want %q", c.head, c.under, joined, got, c.want)
		}
	}
}
