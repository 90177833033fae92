package parse

// headsItsOwnDate reports whether the line of step a stands over a date
// line of its own, with no gap between: then it heads that date's entry
// and is no part of the entry before it, set apart from that entry's date
// by a gap ("1. Selenium Test Automation", "2018 - 2020", gap, "2. QA
// Analyst", "2014 - 2018": our own files of numbered jobs).
func headsItsOwnDate(s *splitter, a step) bool {
	return !a.kind.dated && s.dateWithin(a.i, 1)
}
