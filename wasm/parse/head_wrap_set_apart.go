package parse

import "strings"

// joinHeadSetApart: a head of two or three lines set apart from the lines
// around it (space above its first line and under its last), every line in
// one type that is not the running text's, the line above reaching the
// margin where the next one's first word would not have fitted and ending
// a sentence of six words or more: "Booking app for dental practices, used by
// three hundred clinics." over "Runs on tablets." between two other titles, each set apart.
// opensItem takes a capitalised line under a full stop for the next item
// of a list whose bullets are drawn; such items follow one another without
// space between them. Not in the running text's type (a list of sentences
// set apart one by one), nor a line of a few words (a sidebar's tags).
func joinHeadSetApart(p *line, l line, c *wrapCtx) bool {
	if c.at < 1 || c.at >= len(c.lines) || l.style == c.body || !sameBlock(p, l) || len(p.cells) != 1 || startsWithBullet(l.cells[0].s) ||
		groupLabelRe.MatchString(l.cells[0].s) || !setApartBelow(l, c) {
		return false
	}
	first := c.at - 1
	for first > 0 && !c.lines[first].gap && c.at-first < 3 {
		first--
	}
	if !c.lines[first].gap && first > 0 {
		return false
	}
	for _, a := range c.lines[first:c.at] {
		if len(a.cells) != 1 || a.style != l.style || a.group != l.group || a.page != l.page {
			return false
		}
	}
	last := &p.cells[0]
	if !endsSentence(last.s) || len(strings.Fields(last.s)) < 6 {
		return false
	}
	if last.style != l.cells[0].style || !reachesMargin(*last, l, c) || !underText(*p, *last, l) {
		return false
	}
	last.s = joinText(last.s, l.cells[0].s, c.words)
	last.x1 = l.x1()
	return true
}

// setApartBelow reports whether the line under l, if any, stands apart
// from it: space above it, another column block or page. Not another type
// alone: a degree over its school and dates reaches the margin too.
func setApartBelow(l line, c *wrapCtx) bool {
	if c.at+1 >= len(c.lines) {
		return true
	}
	n := c.lines[c.at+1]
	return n.gap || n.group != l.group || n.page != l.page
}
