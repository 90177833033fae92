package parse

import "math"

// indentedItemUnderHead: the first item under a dated head, set apart by
// a gap and indented from the head's left edge, keeps the entry open
// (even spaces its items and indents them under a bullet it draws; the
// item's type is the date's, so no font tells it from a head line, and
// after a page break or in a section's first entry nothing else does). It
// reads as an item: five words or more, no degree, school, place or web
// address, no title unless a sentence's length, and no date under it (a
// line over a date heads that date's entry).
func indentedItemUnderHead(s *splitter, a step) bool {
	c := a.cur
	if a.l.style == "" || a.kind.dated || len(c.body) > 0 || c.dated < 0 || len(c.head) == 0 || len(a.l.cells) != 1 {
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
