package parse

// coursesUnderSchool: once a school's head is whole (its dates, a degree
// and the school's name), a line of one box set apart by a gap that is
// none of these, no address and no date, is the school's course list,
// not the next school's head (eloquent prints a school's courses set
// apart under its name in the degree's type, with no title). The next
// school opens at its degree or its name; the area under a bare degree
// type ("Master", then "Economics") is the head's.
func coursesUnderSchool(_ *splitter, a step) bool {
	c := a.cur
	if !a.l.gap || c.dated < 0 || len(a.l.cells) != 1 || !headHasDegree(c.head) || !headHasInstitution(c.head) || bareDegree(c.head[len(c.head)-1].flat()) {
		return false
	}
	t := a.l.flat()
	return !isDegree(t) && !isInstitution(t) && !isLinkLine(a.l) && !isLocation(t)
}

// headHasInstitution reports whether a line of head names a school.
func headHasInstitution(head []line) bool {
	for _, l := range head {
		if isInstitution(l.flat()) {
			return true
		}
	}
	return false
}
