package parse

// dateColumn deals a column of dates pasted ahead of its entries back to
// them: a viewer pastes a section whose dates stand in a column of their
// own as all the dates, one a line, then all the entries ("2006 – 2008" /
// "2003 – 2006", then school, degree, school, degree). A run of two or more
// lines that are only a date or a range, no gap between, followed after a
// gap by a block of lines with no date and no bullet whose count is one to three times
// the run's and that ends at a gap or the end, becomes each share of the block
// in order, its first line with its date beside it, as the page's row
// holds them.
func dateColumn(lines []line) []line {
	var out []line
	for i := 0; i < len(lines); i++ {
		k, m := dateColumnAt(lines, i)
		if k == 0 {
			out = append(out, lines[i])
			continue
		}
		body := lines[i+k : i+k+k*m]
		for d := 0; d < k; d++ {
			head := body[d*m]
			head.gap = d > 0 || lines[i].gap
			date := lines[i+d].cells[0]
			date.x0, date.x1 = head.x1()+1, head.x1()+1+(date.x1-date.x0)
			head.cells = append(append([]cell(nil), head.cells...), date)
			out = append(out, head)
			for _, l := range body[d*m+1 : d*m+m] {
				l.gap = false
				out = append(out, l)
			}
		}
		i += k + k*m - 1
	}
	return out
}

// dateColumnAt returns the number of dates in the column at lines[i] and
// the lines of each entry after it (dateColumn); 0, 0 when none starts
// there.
func dateColumnAt(lines []line, i int) (int, int) {
	k := 0
	for i+k < len(lines) && (k == 0 || !lines[i+k].gap) && dateAlone(lines[i+k]) {
		k++
	}
	if k < 2 || i+k >= len(lines) || !lines[i+k].gap {
		return 0, 0
	}
	n := 0
	for j := i + k; j < len(lines) && (j == i+k || !lines[j].gap); j++ {
		if headHasDate(lines[j]) || startsWithBullet(lines[j].cells[0].s) {
			return 0, 0
		}
		n++
	}
	if n%k != 0 || n/k > 3 {
		return 0, 0
	}
	return k, n / k
}

// dateAlone reports whether l is one box holding only a whole range: no
// point alone and no range cut after its dash ("March 2005 —" over
// "May 2008", pieces that gutterBlocks and mendGutterRanges read).
func dateAlone(l line) bool {
	if len(l.cells) != 1 {
		return false
	}
	s := l.cells[0].s
	return isDateOnly(s) && !isOpenOnly(s) && !dashEndRe.MatchString(s)
}
