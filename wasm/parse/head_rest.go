package parse

// headRestBeforeItems: pasted, a blank line may stand between a head that
// ends with its date and the rest of it, the company right above the items
// (actual: "Senior Account Executive" / "Jan 2022 - Present", a blank line,
// "CloudForge GmbH" / "· Verantwortung für …"). One undated line after the
// gap with body lines right under it is the rest of the head, not an entry
// of its own with no title and no date.
func headRestBeforeItems(s *splitter, a step) bool {
	c := a.cur
	if a.kind.dated || a.kind.body || a.l.style != "" || len(c.body) > 0 || c.dated != len(c.head)-1 || len(a.l.cells) != 1 {
		return false
	}
	next := a.i + 1
	return next < len(s.lines) && !s.lines[next].gap && s.kinds[next].body
}
