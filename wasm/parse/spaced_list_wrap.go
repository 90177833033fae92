package parse

import (
	"math"
	"strings"
)

// joinWrapInSpacedList: in a list whose items are set apart by space
// (kendall: 18 points between items, 11 between an item's lines), a line
// right under an item with no gap between them, at the item's text edge
// in its type, is the item's wrap whatever its first word: "… for the
// regional" then "Buyers …", "… mit dem Einkauf" then "Lieferanten …",
// which no measure or joining word tells from the next item. The
// item starts after a gap, the line after the wrap is set apart too (or
// ends the block), the item ends no sentence, and the list is a spaced
// one: more of the lines at its edge in its type stand after a gap than
// not (a list of one line per item has only each entry's first item set
// apart).
func joinWrapInSpacedList(p *line, l line, c *wrapCtx) bool {
	if c.lines == nil || !p.gap || !sameBlock(p, l) || len(p.cells) != 1 || l.cells[0].style != p.cells[0].style || p.style == "" {
		return false
	}
	last := &p.cells[0]
	a := strings.TrimSpace(last.s)
	if a == "" || strings.ContainsAny(a[len(a)-1:], ".!?:") || startsWithBullet(l.cells[0].s) || !underText(*p, *last, l) {
		return false
	}
	if n := c.at + 1; n < len(c.lines) && !c.lines[n].gap && c.lines[n].page == l.page && c.lines[n].group == l.group {
		return false
	}
	if !spacedList(c.lines, l.group, textStart(*last), l.style) {
		return false
	}
	last.s = joinText(last.s, l.cells[0].s, c.words)
	last.x1 = math.Max(last.x1, l.x1())
	return true
}

// spacedList reports whether the one-box lines of a column block starting
// at x in a style stand after a gap more often than not, three at least.
func spacedList(lines []line, group int, x float64, style string) bool {
	apart, close := 0, 0
	for _, l := range lines {
		if l.group != group || l.style != style || len(l.cells) != 1 || math.Abs(textStart(l.cells[0])-x) > 1 {
			continue
		}
		if l.gap {
			apart++
		} else {
			close++
		}
	}
	return apart >= 3 && apart > close
}
