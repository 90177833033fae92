package parse

// taughtPattern is the number of head lines above an entry's date that the
// section's first entry taught (s.pattern), or, while c is that first entry,
// one when one line stands above its date and the last line of its head
// names the same kind of thing as that one: schools stacked as school,
// dates, degree ("Humboldt-Universität" / dates / "Master – Economics" /
// "Technische Universität" / dates), where the second school opens the
// second entry instead of ending the first.
func (s *splitter) taughtPattern(c *entry) int {
	if s.pattern >= 0 || len(s.out) != 1 || c.dated != 1 || len(c.head) <= 2 || !sameHeadKind(c.head[0], c.head[len(c.head)-1]) {
		return s.pattern
	}
	return 1
}

// sameHeadKind reports whether two head lines name the same kind of thing,
// both a school, both a degree or both a job title: then the second may
// open an entry shaped as the first (undatedAfterDate). A company or any
// other line names no kind here, so a job's title under its company and
// dates stays with them.
func sameHeadKind(a, b line) bool {
	k := headKind(a.flat())
	return k != "" && k == headKind(b.flat())
}

// headKind is what a head line names: "school", "degree", "title" or "".
func headKind(s string) string {
	switch {
	case isInstitution(s):
		return "school"
	case isDegree(s):
		return "degree"
	case isTitle(s):
		return "title"
	}
	return ""
}

// degreeOpensAgain: a degree alone on its line ("Bachelor") after an
// entry's date, in an entry that opened with a degree alone: schools set
// as degree, area, school, year one under the other (crisp pasted: "Master"
// / "Economics" / "Humboldt-Universität" / "2019" / "Bachelor" / …) open
// the next entry there, not at the blank line after it. Only in text: a
// PDF's type tells its heads apart, and there spartan's degree, carried to
// the next school by its course rows, would open one more entry.
func degreeOpensAgain(_ *splitter, a step) bool {
	c := a.cur
	return !a.kind.dated && c.dated >= 0 && len(c.body) == 0 && len(c.head) > 0 && a.l.style == "" &&
		bareDegree(a.l.flat()) && bareDegree(c.head[0].flat())
}
