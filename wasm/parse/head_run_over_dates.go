package parse

// joinHeadRunOverDates: a head wrapped over several lines in its own type
// (not the running text's), each line but the last reaching the margin,
// the run set apart above and closed by its dates: a line of dates alone
// or "dates | place" in another type under it, or its own dates and a bar
// opening its first line ("04/2019 - 05/2021 | Title …", the way a head
// ending with a full stop is written). A head that long is a sentence or
// a project's description, and its German nouns open many of its lines
// with a capital, which opensItem took for the next item of a list: the
// head came back cut, its lines as bullets. A degree over its school
// (one type, no gap) stays two lines unless the degree reaches the margin.
func joinHeadRunOverDates(p *line, l line, c *wrapCtx) bool {
	if c.at < 1 || c.at >= len(c.lines) || l.style == "" || !sameBlock(p, l) || len(p.cells) != 1 ||
		p.style != l.style || startsWithBullet(l.cells[0].s) {
		return false
	}
	last := &p.cells[0]
	if datesUnderHead(*last, l) || !reachesMargin(*last, l, c) || !underText(*p, *last, l) {
		return false
	}
	first := c.at - 1
	for first > 0 && !c.lines[first].gap && c.lines[first-1].style == l.style && c.at-first < maxHeadRun {
		first--
	}
	if !c.lines[first].gap && first > 0 || !headRunClosed(c, first, l) {
		return false
	}
	last.s = joinText(last.s, l.cells[0].s, c.words)
	last.x1 = l.x1()
	return true
}

// maxHeadRun is the most lines a head runs over (gulp_de holds heads of
// fifteen).
const maxHeadRun = 24

// headRunClosed reports whether the run of lines in l's type from
// c.lines[first] down through l ends as a head does: its first line opens
// with dates and a bar and the run ends at a gap, another block or page,
// or the run is closed by a line of dates in another type.
func headRunClosed(c *wrapCtx, first int, l line) bool {
	end := c.at
	for end+1 < len(c.lines) && end-first < maxHeadRun {
		n := c.lines[end+1]
		if n.gap || n.page != l.page || n.group != l.group || n.style != l.style || len(n.cells) != 1 {
			break
		}
		end++
	}
	if end+1 >= len(c.lines) {
		return false
	}
	n := c.lines[end+1]
	if datesThenBar(c.lines[first].cells[0].s, scanDate(c.lines[first].cells[0].s)) {
		return n.gap || n.page != l.page || n.group != l.group
	}
	return !n.gap && n.page == l.page && n.group == l.group && n.style != l.style && len(n.cells) == 1 &&
		datesAloneOrPlaced(n.cells[0].s, dateMemo{})
}
