package match

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// letterSpaced reports whether ln is a heading set in spaced letters, as a
// viewer pastes a heading the page spaces out: "E D U C AT I O N" (pair
// kerning keeps some letters together). Pasted, such a heading went unread,
// and the school's dates under it counted as years of work, which the
// PDF's "EDUCATION" kept out: three fields or more, each of one or two
// letters, most of one.
func letterSpaced(ln string) bool {
	f := strings.Fields(ln)
	if len(f) < 3 {
		return false
	}
	ones := 0
	for _, w := range f {
		n := utf8.RuneCountInString(w)
		if n > 2 {
			return false
		}
		for _, r := range w {
			if !unicode.IsLetter(r) {
				return false
			}
		}
		if n == 1 {
			ones++
		}
	}
	return ones*2 > len(f)
}

// gutterHeading reads a heading a page sets in its gutter beside the first
// line of its part ("Education<tab>Example State University", even): from
// the PDF the line is too long to read as a heading, so the school's dates
// under it counted as years of work, which pasted, the heading on a line
// of its own, they did not. It returns whether the lines after ln are
// work, given work before it.
func gutterHeading(ln string, work bool) bool {
	cell, rest, ok := strings.Cut(ln, "\t")
	if !ok || strings.TrimSpace(rest) == "" || len(strings.Fields(cell)) > 3 || strings.Contains(cell, ",") {
		return work
	}
	h := strings.TrimLeft(strings.ToLower(cell), "#*_ ")
	switch {
	case hasPrefixAny(h, workHeadings):
		return true
	case hasPrefixAny(h, educationHeadings):
		return false
	}
	return work
}
