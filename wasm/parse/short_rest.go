package parse

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// shortRest reports whether pasted line l is the last word or two of an
// item that its printed column broke after line p ("… Abstimmung in
// enger" / "Zusammenarbeit", "… Pflege der" / "Lagerlisten", "… for
// every new" / "QA Engineer"): rewraps joins a line
// only when it opens in lower case, and German nouns, names and acronyms
// open in capitals. p reaches within a fifth of the column's width and
// ends in a lower-case letter (no full stop, comma or colon), l's first
// word would not have fitted on p's line, and l is one or two words that
// end in a letter, no heading, date, label or contact line; and what
// follows is another item, not the rest of a head (a company's name under
// an item is followed by its title or dates). An item of its own is rarely
// one or two words after a full line that stops mid-phrase.
func shortRest(lines []line, i, width int) bool {
	p, l := lines[i-1], lines[i]
	if l.gap || len(l.cells) != 1 || len(p.cells) != 1 || startsWithBullet(l.cells[0].s) {
		return false
	}
	a, b := strings.TrimSpace(p.cells[0].s), strings.TrimSpace(l.cells[0].s)
	n := utf8.RuneCountInString(a)
	if 5*n < 4*width {
		return false
	}
	ws := strings.Fields(a)
	lastWord := ws[len(ws)-1]
	if first, _ := utf8.DecodeRuneInString(lastWord); len(ws) < 6 || !unicode.IsLower(first) {
		return false
	}
	if last, _ := utf8.DecodeLastRuneInString(a); !unicode.IsLetter(last) {
		return false
	}
	words := strings.Fields(b)
	if len(words) == 0 || len(words) > 2 || n+1+utf8.RuneCountInString(words[0]) <= width {
		return false
	}
	if last, _ := utf8.DecodeLastRuneInString(b); !unicode.IsLetter(last) {
		return false
	}
	if !itemAfter(lines, i+1) {
		return false
	}
	w := words[0]
	return !strings.Contains(w, "@") && !hasURL(w) && !groupLabelRe.MatchString(b) && !isHeadingText(b) && !isDateOnly(b) && !isOpenOnly(b)
}

// itemAfter reports whether line j opens after an item's rest: the text
// ends, or a bullet or a line of five words or more comes next, with or
// without a gap, and no date (a company's name under the last item is
// followed by its dates).
func itemAfter(lines []line, j int) bool {
	if j >= len(lines) {
		return true
	}
	s := lines[j].cells[0].s
	if mayHoldDate(s) && scanDate(s).ok {
		return false
	}
	return lines[j].gap || len(lines[j].cells) != 1 || startsWithBullet(s) || len(strings.Fields(s)) >= 5
}

// commaRest reports whether pasted line l goes on with line p, which its
// printed column broke after a comma ("… (Kafka, Redis," / "Postgres)
// and …"): p reaches within a fifth of the column's width and ends with a
// comma, which ends no item, and l's first word would not have fitted.
func commaRest(p, l line, width int) bool {
	if l.gap || len(l.cells) != 1 || len(p.cells) != 1 || startsWithBullet(l.cells[0].s) {
		return false
	}
	a, b := strings.TrimSpace(p.cells[0].s), strings.TrimSpace(l.cells[0].s)
	n := utf8.RuneCountInString(a)
	words := strings.Fields(b)
	if !strings.HasSuffix(a, ",") || 5*n < 4*width || len(words) == 0 || n+1+utf8.RuneCountInString(words[0]) <= width {
		return false
	}
	if mayHoldDate(b) && scanDate(b).ok {
		// "Certified Consultant," / "Example Academy (04/2021)": a dated
		// line opens a head of its own in the sections that list them.
		return false
	}
	w := words[0]
	return !strings.Contains(w, "@") && !hasURL(w) && !groupLabelRe.MatchString(b) && !isHeadingText(b)
}
