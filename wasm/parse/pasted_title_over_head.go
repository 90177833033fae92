package parse

import "strings"

// pastedTitleOverHead reports whether pasted line i, a title known only in
// capitals written otherwise ("Volunteer"), stands over an entry's head
// rather than in it: a blank line above it and no title, the entry's first
// line right under it, and under it as many lines before the entry's date as the
// shortest job head of the CV's experience section has with its first
// line (class: company / position / date under "Work", then "Volunteer" /
// organisation / role / date; actual: position / date, then "Volunteer" /
// role / date). A "Volunteer" position is its head's first line and
// leaves one line fewer under it ("Volunteer" / date / organisation).
func pastedTitleOverHead(lines []line, i int) bool {
	l := lines[i]
	if l.style != "" || !l.gap || len(l.cells) != 1 || i == 0 || i+1 >= len(lines) || lines[i+1].gap {
		return false
	}
	if _, _, titled := heading(lines[i-1], kindNone); titled {
		// Under another title it is one of a column of titles pasted
		// before their contents, as pastedTitleApart reads it.
		return false
	}
	ref := shortestJobHead(lines[:i])
	return ref >= 1 && linesToDate(lines, i) >= ref
}

// linesToDate is the number of lines between line i and the first line
// under it that is or ends with a date, within four lines and with no item
// between; -1 when there is none.
func linesToDate(lines []line, i int) int {
	for k := i + 1; k < len(lines) && k <= i+4; k++ {
		s := lines[k].flat()
		if startsWithBullet(s) {
			return -1
		}
		if _, _, ok := headDate(s, dateMemo{}); ok {
			return k - i - 1
		}
	}
	return -1
}

// shortestJobHead is the fewest lines a head under the last experience
// title in lines has up to its date (the dated line not counted): a head
// opens under the title or after a blank line, is no item, date or title,
// and reaches its
// date within four lines; -1 when there is no such head.
func shortestJobHead(lines []line) int {
	e := -1
	for k := len(lines) - 1; k >= 0 && e < 0; k-- {
		if len(lines[k].cells) == 1 {
			if kd, ok := lookupHeading(lines[k].cells[0].s); ok && kd == kindExperience {
				e = k
			}
		}
	}
	if e < 0 {
		return -1
	}
	best := -1
	for k := e + 1; k < len(lines); k++ {
		l := lines[k]
		s := l.flat()
		if !l.gap && k > e+1 || len(l.cells) != 1 || startsWithBullet(s) || len(strings.Fields(s)) >= 8 || isDateOnly(s) || isHeadingText(s) {
			continue
		}
		if n := linesToDate(lines, k); n >= 0 && (best < 0 || n+1 < best) {
			best = n + 1
		}
	}
	return best
}
