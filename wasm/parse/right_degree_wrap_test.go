package parse

import "testing"

// inGroup is l in column block g.
func inGroup(l line, g int) line {
	l.group = g
	return l
}

// TestJoinRightAlignedDegreeWrap: in a narrow right-aligned column (x 430
// to 520), a degree's area broken where no word waits goes on in the line
// under it in the degree's type, whether that line is shorter or longer,
// in en/de/fr/es; the school in another type, a second degree, a date, or
// a line whose first word would have fitted beside the degree stay apart.
func TestJoinRightAlignedDegreeWrap(t *testing.T) {
	margins := row(720, box0("Skills and tools", 430, 520, "body"))
	cases := []struct {
		name string
		p, l line
		want string
	}{
		{"en", row(690, box0("Bachelor, Surveying and Land", 433, 520, "body")), row(678, box0("Records", 486, 520, "body")),
			"Bachelor, Surveying and Land Records"},
		{"de", row(690, box0("Master, Lagerkunde", 465, 520, "body")), row(678, box0("Kühlkette und Versand", 436, 520, "body")),
			"Master, Lagerkunde Kühlkette und Versand"},
		{"fr", row(690, box0("Licence, Géodésie et Cartographie", 436, 520, "body")), row(678, box0("Marine", 490, 520, "body")),
			"Licence, Géodésie et Cartographie Marine"},
		{"es", row(690, box0("Grado, Topografía y Catastro", 437, 520, "body")), row(678, box0("Rural", 497, 520, "body")),
			"Grado, Topografía y Catastro Rural"},
		{"the school in its own type", row(690, box0("Bachelor, Surveying and Land", 433, 520, "body")), row(678, box0("Northfield College", 455, 520, "name")), ""},
		{"the school in the degree's type", row(690, box0("Bachelor, Surveying and Land", 433, 520, "body")), row(678, box0("Northfield College", 455, 520, "body")), ""},
		{"a second degree", row(690, box0("Bachelor, Surveying and Land", 433, 520, "body")), row(678, box0("Master, Hydrology", 466, 520, "body")), ""},
		{"a date", row(690, box0("Bachelor, Surveying and Land", 433, 520, "body")), row(678, box0("2014 – 2017", 468, 520, "body")), ""},
		{"room for the word beside", row(690, box0("Bachelor, Land", 480, 520, "body")), row(678, box0("Records", 486, 520, "body")), ""},
		{"no degree", row(690, box0("Cartography and Land", 445, 520, "body")), row(678, box0("Records", 486, 520, "body")), ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			ctx := wrapContext([]line{margins, c.p, c.l})
			p := c.p
			got := ""
			if joinsAbove(&p, c.l, ctx) {
				got = p.text()
			}
			if got != c.want {
				t.Errorf("got %q, want %q", got, c.want)
			}
		})
	}
}
