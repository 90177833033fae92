package parse

// datedHeadRun reports whether a run of lines that looks like a grid
// (boxes on both sides of the gutter at c) is rather entries whose dates
// stand at the page's edge beside their heads and whose lists go on in
// two columns under them: a line of the run ends with a date alone right
// of the gutter, and every other box of the right side starts well left
// of it (macchiato sets a school's dates at the edge and its courses two
// by two under the degree). When a box of the right side starts at the
// date's edge or right of it, the date is one of the columns' boxes
// (onepage's courses in three columns under a head dated in the middle
// one), and the grid stays.
func datedHeadRun(run []line, c float64) bool {
	var dates []float64
	restStart := 0.0 // where the rightmost other box of the right side starts
	for _, l := range run {
		_, rc, _ := split(l, c)
		switch {
		case len(rc) == 0:
		case len(rc) == 1 && isDateLabel(rc[0]):
			dates = append(dates, rc[0].x0)
		default:
			restStart = max(restStart, rc[len(rc)-1].x0)
		}
	}
	for _, x := range dates {
		if restStart > 0 && x >= restStart+4*minGutter {
			return true
		}
	}
	return false
}

// isDateLabel reports whether box b holds a date (a point or a range)
// and nothing besides.
func isDateLabel(b cell) bool {
	_, _, dated := findDate(b.s)
	return dated && isDateOnly(b.s)
}
