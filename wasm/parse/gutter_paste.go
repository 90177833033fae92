package parse

import (
	"regexp"
	"strings"
	"unicode/utf8"
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
		if l.gap || !opensWithPointAndDash(p.cells[0].s) {
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

// opensWithPointAndDash is a cheap test that rangeStartRe can match s with
// no range end after the dash: a dash within its first 30 bytes with a
// digit before it (the longest point, "1. septiembre de 2020", is shorter)
// and a blank but no digit after it ("2019 – 2021" is a whole range); most
// lines fail it, and the patterns are slow in WebAssembly.
func opensWithPointAndDash(s string) bool {
	i := strings.IndexAny(s, "-–—")
	if i <= 0 || i > 30 || !strings.ContainsAny(s[:i], "0123456789") {
		return false
	}
	_, n := utf8.DecodeRuneInString(s[i:])
	rest := s[i+n:]
	t := strings.TrimLeft(rest, " \t")
	return len(t) < len(rest) && t != "" && (t[0] < '0' || t[0] > '9')
}
