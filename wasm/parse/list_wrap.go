package parse

import "strings"

// joinListWrapMidItem: p is a comma-separated list already wrapped once
// (its text is longer than the line right above l), that line fills most
// of its column (four fifths) and ends inside an item (no separator after
// its last word), and l goes on in the same block, under p's text, in p's
// type: "… Cross-functional Collaboration, Process" over "Improvement,
// Project Management, …". joinWrappedLine's estimate of l's first word
// (the line's average letter) misses such a wrap by a point when the word
// has wide letters, and the item came back as two.
func joinListWrapMidItem(p *line, l line, c *wrapCtx) bool {
	if c.at < 1 || c.at > len(c.lines) || !sameBlock(p, l) || len(p.cells) != 1 ||
		startsWithBullet(l.cells[0].s) || groupLabelRe.MatchString(l.cells[0].s) {
		return false
	}
	above, last := c.lines[c.at-1], &p.cells[0]
	if len(above.cells) != 1 || len(last.s) <= len(above.cells[0].s) || !underText(*p, *last, l) {
		return false
	}
	if above.x1()-above.x0() < 0.8*(c.right[l.group]-c.left[l.group]) ||
		strings.Count(last.s, ", ") < 3 || endsItem(above.cells[0].s) {
		return false
	}
	last.s = joinText(last.s, l.cells[0].s, c.words)
	last.x1 = l.x1()
	return true
}

// endsItem reports whether a line of a list ends with a separator: the
// next line starts a new item.
func endsItem(s string) bool {
	s = strings.TrimSpace(s)
	return s == "" || strings.ContainsAny(s[len(s)-1:], ",;|/.") || strings.HasSuffix(s, "·") || strings.HasSuffix(s, "•")
}
