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
// one (spacedList).
func joinWrapInSpacedList(p *line, l line, c *wrapCtx) bool {
	if c.lines == nil || !p.gap || !sameBlock(p, l) || len(p.cells) != 1 || l.cells[0].style != p.cells[0].style || p.style == "" {
		return false
	}
	last := &p.cells[0]
	a := strings.TrimSpace(last.s)
	if a == "" || strings.ContainsAny(a[len(a)-1:], ".!?:") || startsWithBullet(l.cells[0].s) || labelled(l.cells[0].s) || labelled(a) || !underText(*p, *last, l) {
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

// spacedList reports whether a column block's list at x in a style sets
// its items apart: three of its lines at least stand after a gap right
// under another of its lines on the same page, or more of its lines stand
// after a gap than not (three at least). A list of one line per item has a
// gap only above its first item, under its entry's head.
func spacedList(lines []line, group int, x float64, style string) bool {
	at := func(l line) bool {
		return l.group == group && l.style == style && len(l.cells) == 1 && math.Abs(textStart(l.cells[0])-x) <= 1
	}
	apart, near, between := 0, 0, 0
	for i, l := range lines {
		if !at(l) {
			continue
		}
		if !l.gap {
			near++
			continue
		}
		apart++
		if p := lines[max(i-1, 0)]; i > 0 && at(p) && p.page == l.page {
			between++
		}
	}
	return between >= 3 || apart >= 3 && apart > near
}

// labelled reports whether s opens with a label, a colon among its first
// six words ("Datenbanken (Gut): PostgreSQL, …"): a group of
// skills on its line, no item that wraps.
func labelled(s string) bool {
	label, _, ok := strings.Cut(s, ": ")
	return ok && len(strings.Fields(label)) <= 6
}
