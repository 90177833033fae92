package parse

import "math"

// listColumns reads an entry's items printed in two columns (the actual
// theme sets highlights in CSS columns) column by column: in a run of
// lines whose boxes all start at one of two left edges, the left one's
// lines first, then the right one's. A run needs two lines with a box at
// each edge and an item (a written bullet) starting at each, so that a
// head beside its date, or a label beside its value, is no such run.
func listColumns(lines []line) []line {
	out := make([]line, 0, len(lines))
	for i := 0; i < len(lines); {
		end, xl := listColumnRun(lines, i)
		if end < 0 {
			out = append(out, lines[i])
			i++
			continue
		}
		var right []line
		for _, l := range lines[i:end] {
			for _, c := range l.cells {
				one := withCells(l, []cell{c})
				if math.Abs(c.x0-xl) <= 2 {
					out = append(out, one)
				} else {
					right = append(right, one)
				}
			}
		}
		out = append(out, right...)
		i = end
	}
	return out
}

// listColumnRun returns the end of the run of two-column list lines that
// starts at line i and its two left edges, or -1 when none starts there.
// The edges are those of the run's first line with a box at each; a line
// or two before it may hold one box at either edge (the right column's
// first line a little higher than the left one's is a row of its own).
func listColumnRun(lines []line, i int) (end int, xl float64) {
	l := lines[i]
	xl, xr, ok := runEdges(lines, i)
	if !ok {
		return -1, 0
	}
	pairs, bulletsL, bulletsR := 0, 0, 0
	end = i
	for ; end < len(lines); end++ {
		m := lines[end]
		if m.page != l.page || m.group != l.group || !atEdges(m, xl, xr) {
			break
		}
		if len(m.cells) == 2 {
			pairs++
		}
		for _, c := range m.cells {
			switch {
			case !startsWithBullet(c.s):
			case math.Abs(c.x0-xr) <= 2:
				bulletsR++
			default:
				bulletsL++
			}
		}
	}
	if pairs < 2 || bulletsR < 1 || bulletsL < 1 {
		return -1, 0
	}
	return end, xl
}

// runEdges finds the two left edges of a list in two columns from line
// i: those of the first line of two boxes 100 points apart or more, the
// left one an item, among i and the two lines after it.
func runEdges(lines []line, i int) (xl, xr float64, ok bool) {
	for k := i; k < len(lines) && k <= i+2; k++ {
		l := lines[k]
		if l.page != lines[i].page || l.group != lines[i].group {
			break
		}
		if len(l.cells) == 2 && l.cells[1].x0-l.cells[0].x0 >= 100 {
			return l.cells[0].x0, l.cells[1].x0, k == i && startsWithBullet(l.cells[0].s) || k > i
		}
	}
	return 0, 0, false
}

// atEdges reports whether every box of l starts at edge xl or xr, at most
// one at each, the left one ending before xr.
func atEdges(l line, xl, xr float64) bool {
	if len(l.cells) > 2 {
		return false
	}
	for k, c := range l.cells {
		switch {
		case math.Abs(c.x0-xl) <= 2 && k == 0 && c.x1 < xr:
		case math.Abs(c.x0-xr) <= 2 && k == len(l.cells)-1:
		default:
			return false
		}
	}
	return true
}
