package parse

// gutterDateBelowHead moves an entry's date set in the left gutter a line
// below its head, under a margin title beside the head, to the head: paper
// prints "WORK EXPERIENCE" in the gutter on the first entry's row and
// that entry's dates under it, between the first item's first line and
// its wrap, so the date cut the item in two. A line that is a date alone,
// left of the text column, between two lines of the text column, nearer
// the line above it than the one below, under a head row with no date
// and one box in the gutter, goes before the line above it.
func gutterDateBelowHead(lines []line) []line {
	out := append([]line{}, lines...)
	for i := 2; i+1 < len(out); i++ {
		d, a, b, h := out[i], out[i-1], out[i+1], out[i-2]
		if len(d.cells) != 1 || !isDateOnly(d.cells[0].s) || d.page != a.page || d.page != b.page || d.page != h.page {
			continue
		}
		if a.x0() <= d.x1() || b.x0() <= d.x1() || !(a.y > d.y && d.y > b.y) || a.y-d.y >= d.y-b.y {
			continue
		}
		if len(h.cells) < 2 || h.cells[0].x1 > a.x0() || h.cells[1].x0 <= d.x1() || headHasDate(h) {
			continue
		}
		out[i-1], out[i] = d, a
	}
	return out
}

// headHasDate reports whether a box of l holds a date.
func headHasDate(l line) bool {
	for _, c := range l.cells {
		if scanDate(c.s).ok {
			return true
		}
	}
	return false
}
