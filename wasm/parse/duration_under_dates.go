package parse

import "strings"

// durationsUnderDates drops, from pasted lines, the length of time a theme
// prints under an entry's dates ("2012 — 2015" then "3 years"; "— Present"
// then "2 years"; eloquent): the dates say it already, and standing alone
// between the dates and the school or employer under them, it ended the
// head there, so the school opened an entry of its own. The length is a
// line of its own (durationRe) right under a line with only dates or an
// open end, no gap between.
func durationsUnderDates(lines []line) []line {
	out := lines[:0:0]
	for i, l := range lines {
		if i > 0 && !l.gap && len(l.cells) == 1 && len(lines[i-1].cells) == 1 && durationRe.MatchString(strings.TrimSpace(l.cells[0].s)) {
			above := strings.TrimLeft(strings.TrimSpace(lines[i-1].cells[0].s), "—–- ")
			if isDateOnly(above) || isOpenOnly(above) {
				continue
			}
		}
		out = append(out, l)
	}
	return out
}
