package parse

import "strings"

// bracketRest reports whether pasted line l closes a bracket that line p
// left open: a viewer breaks a line inside a bracket wherever the page's
// line ended ("… Wartezeit (Median" / "+3 Tage)", "… (durée de" /
// "Neuf mois)."), and the rest may open on a capital, a digit or
// a sign that no other rule joins. p holds more "(" than ")", and l
// closes one before it opens any; a bullet opens an item of its own.
func bracketRest(p, l line) bool {
	if l.gap || len(l.cells) != 1 || len(p.cells) != 1 || startsWithBullet(l.cells[0].s) {
		return false
	}
	a, b := p.cells[0].s, l.cells[0].s
	if strings.Count(a, "(") <= strings.Count(a, ")") {
		return false
	}
	closeAt := strings.IndexByte(b, ')')
	openAt := strings.IndexByte(b, '(')
	return closeAt >= 0 && (openAt < 0 || closeAt < openAt)
}
