package parse

// coursesUnderSchool: once a school's head is whole (its dates, a degree
// and the school's name), a line set apart by a gap whose boxes are none
// of these, no address and no place, is the school's course list, not the
// next school's head (eloquent prints a school's courses set apart under
// its name in the degree's type, with no title; onepage sets them in a
// grid of three). The list's later lines go on in its type, at or right
// of its left edge. The next school opens at its degree or its name; the
// area under a bare degree type ("Master", then "Economics") is the
// head's.
func coursesUnderSchool(s *splitter, a step) bool {
	c := a.cur
	if c.dated < 0 || !headHasDegree(c.head) || !headHasInstitution(c.head) || bareDegree(c.head[len(c.head)-1].flat()) {
		return false
	}
	if (a.l.style == "" || a.l.style == c.head[0].style) && s.dateWithin(a.i, 2) {
		// Pasted, a line set apart over its own dates (or over its school
		// and its dates) heads the next entry; in a PDF, in the type of the
		// head above (Shortlist's own PDF: a title over its organisation
		// over its dates, under a whole degree).
		return false
	}
	if !a.l.gap && (len(c.body) == 0 || !goesOnCourses(c.body, a.l)) {
		return false
	}
	for _, b := range a.l.cells {
		if isDegree(b.s) || isInstitution(b.s) || isLocation(b.s) || hasURL(b.s) {
			return false
		}
	}
	return true
}

// goesOnCourses reports whether l, with no gap above it, goes on with a
// course list begun in body: in its first line's type, not left of it
// (PDF lines only: pasted text has no type to go by).
func goesOnCourses(body []line, l line) bool {
	first := body[0]
	return l.style != "" && l.style == first.style && l.x0() >= first.x0()-1
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
