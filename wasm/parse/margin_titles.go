package parse

import "strings"

// marginCapsTitle reads a title that capsHeadings knows only in capitals
// ("Volunteer") as a section title when it is set in a margin beside its
// section's first entry, in its own larger type: even prints "Volunteer"
// right-aligned left of the text, in the size of its "Work" and
// "Education". Beside a company in the same type, or alone, it stays a
// position.
func marginCapsTitle(l line) (kind, []cell, bool) {
	if len(l.cells) < 2 {
		return kindNone, nil, false
	}
	title, next := l.cells[0], l.cells[1]
	k, ok := capsHeadings[strings.ToLower(strings.TrimSpace(title.s))]
	if !ok || title.style == "" || title.style == next.style || title.size < next.size+1 || next.x0-title.x1 < minGutter {
		return kindNone, nil, false
	}
	return k, l.cells[1:], true
}
