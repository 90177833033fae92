package parse

import "math"

// headerWraps joins, in a PDF header, a name or title wrapped onto lines
// of its own: a line's first box set in the same large type as the first
// box of a line above (half again the header's smallest type or more), at
// the same left edge, a line height under it ("Maya" over "Rodriguez" at
// 43 pt, "Data Analyst | Turning Raw Data" over "into Strategic
// Decisions" at 22 pt; actual, whose contacts on the right stand between
// them in reading order). The joined box stays on the upper line; a line
// left empty goes.
func headerWraps(lines []line) []line {
	big := 1.5 * smallestSize(lines)
	out := make([]line, 0, len(lines))
	for _, l := range lines {
		if k := wrappedFrom(out, l, big); k >= 0 {
			// A copy: the lines' cells are the reading-order text's too
			// (contactsElsewhere reads them after the header), as in
			// wrappedTitles.
			out[k].cells = append([]cell(nil), out[k].cells...)
			up := &out[k].cells[0]
			up.s += " " + l.cells[0].s
			up.x1 = max(up.x1, l.cells[0].x1)
			up.y = l.cells[0].y // the next wrap is a line height under this one
			if l.cells = l.cells[1:]; len(l.cells) == 0 {
				continue
			}
		}
		out = append(out, l)
	}
	return out
}

// wrappedFrom returns the index of the one of the last three lines of out
// whose first box l's first box continues (wrapsHead), -1 if none.
func wrappedFrom(out []line, l line, big float64) int {
	if len(l.cells) == 0 {
		return -1
	}
	for k := len(out) - 1; k >= 0 && k >= len(out)-3; k-- {
		if len(out[k].cells) > 0 && wrapsHead(out[k].cells[0], l.cells[0], big) {
			return k
		}
	}
	return -1
}

// wrapsHead reports whether box b continues box a: same style, at least
// big, left edges within 2 pt, b's first glyph at most 1.2 of its height
// under a's.
func wrapsHead(a, b cell, big float64) bool {
	if a.style == "" || a.style != b.style || b.size < big || math.Abs(a.x0-b.x0) > 2 {
		return false
	}
	d := a.y - b.y
	return d > 0 && d <= 1.2*b.size
}

// smallestSize is the smallest glyph height of the lines' boxes (0 pasted).
func smallestSize(lines []line) float64 {
	least := 0.0
	for _, l := range lines {
		for _, c := range l.cells {
			if least == 0 || c.size > 0 && c.size < least {
				least = c.size
			}
		}
	}
	return least
}
