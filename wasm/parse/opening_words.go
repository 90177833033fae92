package parse

import (
	"unicode"
	"unicode/utf8"
)

// openingWords joins a paragraph's first words that a viewer pasted one or
// two a line ("Led" / "the" / then "rollout of nine depots …"): the
// paragraph's first line ran beside something else on the page (class sets
// each job's summary beside its dates and link), so its words came out
// apart. A run of two or three lines of at most two words each, the first
// opening in capitals and the others in lower case, none with a date or an
// address, followed (a gap between or not) by a line of six words or more
// opening in lower case, becomes one line with it.
func openingWords(lines []line) []line {
	out := make([]line, 0, len(lines))
	for i := 0; i < len(lines); i++ {
		n := openingRun(lines, i)
		if n == 0 {
			out = append(out, lines[i])
			continue
		}
		l := lines[i]
		l.cells = append([]cell(nil), l.cells...)
		for _, m := range lines[i+1 : i+n+1] {
			l.cells[0].s += " " + m.cells[0].s
		}
		l.cells[0].x1 = lines[i+n].cells[0].x1
		out = append(out, l)
		i += n
	}
	return out
}

// openingRun returns how many lines after lines[i] join it (openingWords),
// 0 when none.
func openingRun(lines []line, i int) int {
	if !openingPiece(lines[i], unicode.IsUpper) {
		return 0
	}
	j := i + 1
	for j < len(lines) && j < i+3 && !lines[j].gap && openingPiece(lines[j], unicode.IsLower) {
		j++
	}
	if j == i+1 || j == len(lines) {
		return 0
	}
	rest := lines[j]
	if len(rest.cells) != 1 || wordCount(rest.cells[0].s) < 6 || !opensWith(rest.cells[0].s, unicode.IsLower) {
		return 0
	}
	return j - i
}

// openingPiece reports whether l is one or two words opening as first
// says, with no date and no address.
func openingPiece(l line, first func(rune) bool) bool {
	if len(l.cells) != 1 {
		return false
	}
	s := l.cells[0].s
	return wordCount(s) <= 2 && opensWith(s, first) && !mayHoldDate(s) && !hasURL(s) && !startsWithBullet(s)
}

func opensWith(s string, first func(rune) bool) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return first(r)
}
