package parse

// degreeSetApart: a school's degree type and its area each on a line of
// their own, set apart under the dated head and the school's website
// (kendall: "2017 – 2019 ⇥ Universität Nordstadt", its address, gap,
// "Master", gap, "Betriebswirtschaftslehre"). Right after the school's
// website, while the head holds no degree, a degree line is the rest of
// it, and the line right after a bare degree type is its area. So is a
// degree line set apart right under the school's name when the head holds
// no degree (caffeine, pasted: dates, gap, school, gap, degree and its
// courses; the degree had opened an entry named after its first course).
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
		return isArea(t)
	}
	return (isLinkLine(last) || isInstitution(last.flat())) && isDegree(t) && !headHasDegree(c.head)
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
