package parse

import (
	"math"
	"strings"
)

// joinItemAcrossColumns: a list item set in two CSS columns breaks where
// the first column ends and goes on at the top of the next ("· Develop …
// supporting" at the foot of the left column, "interventions that reduced
// hospital" at the top of the right; actual). The reading order keeps the
// two in turn; the line goes on with the item when it starts in lower case
// with no bullet, in the item's type, higher up the page than the line
// above it and right of that line's column, and the item ends no sentence.
func joinItemAcrossColumns(p *line, l line, c *wrapCtx) bool {
	if c.at == 0 || c.lines == nil || p.page != l.page || len(p.cells) != 1 || len(l.cells) != 1 {
		return false
	}
	above := c.lines[c.at-1]
	first := p.cells[0]
	s := strings.TrimSpace(l.cells[0].s)
	if !startsWithBullet(first.s) || startsWithBullet(s) || !startsLower(s) || l.cells[0].style != first.style || math.Abs(l.size-p.size) > 0.5 {
		return false
	}
	if l.y < c.aboveY+2*l.size || l.x0() < above.x1()-2 || strings.ContainsAny(first.s[len(first.s)-1:], ".!?:;") {
		return false
	}
	// The item goes on in l's column: its later wraps stand under l.
	last := &p.cells[0]
	last.s = joinText(last.s, s, c.words)
	if last.tx != 0 {
		last.tx += l.x0() - last.x0
	}
	last.x0, last.x1 = l.x0(), l.x1()
	p.group = l.group
	return true
}
