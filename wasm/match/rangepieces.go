package match

import (
	"regexp"
	"strings"
)

// A page that sets its dates in a narrow column of their own (eloquent)
// pastes each range one part a line: "May 2016" / "—" / "October 2019",
// or "February 2020" / "— Present". The PDF's line holds the range whole,
// and the matcher reads a role's dates from its lines, so pasted the CV
// had fewer dated roles, fewer years and a "Present" that read as
// presenting. joinRangePieces puts such a range back on one line.

var (
	// pointAloneRe is one date point and nothing else: "May 2016", "2019".
	pointAloneRe = regexp.MustCompile(`(?i)^` + pointNC + `$`)
	// dashAloneRe is a range's dash and nothing else.
	dashAloneRe = regexp.MustCompile(`^(?:-|–|—)$`)
	// rangeEndRe is a range's second half: a dash or a word for "to", then a
	// point or an open end ("— Present", "bis heute", "– 2020").
	rangeEndRe = regexp.MustCompile(`(?i)^(?:-|–|—|to|bis|hasta|a|al|à|au)\s*(?:` + pointNC + `|(?:` + openEndPat + `)(?:'hui)?)$`)
	// endAloneRe is a range's end alone: a point or an open end.
	endAloneRe = regexp.MustCompile(`(?i)^(?:` + pointNC + `|(?:` + openEndPat + `)(?:'hui)?)$`)
)

// joinRangePieces returns lines with each range pasted one part a line
// joined (a point, then a dash alone and an end alone, or a point, then a
// second half: "— Present"), and marks the lines so joined.
func joinRangePieces(lines []string) ([]string, []bool) {
	out := lines[:0:0]
	var joined []bool
	for i := 0; i < len(lines); i++ {
		ln := strings.TrimSpace(lines[i])
		if len(ln) > 24 || !pointAloneRe.MatchString(ln) || i+1 >= len(lines) {
			out = append(out, lines[i])
			continue
		}
		next := strings.TrimSpace(lines[i+1])
		switch {
		case rangeEndRe.MatchString(next):
			out = append(out, ln+" "+next)
			joined = mark(joined, len(out)-1)
			i++
		case dashAloneRe.MatchString(next) && i+2 < len(lines) && endAloneRe.MatchString(strings.TrimSpace(lines[i+2])):
			out = append(out, ln+" "+next+" "+strings.TrimSpace(lines[i+2]))
			joined = mark(joined, len(out)-1)
			i += 2
		default:
			out = append(out, lines[i])
		}
	}
	if joined != nil {
		joined = append(joined, make([]bool, len(out)-len(joined))...)
	}
	return out, joined
}

// mark sets joined[i], growing joined as needed.
func mark(joined []bool, i int) []bool {
	joined = append(joined, make([]bool, i+1-len(joined))...)
	joined[i] = true
	return joined
}
