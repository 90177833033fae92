package parse

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// gluedDateRe is a box whose ISO date range follows a word with no space
// ("Analista de Datos / Científico2016-09-01 - 2020-02-01"): pdf.js read
// the position and its date, set apart on the page, as one item.
var gluedDateRe = regexp.MustCompile(`^(.*\p{Ll})((?:19|20)\d\d-\d\d.*)$`)

// splitGluedDates splits each box of a row whose ISO date range is glued
// to the position before it into the position and the date, each with its
// share of the box by its characters (rowLine): the date then reads as the
// entry's date, apart from its title.
func splitGluedDates(cells []cell) []cell {
	out := make([]cell, 0, len(cells)+1)
	for _, c := range cells {
		m := gluedDateRe.FindStringSubmatch(c.s)
		if m == nil || !isDateOnly(m[2]) {
			out = append(out, c)
			continue
		}
		cut := c.x0 + (c.x1-c.x0)*float64(utf8.RuneCountInString(m[1]))/float64(utf8.RuneCountInString(c.s))
		text, date := c, c
		text.s, text.x1 = m[1], cut
		date.s, date.x0 = strings.TrimSpace(m[2]), cut
		out = append(out, text, date)
	}
	return out
}
