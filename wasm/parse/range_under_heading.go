package parse

import "strings"

// rangeUnderNextHeading gives back to the entry above a date range a viewer
// pasted under the next section's heading. A page that sets its dates in a
// column of their own pastes that column after the page's last line, and
// when that line is a heading (eloquent: a work entry at the page's foot,
// then the projects heading), the work entry's range ("March 2015" /
// "—" / "June 2018", joined by dashAloneRanges) comes out right under
// the next heading, where it opened an entry of its own with no head and
// the work entry had no dates. Such a range, alone between blank lines
// right under a heading, moves under the head of the experience part before
// the heading when that part holds no date at all: one range pasted for
// the page's column stands for one entry, and the PDF sets it beside the
// entry's head.
func rangeUnderNextHeading(lines []line) []line {
	for i := 1; i+1 < len(lines); i++ {
		if !isHeadingLine(lines[i]) || !rangeAlone(lines, i+1) {
			continue
		}
		head := undatedExperienceHead(lines, i)
		if head < 0 {
			continue
		}
		r := lines[i+1]
		r.gap = false
		copy(lines[head+2:i+2], lines[head+1:i+1])
		lines[head+1] = r
		i++
	}
	return lines
}

// isHeadingLine reports whether l is one cell that reads as a section heading.
func isHeadingLine(l line) bool {
	return len(l.cells) == 1 && isHeadingText(strings.TrimSpace(l.cells[0].s))
}

// rangeAlone reports whether lines[i] is a date range and nothing else,
// after a gap and followed by a gap or the end.
func rangeAlone(lines []line, i int) bool {
	l := lines[i]
	if !l.gap || len(l.cells) != 1 || i+1 < len(lines) && !lines[i+1].gap {
		return false
	}
	s := strings.TrimSpace(l.cells[0].s)
	return isDateOnly(s) && strings.ContainsAny(s, "-–—")
}

// undatedExperienceHead is the index of the first line of the part that
// heading lines[h] ends, when that part is an experience part with more
// than its head and no date on any line; else -1. One range pasted for the
// page's column stands for one entry: the part's.
func undatedExperienceHead(lines []line, h int) int {
	for j := h - 1; j >= 0; j-- {
		if isHeadingLine(lines[j]) {
			if k, _ := lookupHeading(strings.TrimSpace(lines[j].cells[0].s)); k == kindExperience && j+2 < h {
				return j + 1
			}
			return -1
		}
		for _, c := range lines[j].cells {
			if mayHoldDate(c.s) {
				return -1
			}
		}
	}
	return -1
}
