package parse

// headingAt is a line that reads as a section heading, where it stands: the
// document's lines, its index, the section it would end, that section's
// title line and how many lines the section holds so far.
type headingAt struct {
	lines  []line
	i      int
	cur    kind
	opened line
	held   int
}

// notHeadingRule is one named case of a line that reads as a heading and
// is none: it stays in the section it stands in.
type notHeadingRule struct {
	name    string
	applies func(h headingAt) bool
}

// notHeadingRules are tried in turn; any one keeps the line from opening a
// section.
var notHeadingRules = []notHeadingRule{
	{"lead-in to a list", func(h headingAt) bool { return h.i > 0 && leadIn(h.lines[h.i-1], h.lines[h.i], h.cur) }},
	{"interest named like a heading", func(h headingAt) bool { return interestNamedLikeHeading(h.lines[h.i], h.cur) }},
	{"entry of keywords", func(h headingAt) bool { return entryKeywords(h.lines, h.i, h.cur) }},
	{"first interest named like the title", func(h headingAt) bool {
		return firstInterestNamedLikeHeading(h.opened, h.lines[h.i], h.cur, h.held)
	}},
	{"wrapped word of a heading", func(h headingAt) bool { return h.i > 0 && wrappedHeadingWord(h.lines[h.i-1], h.lines[h.i], h.cur) }},
	{"entry head named like a heading", func(h headingAt) bool { return entryHeadNamedLikeHeading(h.lines, h.i, h.cur) }},
	{"course named like a skills list", courseNamedLikeList},
	{"row of courses led by a list label", courseRowNamedLikeList},
	{"course list in a school's entry", courseListInEntry},
	{"degree named like a heading", degreeNamedLikeHeading},
	{"headline wrapped onto a title word", headlineWrapOnTitle},
	{"last item of a comma list", listLastItem},
}

// notHeading reports whether one of notHeadingRules keeps the line at h
// from opening a section.
func notHeading(h headingAt) bool {
	for _, r := range notHeadingRules {
		if r.applies(h) {
			return true
		}
	}
	return false
}
