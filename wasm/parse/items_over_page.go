package parse

// itemsOverPageBreak: the first line of a new page, in the type of the
// current entry's items, goes on with that entry's list (slick sets its
// items further left on later pages, so no edge ties them to the list
// above, and after the page's gap they read as the next entry's head). The
// entry has its date and items; the line is undated, no web address, and
// its type opens no head of the section (themes whose heads start in the
// items' type are left alone).
func itemsOverPageBreak(s *splitter, a step) bool {
	c := a.cur
	if a.l.style == "" || a.i == 0 || s.lines[a.i-1].page == a.l.page || c.dated < 0 || len(c.body) == 0 || a.kind.dated || isLinkLine(a.l) {
		return false
	}
	if c.body[len(c.body)-1].style != a.l.style {
		return false
	}
	for _, e := range s.out {
		if len(e.head) > 0 && e.head[0].style == a.l.style {
			return false
		}
	}
	return wordCount(a.l.flat()) >= 3
}
