package parse

import (
	"math"
	"regexp"
	"strconv"
)

// loneYearRe is a year alone in its box.
var loneYearRe = regexp.MustCompile(`^\s*((?:19|20)\d\d)\s*$`)

// stackedYears joins a range a theme prints as two years stacked in a
// gutter left of an entry's head ("2017" beside the school, "2019" under
// it beside the school's link; kendall): the first box of a line is a year
// and the first box of the line right under it, at the same left edge, a
// later year at most fifteen on, and no third year follows (a list dated
// by year, one item a line, stays as it is). Both years go to the upper
// line's box ("2017 2019": the reading order adds nothing, yearPairRanges
// reads it as a range) and the lower year leaves its line, so the rest of
// the head wrapped beside it joins. Without it the second year reads as a
// second date and opens an entry of its own.
func stackedYears(lines []line) []line {
	lines = yearBesideHead(lines)
	out := lines[:0:0]
	for i := 0; i < len(lines); i++ {
		l := lines[i]
		if yearPairAt(lines, i) {
			n := lines[i+1]
			l.cells = append([]cell{}, l.cells...)
			l.cells[0].s = loneYearRe.FindStringSubmatch(l.cells[0].s)[1] + " " + loneYearRe.FindStringSubmatch(n.cells[0].s)[1]
			out = append(out, l)
			if len(n.cells) > 1 {
				n.cells = n.cells[1:]
				out = append(out, n)
			}
			i++
			continue
		}
		out = append(out, l)
	}
	return out
}

// stackedPairRe is the box stackedYears leaves: two years and a space.
var stackedPairRe = regexp.MustCompile(`^((?:19|20)\d\d) ((?:19|20)\d\d)$`)

// yearPairRanges writes the two stacked years of a head's first box as
// the range they are ("2017 – 2019") for the sections to read.
func yearPairRanges(lines []line) []line {
	out := append([]line(nil), lines...)
	for i, l := range out {
		if len(l.cells) == 0 {
			continue
		}
		if m := stackedPairRe.FindStringSubmatch(l.cells[0].s); m != nil && m[1] < m[2] {
			head := l.cells[0]
			head.s = m[1] + " – " + m[2]
			out[i].cells = append([]cell{head}, l.cells[1:]...)
		}
	}
	return out
}

// yearPairAt reports whether lines i and i+1 start with a stacked pair of
// years that no other year at their edge runs on from or into.
func yearPairAt(lines []line, i int) bool {
	if i+1 >= len(lines) || !yearsStacked(lines[i], lines[i+1]) {
		return false
	}
	return (i == 0 || !sameYearEdge(lines[i], lines[i-1])) && (i+2 == len(lines) || !sameYearEdge(lines[i+1], lines[i+2]))
}

// yearsStacked reports whether the first boxes of l and the line n right
// under it are a start year and an end year of one range.
func yearsStacked(l, n line) bool {
	if len(l.cells) < 2 || len(n.cells) == 0 || l.page != n.page || l.group != n.group || l.y-n.y > 1.7*max(l.size, n.size) {
		return false
	}
	a, b := loneYearRe.FindStringSubmatch(l.cells[0].s), loneYearRe.FindStringSubmatch(n.cells[0].s)
	if a == nil || b == nil || math.Abs(l.cells[0].x0-n.cells[0].x0) > 1 {
		return false
	}
	from, _ := strconv.Atoi(a[1])
	to, _ := strconv.Atoi(b[1])
	return to > from && to-from <= 15
}

// sameYearEdge reports whether n, a line next to l, starts with a year
// at l's left edge too.
func sameYearEdge(l, n line) bool {
	return len(n.cells) > 0 && loneYearRe.MatchString(n.cells[0].s) && math.Abs(l.cells[0].x0-n.cells[0].x0) <= 1
}

// yearBesideHead puts back beside its head a gutter year the rows read
// apart from it: kendall sets a school's start year a little above the
// school's name, near enough a line of the column left of it to join that
// row, so the year stands on a line of its own right over the head. A line
// that is a year alone, over a line of its column that starts right of it
// and stands within the rows' tolerance of it, and over a year at its edge
// after that (the end year of the stack), is one line with the head.
func yearBesideHead(lines []line) []line {
	out := lines[:0:0]
	for i := 0; i < len(lines); i++ {
		l := lines[i]
		if i+2 < len(lines) && len(l.cells) == 1 && loneYearRe.MatchString(l.cells[0].s) {
			n := lines[i+1]
			near := math.Abs(l.y-n.y) <= math.Max(2, 0.35*math.Min(l.size, n.size))
			if near && n.page == l.page && n.group == l.group && n.x0() > l.x1() && sameYearEdge(l, lines[i+2]) {
				n.cells = append([]cell{l.cells[0]}, n.cells...)
				out = append(out, n)
				i++
				continue
			}
		}
		out = append(out, l)
	}
	return out
}
