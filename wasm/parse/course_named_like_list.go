package parse

import (
	"math"
	"strings"
)

// skillListLabels are the skills' labelled lists among their headings
// (GULP's "Betriebssysteme", "Datenbanken"): also the names of courses.
var skillListLabels = wordSet("programmiersprachen", "betriebssysteme", "datenbanken", "operating systems", "databases",
	"systèmes d'exploitation", "bases de données", "langages de programmation", "sistemas operativos", "bases de datos",
	"lenguajes de programación")

// courseNamedLikeList reports whether the line at h, inside education, is
// a course named like a skills list ("Sistemas Operativos", "Databases"):
// the next line, with no gap above it, is set in its type at its left
// edge, one more course of the same list (slick lists a school's courses
// under its dates).
func courseNamedLikeList(h headingAt) bool {
	l := h.lines[h.i]
	if h.cur != kindEducation || h.i+1 >= len(h.lines) || len(l.cells) != 1 || !skillListLabels[headingKey(l.cells[0].s)] {
		return false
	}
	n := h.lines[h.i+1]
	return l.style != "" && !n.gap && n.style == l.style && math.Abs(n.x0()-l.x0()) <= 1
}

// courseRowNamedLikeList reports whether the line at h, inside education,
// is a row of courses led by one named like a skills list ("Databases⇥
// Compiler Design⇥…": elegant sets a school's courses
// three to a row): its first box, with no colon, is such a label and every
// other box is set in its type and holds one name (no comma, no colon), so
// none is the list's content.
func courseRowNamedLikeList(h headingAt) bool {
	l := h.lines[h.i]
	if h.cur != kindEducation || len(l.cells) < 2 || l.cells[0].style == "" || !skillListLabels[headingKey(l.cells[0].s)] {
		return false
	}
	for _, c := range l.cells[1:] {
		if c.style != l.cells[0].style || strings.ContainsAny(c.s, ",:;") {
			return false
		}
	}
	return !strings.Contains(l.cells[0].s, ":")
}
