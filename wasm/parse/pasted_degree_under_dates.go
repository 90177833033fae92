package parse

// pastedDegreeUnderDates: in pasted text, a school's name, a gap, its dates
// alone, a gap, then its degree (flat: each on a block of its own, the
// degree's course list after it). While the head holds no degree, the
// degree line set apart under the dates is the head's rest, unless a
// school's name or a date stands right under it: a head opened by its
// degree (degree, school, dates) opens the next entry there, and pasted
// text has no type to tell the two apart (datesUnderSchool tells them in
// a PDF).
func pastedDegreeUnderDates(s *splitter, a step) bool {
	c := a.cur
	n := len(c.head)
	if a.l.style != "" || a.kind.dated || len(c.body) > 0 || n < 2 || c.dated != n-1 || len(a.l.cells) != 1 {
		return false
	}
	if !isDateOnly(c.head[n-1].flat()) || !isInstitution(c.head[n-2].flat()) || headHasDegree(c.head) {
		return false
	}
	t := a.l.flat()
	if !isDegree(t) || isInstitution(t) {
		return false
	}
	if k := a.i + 1; k < len(s.lines) && !s.lines[k].gap && (s.kinds[k].dated || isInstitution(s.lines[k].flat())) {
		return false
	}
	return true
}
