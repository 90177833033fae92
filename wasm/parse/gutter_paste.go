package parse

import (
	"regexp"
	"strings"
)

var (
	// rangeStartRe is a pasted line that opens with a date point and a
	// dash, the rest of the line being other text: "June 2020 – MERN Stack
	// Developer" (the dash ends the date, the gutter broke the range).
	rangeStartRe = regexp.MustCompile(`(?i)^(` + pointRe + `\s*[-–—])\s+(\S.*)$`)
	// rangeEndRe is a pasted line that opens with the end of a range, a
	// date point or an open end, and may go on with other text: "Present
	// Working on …".
	rangeEndRe = regexp.MustCompile(`(?i)^(` + openRe + `|` + pointRe + `)(?:\s+(\S.*))?$`)
)

// mendGutterRanges puts back together a date range that a left gutter
// broke across two lines, as a PDF viewer copies it row by row with the
// column beside it: "June 2020 – MERN Stack Developer" then "Present
// Working on …" become "June 2020 – Present ⇥ MERN Stack Developer" and
// "Working on …", the lines the PDF itself gives (issue 34).
func mendGutterRanges(lines []line) []line {
	for i := 0; i+1 < len(lines); i++ {
		p, l := &lines[i], &lines[i+1]
		if l.gap || !strings.ContainsAny(p.cells[0].s, "-–—") || !mayHoldDate(p.cells[0].s) {
			continue
		}
		start := rangeStartRe.FindStringSubmatch(p.cells[0].s)
		if start == nil || rangeEndRe.MatchString(start[2]) || isDateOnly(start[2]) {
			continue
		}
		end := rangeEndRe.FindStringSubmatch(l.cells[0].s)
		if end == nil || strings.HasPrefix(end[2], "-") || strings.HasPrefix(end[2], "–") || strings.HasPrefix(end[2], "—") {
			// "2019 – Senior Engineer" under "2018 – Engineer": two
			// ranges, each open.
			continue
		}
		date, title := start[1]+" "+end[1], start[2]
		// The title keeps the rest of the first box's span.
		head := p.cells[0]
		head.s, p.cells[0].s = date, title
		p.cells = append([]cell{head}, p.cells...)
		if end[2] == "" {
			l.cells = l.cells[1:]
		} else {
			l.cells[0].s = end[2]
		}
		if len(l.cells) == 0 {
			lines = append(lines[:i+1], lines[i+2:]...)
		}
	}
	return lines
}
