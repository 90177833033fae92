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

// joinLowerUnderBullet: under an item with a written bullet ("- Develop
// Python and Pandas pipelines to analyze"), a line in its type that starts
// where the item's text starts, in lower case and with no bullet of its
// own ("readmission rates, …"), goes on with the item whatever its width:
// the next item would start with its bullet (eloquent breaks some items
// short of the list's measure).
func joinLowerUnderBullet(p *line, l line, c *wrapCtx) bool {
	if !sameBlock(p, l) || len(p.cells) != 1 {
		return false
	}
	last := &p.cells[0]
	s := strings.TrimSpace(l.cells[0].s)
	if !startsWithBullet(last.s) || startsWithBullet(s) || !startsLower(s) || l.cells[0].style != last.style || !underText(*p, *last, l) {
		return false
	}
	last.s = joinText(last.s, s, c.words)
	last.x1 = math.Max(last.x1, l.x1())
	return true
}
