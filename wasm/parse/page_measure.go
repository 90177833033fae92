package parse

import "math"

// pageMeasure is the main block of the last page without columns: a
// single-column CV keeps one measure over its pages. A page of a few short
// lines (the degrees on a CV's last page) is no column of its own, or its
// widest line would seem to reach the margin and the line under it would
// read as its wrap (a degree joined to its institution).
type pageMeasure struct {
	group       int
	left, right float64
	ok          bool
}

// keep gives the main block of a page without columns (single) the group,
// and so the margins, of the last such page's main block when their text
// starts at the same x, it is no wider (a wider line would move the
// margin of the page before) and has no measure of its own (or only short
// items: shortItems); a page with columns ends the run.
func (m *pageMeasure) keep(lines []line, single bool) {
	if !single {
		m.ok = false
		return
	}
	g, left, right, ok := mainBlock(lines)
	if !ok {
		return
	}
	if !m.ok || math.Abs(left-m.left) > 2 || right > m.right+2 || ownMeasure(lines, g, left, right) && !m.shortItems(left, right) {
		*m = pageMeasure{group: g, left: left, right: right, ok: true}
		return
	}
	for i := range lines {
		if lines[i].group == g {
			lines[i].group = m.group
		}
	}
}

// mainBlock is the group holding most of a page's lines, and the x where
// its text starts and ends.
func mainBlock(lines []line) (group int, left, right float64, ok bool) {
	count := map[int]int{}
	for _, l := range lines {
		count[l.group]++
		if c := count[l.group]; c > count[group] || c == count[group] && l.group < group {
			group = l.group
		}
	}
	if len(lines) == 0 {
		return 0, 0, 0, false
	}
	left = math.Inf(1)
	for _, l := range lines {
		if l.group == group {
			left, right = math.Min(left, l.x0()), math.Max(right, l.x1())
		}
	}
	return group, left, right, true
}

// ownMeasure reports whether two lines of block g reach its right edge
// (within a tenth of its width): its text wraps there, so the block keeps
// its own margins.
func ownMeasure(lines []line, g int, left, right float64) bool {
	n := 0
	for _, l := range lines {
		if l.group == g && l.x1() >= right-0.1*(right-left) {
			n++
		}
	}
	return n >= 2
}

// shortItems reports whether the lines that end near a page block's right
// edge are short items rather than text wrapped there: the block ends well
// short of the page before's measure, between a third and three quarters
// of its width (three degrees of about one length, each over its
// institution; a single-column CV's wrapped text nearly fills its
// measure). A block narrower still is a column of its own (a theme's
// sidebar set on a page of its own), which wraps at its narrow measure.
func (m *pageMeasure) shortItems(left, right float64) bool {
	w, before := right-left, m.right-m.left
	return w >= before/3 && w < 0.75*before
}
