package parse

import "strings"

// degreesStacked: degrees written one a line with nothing else, no school,
// no date ("Bachelors in Ethnic Studies" / "Masters in Education" / "PhD
// in Cultural Studies"): in an undated entry with no body whose head holds
// whole degrees only, a line that is a whole degree too opens the next
// entry, right under it or set apart. Without it the second line read as
// the first's school and the third was lost, in the pasted text and in
// Shortlist's own Word file of such a CV. Only in text: a PDF's type tells
// its heads apart.
func degreesStacked(_ *splitter, a step) bool {
	c := a.cur
	if a.kind.dated || c.dated >= 0 || len(c.body) > 0 || len(c.head) == 0 || a.l.style != "" || !wholeDegree(a.l) {
		return false
	}
	for _, h := range c.head {
		if !wholeDegree(h) {
			return false
		}
	}
	return true
}

// wholeDegree reports whether a line is one degree with its subject and
// nothing else: a degree word and more than degree words ("Masters in
// Education", not "Master"), no school, no digit, no second part after a
// comma, bar or dash ("Master en Informatique - Systèmes distribués et
// cloud"), up to ten words.
func wholeDegree(l line) bool {
	s := strings.TrimSpace(l.flat())
	return len(l.cells) == 1 && isDegree(s) && !bareDegree(s) && !strings.ContainsAny(s, "0123456789,|") &&
		len(partSepRe.FindAllStringIndex(s, -1)) == 0 && len(strings.Fields(s)) <= 10
}
