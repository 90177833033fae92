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

// undatedSchoolsStacked: the same schools pasted with no gap between them
// (actual, pasted: "Master, …" / its school / "Bachelor, …" / its school).
// An undated entry with no body whose head opens with a degree and ends
// with a school ends at a degree line with a school's name right under
// it: the pair repeats, and the next school opens there. Lines with no
// type only (pasted text, a Word file): in a PDF the type tells heads
// apart.
func undatedSchoolsStacked(s *splitter, a step) bool {
	c := a.cur
	n := len(c.head)
	if a.l.gap || a.l.style != "" || a.kind.dated || c.dated >= 0 || len(c.body) > 0 || n < 2 || a.i+1 >= len(s.lines) {
		return false
	}
	next := s.lines[a.i+1]
	return headKind(c.head[0].flat()) == "degree" && headKind(c.head[n-1].flat()) == "school" &&
		headKind(a.l.flat()) == "degree" && !next.gap && !s.kinds[a.i+1].dated && headKind(next.flat()) == "school"
}
