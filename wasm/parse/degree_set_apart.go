package parse

// degreeSetApart: a school's degree type and its area each on a line of
// their own, set apart under the dated head and the school's website
// (kendall: "2017 – 2019 ⇥ Universität Nordstadt", its address, gap,
// "Master", gap, "Betriebswirtschaftslehre"). Right after the school's
// website, while the head holds no degree, a degree line is the rest of
// it, and the line right after a bare degree type is its area, also a
// Spanish field that names a degree too ("Grado", gap, "Ingeniería …":
// typeApartFromField; it had opened an entry of its own). So is a
// degree line set apart right under the school's name when the head holds
// no degree (caffeine, pasted: dates, gap, school, gap, degree and its
// courses; the degree had opened an entry named after its first course),
// and right under the dates set alone under the school's name (spartan).
// A school's name opens the next entry.
func degreeSetApart(_ *splitter, a step) bool {
	c := a.cur
	if a.kind.dated || len(c.body) > 0 || c.dated < 0 || len(a.l.cells) != 1 {
		return false
	}
	t := a.l.flat()
	if isInstitution(t) || isLinkLine(a.l) {
		return false
	}
	last := c.head[len(c.head)-1]
	if bareDegree(last.flat()) {
		return isArea(t) || typeApartFromField(last.flat(), t)
	}
	return (isLinkLine(last) || isInstitution(last.flat()) || datesUnderSchool(c.head, a.l)) && isDegree(t) && !headHasDegree(c.head)
}

// datesUnderSchool reports whether a PDF head ends with its dates alone
// on a line right under the school's name (spartan: school, dates, gap,
// then the degree type and its area), and the degree line l is not in
// the type of the head's first line: a head opened by a degree over its
// school and dates (degree, school, dates, gap, degree, school, dates)
// opens the next entry where a line in that type stands again. Pasted
// text, with no type to tell heads apart, stacks the next entry's degree
// right under such dates.
func datesUnderSchool(head []line, l line) bool {
	n := len(head)
	return n >= 2 && head[n-1].style != "" && isDateOnly(head[n-1].flat()) && isInstitution(head[n-2].flat()) &&
		l.style != head[0].style
}

// headHasDegree reports whether a line of head names a degree, alone or
// beside the school ("Economics, Master, University of Leeds").
func headHasDegree(head []line) bool {
	for _, l := range head {
		if hasWord(l.flat(), degreeWords) {
			return true
		}
	}
	return false
}
