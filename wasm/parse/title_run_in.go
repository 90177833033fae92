package parse

import (
	"strings"
	"unicode/utf8"
)

// titleRunIn: a title printed in the margin beside its section's first
// entry, broken over two lines ("WORK" / "EXPERIENCE"), pastes with its
// second word run into the entry's line ("EXPERIENCE Data Analyst") and
// the entry's first line, printed level with the title, alone above it
// (slick: the company, then the title, then "EXPERIENCE <position>"). The
// title's two words become one heading line, and a short lone line right
// above the title moves under it, before the rest of the run-in line: the
// entry reads company, position, dates again.
func titleRunIn(lines []line) []line {
	for i := 1; i+1 < len(lines); i++ {
		title, rest, ok := runInTitle(lines[i], lines[i+1])
		if !ok {
			continue
		}
		out := append([]line{}, lines[:i]...)
		var moved []line
		if lone := lines[i-1]; loneHeadLine(lines, i-1) {
			out = out[:i-1]
			lone.gap = false
			moved = append(moved, lone)
		}
		out = append(out, title)
		out = append(out, moved...)
		out = append(out, rest)
		return append(out, lines[i+2:]...)
	}
	return lines
}

// runInTitle reports whether l is the first word of a title alone after a
// gap and next starts with the title's second word and goes on; it
// returns the whole title as one line and the rest of next.
func runInTitle(l, next line) (title, rest line, ok bool) {
	if !l.gap || next.gap || len(l.cells) != 1 || len(next.cells) != 1 || strings.Contains(l.cells[0].s, " ") {
		return line{}, line{}, false
	}
	w, after, cut := strings.Cut(next.cells[0].s, " ")
	if !cut || after == "" {
		return line{}, line{}, false
	}
	// Both words in capitals and the two a heading as they stand: a
	// title, not a line that starts with a heading's words.
	first := l.cells[0].s
	k, exact := headingIndex[headingKey(first+" "+w)]
	if !exact || k == kindTitle || !allCaps(first) || !allCaps(w) || isHeadingText(after) {
		return line{}, line{}, false
	}
	title, rest = l, next
	c := next.cells[0]
	title.cells = []cell{{s: first + " " + w, x0: l.cells[0].x0, x1: l.cells[0].x1}}
	rest.cells = []cell{{s: after, x0: c.x1 - float64(utf8.RuneCountInString(after)), x1: c.x1}}
	return title, rest, true
}

// loneHeadLine reports whether line i stands alone between two gaps and
// reads as an entry's head line: short, no sentence.
func loneHeadLine(lines []line, i int) bool {
	l := lines[i]
	if !l.gap || !lines[i+1].gap || len(l.cells) != 1 {
		return false
	}
	s := l.cells[0].s
	return wordCount(s) <= 6 && !endsSentence(s) && !isHeadingText(s)
}

// allCaps reports whether s has letters and no lower-case one.
func allCaps(s string) bool {
	return strings.ToUpper(s) == s && strings.ToLower(s) != s
}
