package parse

import "strings"

// strayTitles mends a sidebar's title that a PDF viewer pasted between an
// experience entry's head and its dates (actual: "Data Analyst", "Skills",
// "Aug 2021 - Present", the company, the bullets, … and only then the
// sidebar's skills): a section right after an experience section that
// opens, pasted, on a date alone holds that entry's rest first; its own
// content starts at the first block of names (three lines of names or
// more after a blank line, nameLine), and the lines before it, which
// hold an item (a bulleted line or one of six words or more), go back to
// the experience. Otherwise nothing moves (an education section pasted as
// its dates, then its schools).
func strayTitles(secs []section) []section {
	for i := 1; i < len(secs); i++ {
		s := secs[i]
		if secs[i-1].kind != kindExperience || s.kind == kindExperience || len(s.lines) == 0 || s.lines[0].style != "" || !isDateOnly(s.lines[0].flat()) {
			continue
		}
		k := namesBlockAt(s.lines)
		if k <= 0 || !holdsItem(s.lines[:k]) {
			continue
		}
		secs[i-1].lines = append(secs[i-1].lines, s.lines[:k]...)
		secs[i].lines = s.lines[k:]
	}
	return secs
}

// namesBlockAt is the index of the first line after a gap that opens three
// lines of names with no gap between them, -1 when there is none.
func namesBlockAt(lines []line) int {
	for k := 1; k+2 < len(lines); k++ {
		if !lines[k].gap || lines[k+1].gap || lines[k+2].gap {
			continue
		}
		if nameLine(lines[k].flat()) && nameLine(lines[k+1].flat()) && nameLine(lines[k+2].flat()) {
			return k
		}
	}
	return -1
}

// holdsItem reports whether one of the lines reads as an entry's item.
func holdsItem(lines []line) bool {
	for _, l := range lines {
		if s := l.flat(); startsWithBullet(s) || len(strings.Fields(s)) >= 6 {
			return true
		}
	}
	return false
}
