package parse

import (
	"math"
	"strings"
)

// datesBesideBlock sets back onto their rows an entry's dates that the
// column reading put in a block of their own: eloquent prints a school's
// dates right of its degree, a little above its baseline, and the length
// under them beside the school's name; atop a later page, where a grid
// below makes a gutter, the dates and the length became a column block
// read after the degree and the school, and the school lost its degree.
// A block whose every line is a date or a length alone, right after the
// block that opens its page, or of two lines anywhere (a range and its
// length, eloquent mid-page), goes line by line onto the nearest line of the
// block before it within half a line and left of it, which holds no date;
// the page's rows join them so where no gutter parts them. A range alone
// mid-page stays: class sets a school and its dates level mid-page,
// parted the same way, and with its dates back its courses read as the
// degree (class en 0.983 -> 0.981 without this guard).
func datesBesideBlock(lines []line) []line {
	out := make([]line, 0, len(lines))
	for i := 0; i < len(lines); {
		k := columnBlockEnd(lines, i)
		prev, j := len(out)-1, lastBlockStart(out)
		if prev >= 0 && (j == 0 || out[j-1].page != out[j].page || k-i > 1) && out[prev].group != lines[i].group && out[prev].page == lines[i].page && datesOnlyBlock(lines[i:k]) {
			if into, ok := besideRows(out[j:], lines[i:k]); ok {
				for d, b := range into {
					r := &out[j+b]
					*r = withCells(*r, append(append([]cell(nil), r.cells...), lines[i+d].cells...))
				}
				i = k
				continue
			}
		}
		out = append(out, lines[i:k]...)
		i = k
	}
	return out
}

// lastBlockStart returns where the last column block of out starts (0 when
// out is empty): the first of its last lines in one group and on one page.
func lastBlockStart(out []line) int {
	if len(out) == 0 {
		return 0
	}
	last := out[len(out)-1]
	j := len(out) - 1
	for j > 0 && out[j-1].group == last.group && out[j-1].page == last.page {
		j--
	}
	return j
}

// columnBlockEnd returns where the column block starting at lines[i] ends: the
// first line after it in another group or on another page.
func columnBlockEnd(lines []line, i int) int {
	k := i + 1
	for k < len(lines) && lines[k].group == lines[i].group && lines[k].page == lines[i].page {
		k++
	}
	return k
}

// datesOnlyBlock reports whether a block opens with a date range or point
// alone and its other lines are each a date or a length alone (durationRe).
func datesOnlyBlock(block []line) bool {
	for n, l := range block {
		if len(l.cells) != 1 {
			return false
		}
		s := strings.TrimSpace(l.cells[0].s)
		if !isDateOnly(s) && (n == 0 || !durationRe.MatchString(s)) {
			return false
		}
	}
	return len(block) <= 3
}

// besideRows returns, for each line of block, the index of the line of
// left nearest to it in height, within half a line, ending left of it and
// holding no date; each line of left takes one at most.
func besideRows(left, block []line) ([]int, bool) {
	into := make([]int, len(block))
	taken := map[int]bool{}
	for d, l := range block {
		best, bestD := -1, 0.0
		for b, r := range left {
			dy := math.Abs(r.y - l.y)
			if dy <= 0.6*math.Max(r.size, l.size) && r.x1() < l.x0() && (best < 0 || dy < bestD) {
				best, bestD = b, dy
			}
		}
		if best < 0 || taken[best] || headHasDate(left[best]) {
			return nil, false
		}
		taken[best] = true
		into[d] = best
	}
	return into, true
}
