package match

import "strings"

// A page of two columns (kendall: contact, education and skills on the
// left, the work on the right) can paste block by block: the work's
// heading, then the left column's contact block and its education heading,
// then the jobs, each beside a school. The matcher's lines then put every
// job's dates under "Education", where a dated line is a study, and the
// CV pasted had no years at all while its PDF had its eight. columnsApart
// tells that paste: a work heading whose part holds no item (at most a
// head and its dates) before the education heading that follows it. In the education part after such a pair, a
// dated line whose lines around name no school or degree is work.

type columnsApart struct {
	emptyWork, mixed bool
}

// schoolHints are the words of a school's name, in the four languages.
var schoolHints = phrases("universit universidad hochschul school schule college collège colegio escuela école lycée instituto academ akadem")

// heading reads a heading's lower-case text h.
func (c *columnsApart) heading(h string) {
	switch {
	case containsAny(h, workHeadings):
		c.emptyWork, c.mixed = true, false
	case c.emptyWork && hasPrefixAny(h, educationHeadings):
		c.emptyWork, c.mixed = false, true
	}
}

// line reads line i, no heading: an item is the work part's own.
func (c *columnsApart) line(lines []string, i int) {
	if c.emptyWork && readsAsItem(lines, i) {
		c.emptyWork = false
	}
}

// workInEducation reports whether the dated line i, in an education part,
// is work: the columns were pasted apart, and neither it nor the two lines
// before it name a school or a degree.
func (c *columnsApart) workInEducation(lines []string, i int) bool {
	if !c.mixed {
		return false
	}
	for j := max(0, i-2); j <= i; j++ {
		lower := strings.ToLower(lines[j])
		if mayNameEducation(lower) || containsAny(lower, schoolHints) {
			return false
		}
	}
	return true
}
