package parse

import "testing"

// TestDatesBesideBlock: atop a page the column reading puts an entry's
// dates and its length, set right of its degree and school (eloquent), in
// a block of their own after them; they go back onto their rows, in
// en/de/fr/es; mid-page too when the block holds the length. A block
// holding more than dates, beside lines far off or already dated, or a
// range alone beside a block that does not open the page, stays.
func TestDatesBesideBlock(t *testing.T) {
	tests := []struct{ lang, degree, school, length string }{
		{"en", "Land Studies, Bachelor", "Northfield State University", "3 years"},
		{"de", "Lagerkunde, Bachelor", "Hochschule Kleinfeld", "3 Jahre"},
		{"fr", "Cartographie, Licence", "Université de Valbonne", "3 ans"},
		{"es", "Topografía, Grado", "Universidad de Sierra Alta", "3 años"},
	}
	ln := func(y float64, group int, x float64, s string) line {
		return line{cells: []cell{{s: s, x0: x, x1: x + 5*float64(len([]rune(s))), tx: x, size: 12, style: "reg|12"}},
			size: 12, style: "reg|12", y: y, page: 1, group: group}
	}
	for _, tt := range tests {
		for _, c := range []struct {
			name              string
			dates, lenY, topY float64
			extra             string
			want              int
		}{
			{"dates and length beside", 815.1, 790.4, 809.1, "", 3},
			{"a word in the block", 815.1, 790.4, 809.1, "Mentor", 6},
			{"dates far above", 835, 790.4, 809.1, "", 5},
			{"head already dated", 815.1, 790.4, 809.1, "dated", 5},
			{"dates and length mid-page", 815.1, 790.4, 809.1, "mid-page", 4},
			{"dates alone mid-page", 815.1, 790.4, 809.1, "mid-page, no length", 5},
		} {
			t.Run(tt.lang+" "+c.name, func(t *testing.T) {
				top := ln(c.topY, 4, 54.7, tt.degree)
				if c.extra == "dated" {
					top = withCells(top, append(top.cells, cell{s: "2012", x0: 300, x1: 320, size: 12, style: "reg|12"}))
				}
				lines := []line{top, ln(786.6, 4, 54.7, tt.school), ln(c.dates, 5, 462.7, "2014 — 2017"), ln(c.lenY, 5, 492.6, tt.length)}
				if c.extra == "mid-page, no length" {
					lines = append(lines[:3:3], lines[4:]...)
				}
				if c.extra == "mid-page" || c.extra == "mid-page, no length" {
					lines = append([]line{ln(830, 2, 54.7, "Education")}, lines...)
				}
				if c.extra == "Mentor" {
					lines = append(lines, ln(770, 5, 492.6, "Mentor"))
				}
				lines = append(lines, ln(758.9, 7, 54.7, "Field Survey Basics"))
				got := datesBesideBlock(lines)
				if len(got) != c.want {
					t.Fatalf("got %d lines, want %d", len(got), c.want)
				}
				if c.extra == "mid-page" {
					got = got[1:]
				}
				if len(got) == 3 && (got[0].text() != tt.degree+"\t2014 — 2017" || got[1].text() != tt.school+"\t"+tt.length) {
					t.Errorf("got %q / %q", got[0].text(), got[1].text())
				}
			})
		}
	}
}
