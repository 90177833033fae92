package parse

import "math"

// joinItemOverPage: a list item whose last line wraps onto the next page
// ("- Plan and run the pricing trials … for the" at the foot of a page,
// "board." at the top of the next; eloquent). The page break
// is a gap no other join crosses, so the wrap read as a line of its own.
// The first line of a page is the item's wrap when the item above, the
// last line of the page before, opens with a bullet, the line has none and
// starts under the item's text (right of the bullet, where the next item
// would start) in its type, and its first word would not have fitted after
// the item's last line within the list's measure.
func joinItemOverPage(p *line, l line, c *wrapCtx) bool {
	if l.page != p.page+1 || len(l.cells) != 1 || math.Abs(l.size-p.size) > 1.5 {
		return false
	}
	last := &p.cells[len(p.cells)-1]
	first := l.cells[0]
	if !startsWithBullet(last.s) || startsWithBullet(first.s) || groupLabelRe.MatchString(first.s) || first.style != last.style {
		return false
	}
	start := textStart(*last)
	if math.Abs(l.x0()-start) > 2 || l.x0() < last.x0+3 {
		return false
	}
	if last.x1+firstWordWidth(first) < c.measure(p.group, start)-2 {
		return false
	}
	last.s = joinText(last.s, first.s, c.words)
	last.x1 = l.x1()
	return true
}
