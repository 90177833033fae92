package parse

import "strings"

// headingSetApart reports whether a line is a section title no project
// block holds: set apart by a blank line, one box, in capitals, and a
// heading word for word ("SKILLS"). A theme that sets an entry's dates in a
// right-hand column (eloquent) is pasted with the last school's dates and
// duration ("2015 — 2019", "4 years") just above or below the next
// section's title; read as a project block's period, they kept the title
// and the whole section under it inside the education.
func headingSetApart(l line) bool {
	if !l.gap || len(l.cells) != 1 {
		return false
	}
	s := strings.TrimSpace(l.cells[0].s)
	if strings.ToUpper(s) != s || strings.ToLower(s) == s {
		return false
	}
	_, exact := headingIndex[headingKey(s)]
	return exact
}
