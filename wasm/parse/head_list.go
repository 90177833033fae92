package parse

import "math"

// indentedListUnderHead: a dated head's list, set apart by a gap, in
// smaller type than every line of the head and indented from the head's
// left edge, is the entry's body, not the next entry's head (macchiato
// and caffeine print a school's courses two by two under its degree, 8
// points under 9 and 10). The next entry's head stands at the heads' edge
// in their type; what a head may hold under its first line (a degree, a
// title, a school, a place or a web address: flat indents them under the
// school or company in smaller type) stays in it.
func indentedListUnderHead(_ *splitter, a step) bool {
	c := a.cur
	if a.l.style == "" || !a.l.gap || c.dated < 0 || len(c.body) > 0 || len(c.head) == 0 {
		return false
	}
	left, smallest := math.Inf(1), math.Inf(1)
	for _, h := range c.head {
		left, smallest = math.Min(left, h.x0()), math.Min(smallest, h.size)
	}
	if a.l.x0() < left+minGutter || a.l.size >= smallest-0.5 {
		return false
	}
	t := a.l.flat()
	return !isDegree(t) && !isTitle(t) && !isInstitution(t) && !isLocation(t) && !isLinkLine(a.l)
}
