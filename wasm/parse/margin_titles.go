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

// knownTitleStyles returns the styles of lines that are a section title
// alone, whatever else the document sets in them.
func knownTitleStyles(lines []line) map[string]bool {
	out := map[string]bool{}
	for _, l := range lines {
		if l.style == "" || len(l.cells) != 1 {
			continue
		}
		if _, exact := headingIndex[headingKey(l.cells[0].s)]; exact {
			out[l.style] = true
		}
	}
	return out
}

// aloneCapsTitle reads a title that capsHeadings knows only in capitals
// ("Volunteer") as a section title when it stands alone on its line, set
// apart from the line above, in the type of the document's other titles
// (macchiato sets "Volunteer" in title case like its "Education"), or
// pasted, set apart above and below (pastedTitleApart) or standing over an
// entry's head (pastedTitleOverHead). In the entries'
// type it stays a position.
func aloneCapsTitle(lines []line, i int, known map[string]bool) (kind, bool) {
	l := lines[i]
	if len(l.cells) != 1 || !l.gap {
		return kindNone, false
	}
	k, ok := capsHeadings[strings.ToLower(strings.TrimSpace(l.cells[0].s))]
	if !ok || !known[l.style] && !pastedTitleApart(lines, i) && !pastedTitleOverHead(lines, i) {
		return kindNone, false
	}
	return k, true
}
