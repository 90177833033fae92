package parse

import "math"

// courseTitles are the titles of a school's course list ("Courses" under
// a degree), which are also section titles of their own.
var courseTitles = wordSet("courses", "coursework", "relevant coursework", "kurse", "cursos", "cours")

// courseList follows a school's course list inside an education section:
// its title, while the items under it run.
type courseList struct {
	open   bool
	x0     float64 // where the list's title starts
	itemX0 float64 // where its first item starts (0 before it)
	pasted int     // lines of a pasted course list still to skip
}

// skips reports whether l is a school's course-list title or one of its
// items, which end no section and head no entry. The title is one of
// courseTitles inside an education section with an entry open (sec, the
// section's lines so far), at the left edge of the section's heads and
// set smaller than the section's title (even prints "Courses" at 13
// points under each school, its titles at 20.5; kendall at the school's
// name right of its dates), so the schools after it
// stay in the section; the items start right of it, all at the first
// one's left edge. A "Courses" section of its own is set like the other
// titles. Pasted text has no sizes and is left alone.
func (c *courseList) skips(title, l line, cur kind, sec []line) bool {
	if c.pasted > 0 {
		c.pasted--
		return true
	}
	if c.open && c.isItem(l, cur) {
		c.itemX0 = l.x0()
		return true
	}
	c.open, c.itemX0 = false, 0
	if cur != kindEducation || len(sec) == 0 || len(l.cells) != 1 || len(title.cells) == 0 || l.size == 0 {
		return false
	}
	c.open = courseTitles[headingKey(l.cells[0].s)] && l.size < title.cells[0].size-0.5 && atHeadEdge(l.x0(), sec[0])
	c.x0 = l.x0()
	return c.open
}

// atHeadEdge reports whether x is where one of the boxes of the
// section's first head line starts: its first, or a name right of dates
// set in a gutter.
func atHeadEdge(x float64, head line) bool {
	for _, c := range head.cells {
		if math.Abs(x-c.x0) <= 2 {
			return true
		}
	}
	return false
}

// isItem reports whether l goes on with the open course list: one box
// right of the list's title, at its items' left edge, and no title.
func (c *courseList) isItem(l line, cur kind) bool {
	if cur != kindEducation || l.size == 0 || len(l.cells) != 1 || l.x0() <= c.x0+2 {
		return false
	}
	if _, _, ok := heading(l, cur); ok {
		return false
	}
	return c.itemX0 == 0 || math.Abs(l.x0()-c.itemX0) <= 2
}

// courseParts reports whether the parts of a school's head left after its
// institution are a list of courses, not a degree: three or more, none a
// degree (class prints the school, its dates and its courses, no degree).
func courseParts(rest []string) bool {
	if len(rest) < 3 {
		return false
	}
	for _, p := range rest {
		if isDegree(p) {
			return false
		}
	}
	return true
}
