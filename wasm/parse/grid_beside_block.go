package parse

import (
	"math"
	"sort"
)

// gridBesideBlock sets back onto their rows the right-hand columns of a
// school's course grid that the column reading put in a block of their own:
// onepage prints a school's courses under its degree in a grid of three
// equal columns and the school's dates at the right edge, level with its
// name; where the grid's last column stands clear of the others all down
// the page, the dates and that column became a column block read after
// the school, and its courses opened a further degree ("<course>
// <course>" under the next school's dates). A block beside the block
// before it on the same page, of date lines alone and lines of courses,
// goes back when each date is level with a row of the block before that
// holds no date, and the courses' left edges go on the grid of the rows
// level with them: with the block before's edges they make three or more
// columns at one pitch. Each line joins the row level with it, or, where
// the block before has none (a longer column), stands as a row of its own
// in height order. A block of dates alone is datesBesideBlock's.
func gridBesideBlock(lines []line) []line {
	out := make([]line, 0, len(lines))
	for i := 0; i < len(lines); {
		k := columnBlockEnd(lines, i)
		j := lastBlockStart(out)
		if j < len(out) && out[j].group != lines[i].group && out[j].page == lines[i].page && gridContinues(out[j:], lines[i:k]) {
			out = append(out[:j], rowsMerged(out[j:], lines[i:k])...)
			i = k
			continue
		}
		out = append(out, lines[i:k]...)
		i = k
	}
	return out
}

// levelRow returns the index of the line of left nearest to l in height
// within half a line and ending left of it, or -1.
func levelRow(left []line, l line) int {
	best, bestD := -1, 0.0
	for b, r := range left {
		dy := math.Abs(r.y - l.y)
		if dy <= 0.6*math.Max(r.size, l.size) && r.x1() < l.x0() && (best < 0 || dy < bestD) {
			best, bestD = b, dy
		}
	}
	return best
}

// gridContinues reports whether block is dates and course-grid columns
// beside left (gridBesideBlock).
func gridContinues(left, block []line) bool {
	var dates, courses int
	var own, beside []float64
	for _, l := range block {
		if len(l.cells) == 1 && isDateOnly(l.cells[0].s) {
			r := levelRow(left, l)
			if r < 0 || headHasDate(left[r]) {
				return false
			}
			dates++
			continue
		}
		if headHasDate(l) {
			return false
		}
		courses++
		for _, c := range l.cells {
			own = append(own, c.x0)
		}
		if r := levelRow(left, l); r >= 0 {
			for _, c := range left[r].cells {
				beside = append(beside, c.x0)
			}
		}
	}
	if dates == 0 || courses == 0 || len(beside) == 0 {
		return false
	}
	own, beside = edges(own), edges(beside)
	if beside[len(beside)-1] >= own[0] {
		return false
	}
	return onePitch(append(beside, own...))
}

// edges returns the distinct left edges of xs (within 1.5 points), in order.
func edges(xs []float64) []float64 {
	sort.Float64s(xs)
	var out []float64
	for _, x := range xs {
		if len(out) == 0 || x-out[len(out)-1] > 1.5 {
			out = append(out, x)
		}
	}
	return out
}

// onePitch reports whether three or more edges stand at one spacing
// (within 2 points).
func onePitch(xs []float64) bool {
	if len(xs) < 3 {
		return false
	}
	p := xs[1] - xs[0]
	for i := 2; i < len(xs); i++ {
		if math.Abs(xs[i]-xs[i-1]-p) > 2 {
			return false
		}
	}
	return true
}

// rowsMerged puts each line of block onto the row of left level with it,
// or, where there is none, among left's rows in height order.
func rowsMerged(left, block []line) []line {
	out := append([]line(nil), left...)
	taken := map[int]bool{}
	var apart []line
	for _, l := range block {
		if r := levelRow(left, l); r >= 0 && !taken[r] {
			taken[r] = true
			out[r] = withCells(out[r], append(append([]cell(nil), out[r].cells...), l.cells...))
			continue
		}
		l.group = left[0].group
		apart = append(apart, l)
	}
	for _, l := range apart {
		at := len(out)
		for n, r := range out {
			if r.y < l.y {
				at = n
				break
			}
		}
		out = append(out[:at], append([]line{l}, out[at:]...)...)
	}
	return out
}
