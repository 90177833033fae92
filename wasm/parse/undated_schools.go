package parse

// undatedSchoolSetApart: schools printed without dates, each a degree and
// a school one under the other, set apart by a gap (actual prints no
// dates in its education): after a gap, an undated entry with no body
// whose head already names a school and a degree ends at a line that
// names a school or a degree again, which opens the next entry. With no
// date, gapAfterDate never ends such an entry, and every school after the
// first was lost in the first one's head.
func undatedSchoolSetApart(_ *splitter, a step) bool {
	c := a.cur
	if !a.l.gap || a.kind.dated || c.dated >= 0 || len(c.body) > 0 || len(c.head) < 2 {
		return false
	}
	if k := headKind(a.l.flat()); k != "school" && k != "degree" {
		return false
	}
	named := map[string]bool{}
	for _, h := range c.head {
		named[headKind(h.flat())] = true
	}
	return named["school"] && named["degree"]
}

// undatedSchoolsStacked: schools printed without dates and without a gap
// between them, each a degree over its school (actual's Word file: the
// theme's undated education, one paragraph a line, no blank paragraph),
// in text: an undated entry with no body whose head opened with a degree
// and names a school after it ends at a line that names a degree again,
// which opens the next entry in the first one's shape. Read as one entry,
// every school after the first was lost in the first one's head. A PDF's
// type and gaps tell its heads apart (undatedSchoolSetApart).
func undatedSchoolsStacked(_ *splitter, a step) bool {
	c := a.cur
	if a.l.style != "" || a.kind.dated || c.dated >= 0 || len(c.body) > 0 || len(c.head) < 2 {
		return false
	}
	if headKind(a.l.flat()) != "degree" || headKind(c.head[0].flat()) != "degree" {
		return false
	}
	for _, h := range c.head[1:] {
		if headKind(h.flat()) == "school" {
			return true
		}
	}
	return false
}
