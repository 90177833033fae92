package parse

// minGutter is the narrowest white gap, in points, that separates columns.
const minGutter = 8

// readColumns orders one page's lines. When the page has two columns (a
// sidebar or a two-column template) it reads each run of lines that does not
// cross the gutter column by column; lines that cross it (a header across the
// page) stay where they are. Each column run gets its own group number.
func readColumns(p Page, lines []line, group *int) []line {
	*group++
	c, ok := gutter(p, lines)
	if !ok {
		for i := range lines {
			lines[i].group = *group
		}
		return lines
	}
	var out, left, right []line
	flush := func() {
		for _, side := range [][]line{left, right} {
			if len(side) == 0 {
				continue
			}
			*group++
			for _, l := range side {
				l.group = *group
				out = append(out, l)
			}
		}
		left, right = nil, nil
		*group++
	}
	for _, l := range lines {
		lc, rc, crossing := split(l, c)
		if crossing {
			flush()
			l.group = *group
			out = append(out, l)
			continue
		}
		if len(lc) > 0 {
			left = append(left, withCells(l, lc))
		}
		if len(rc) > 0 {
			right = append(right, withCells(l, rc))
		}
	}
	flush()
	return out
}

// split sorts a line's cells to the left or right of a gutter at x = c.
func split(l line, c float64) (left, right []cell, crossing bool) {
	for _, cl := range l.cells {
		switch {
		case cl.x1 <= c+0.5:
			left = append(left, cl)
		case cl.x0 >= c+minGutter:
			right = append(right, cl)
		default:
			return nil, nil, true
		}
	}
	return left, right, false
}

// labelCount is 1 when a side's boxes on one line carry a date or a place:
// such boxes label the text beside them rather than form a column.
func labelCount(cs []cell) int {
	for _, c := range cs {
		if c.label {
			return 1
		}
	}
	return 0
}

// gutter finds the x of a vertical gap between two columns: both columns at
// least a fifth of the page wide with three lines or more, fewer than half
// of them dates or places, and at most a quarter of the lines crossing it. Narrow label columns (dates in a margin)
// are not columns: their lines belong to the text beside them.
func gutter(p Page, lines []line) (float64, bool) {
	width := p.Width
	if width <= 0 {
		for _, l := range lines {
			width = max(width, l.x1())
		}
	}
	for _, l := range lines {
		for j := range l.cells {
			_, _, dated := findDate(l.cells[j].s)
			l.cells[j].label = dated || isLocation(l.cells[j].s)
		}
	}
	best, bestCross, found := 0.0, len(lines)+1, false
	tried := map[float64]bool{}
	for _, l := range lines {
		for _, cl := range l.cells {
			c := cl.x1
			if c < 0.2*width || c > 0.8*width || tried[c] {
				continue
			}
			tried[c] = true
			cross, nl, nr, ll, lr := 0, 0, 0, 0, 0
			lmin, lmax, rmin, rmax := width, 0.0, width, 0.0
			for _, m := range lines {
				lc, rc, crossing := split(m, c)
				if crossing {
					cross++
					continue
				}
				if len(lc) > 0 {
					nl++
					ll += labelCount(lc)
					lmin, lmax = min(lmin, lc[0].x0), max(lmax, lc[len(lc)-1].x1)
				}
				if len(rc) > 0 {
					nr++
					lr += labelCount(rc)
					rmin, rmax = min(rmin, rc[0].x0), max(rmax, rc[len(rc)-1].x1)
				}
			}
			if cross*4 > len(lines) || nl < 3 || nr < 3 || lmax-lmin < 0.2*width || rmax-rmin < 0.2*width || 2*ll >= nl || 2*lr >= nr {
				continue
			}
			if cross < bestCross || (cross == bestCross && c < best) {
				best, bestCross, found = c, cross, true
			}
		}
	}
	return best, found
}
