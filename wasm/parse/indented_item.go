package parse

import "math"

// indentedUnderHead: a line under a dated head with no item yet, set
// apart by a gap and indented from the head's left edge, keeps the entry
// open (even spaces its items and indents them under a bullet it draws;
// the item's type is the date's, so no font tells it from a head line,
// and after a page break or in a section's first entry nothing else
// does). It reads as an item: five words or more, no degree, school,
// place or web address, no title unless a sentence's length, and no date
// under it (a line over a date heads that date's entry).
func indentedUnderHead(s *splitter, a step) bool {
	c := a.cur
	if a.l.style == "" || !a.l.gap || a.kind.dated || len(c.body) > 0 || c.dated < 0 || len(c.head) == 0 || len(a.l.cells) != 1 {
		return false
	}
	left := math.Inf(1)
	for _, h := range c.head {
		left = math.Min(left, h.x0())
	}
	if a.l.x0() < left+minGutter || a.i+1 < len(s.lines) && s.kinds[a.i+1].dated {
		return false
	}
	t := a.l.flat()
	n := wordCount(t)
	return n >= 5 && !(n < 8 && isTitle(t)) && !isDegree(t) && !isInstitution(t) && !isLocation(t) && !isLinkLine(a.l)
}

// indentedItemUnderJob: such a line under a head that names no school or
// degree is the job's first item, not one more line of its head (a
// school's indented courses stay where the school's rules put them).
func indentedItemUnderJob(s *splitter, a step) bool {
	if !indentedUnderHead(s, a) {
		return false
	}
	for _, h := range a.cur.head {
		if t := h.flat(); isInstitution(t) || isDegree(t) {
			return false
		}
	}
	return true
}
