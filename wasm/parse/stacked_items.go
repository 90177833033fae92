package parse

import (
	"strings"
)

// itemsUnderStackedHead: pasted without bullet glyphs, the first items
// under a stacked head (company and position on lines of their own above
// the dates) are short lines with neither date nor full stop, and read as
// more head lines, which the entry then drops ("Acme GmbH" / "Engineer" /
// "2020 – Present" / "Built the billing service"). Once two head lines
// stand above the date, an undated line right under the head is its first
// item, unless it is a place, a title, a degree, a school or a link
// (what a stack may hold after its dates, or the next school's head) or a
// dated line follows within as many lines as stand above this head's date
// (the next entry's head, with no items between). An item has two words
// or more: a viewer may cut a line's first word off ("Built" / "daily" /
// "sales and inventory dashboards …"), starts with a capital and is not
// cut off from a rest below it that starts in lower case ("Own full-cycle"
// / "sales process for …": the line is a piece of the item, not one). A
// school's stack is left alone: the course lists under it run into the
// next school's head.
func itemsUnderStackedHead(s *splitter, a step) bool {
	c := a.cur
	if a.l.style != "" || a.l.gap || len(a.l.cells) != 1 || len(c.body) > 0 || c.dated < 0 {
		return false
	}
	above := headLines(c.head[:c.dated])
	if above < 2 || s.dateWithin(a.i, above) {
		return false
	}
	for _, h := range c.head {
		if ht := h.flat(); isInstitution(ht) || isDegree(ht) {
			return false
		}
	}
	t := a.l.flat()
	if !startsUpper(t) || a.i+1 < len(s.lines) && !startsUpper(s.lines[a.i+1].flat()) {
		return false
	}
	w, _, _ := strings.Cut(t, " ")
	return wordCount(t) >= 2 && !hasURL(w) && !isLinkLine(a.l) && !isLocation(t) && !isTitle(t) && !isDegree(t) && !isInstitution(t)
}
