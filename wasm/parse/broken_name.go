package parse

import "strings"

// nameBrokenOverLines: a name set large in a narrow header box pastes one
// word a line ("Lucía" / "Fernández" / "Gómez"), and no word alone reads
// as a name, so a later line was taken for it. Two or three lines of one
// capitalised word each that open the text, with a blank line or the end
// after them and together a name (isName), are one line.
func nameBrokenOverLines(lines []line) []line {
	n := 0
	for n < len(lines) && n < 4 && (n == 0 || !lines[n].gap) && oneCapitalWord(lines[n]) {
		n++
	}
	if n < 2 || n > 3 || n < len(lines) && !lines[n].gap {
		return lines
	}
	words := make([]string, n)
	for i, l := range lines[:n] {
		words[i] = l.cells[0].s
	}
	name := strings.Join(words, " ")
	if !isName(name) {
		return lines
	}
	first := lines[0]
	c := first.cells[0]
	first.cells = []cell{{s: name, x0: c.x0, x1: c.x0 + float64(len([]rune(name)))}}
	return append([]line{first}, lines[n:]...)
}

// oneCapitalWord reports whether l is one box of one word that starts with
// a capital and is no heading.
func oneCapitalWord(l line) bool {
	if len(l.cells) != 1 {
		return false
	}
	s := l.cells[0].s
	return !strings.ContainsAny(s, " \t") && startsUpper(s) && !isHeadingText(s)
}
