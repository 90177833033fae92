package parse

// schoolColumn deals a column of schools pasted ahead of their dates and
// degrees back to them: a viewer pastes an education section whose names
// stand in a column of their own as all the schools, each set apart, then
// each entry's dates and degree ("Northfield University" / "Lakeside
// College", then "Oct 2011 - Jun 2013" / "Master - Planning", then the
// next range and degree). A run of two or more lines, each alone between
// gaps and naming a school, followed by as many blocks, each set apart,
// opening on a line that is only a range and no longer than three lines,
// becomes each school over its block, in order.
func schoolColumn(lines []line) []line {
	var out []line
	for i := 0; i < len(lines); i++ {
		k, blocks := schoolColumnAt(lines, i)
		if k == 0 {
			out = append(out, lines[i])
			continue
		}
		for d := 0; d < k; d++ {
			school := lines[i+d]
			school.gap = d > 0 || lines[i].gap
			out = append(out, school)
			for _, l := range lines[blocks[d]:blocks[d+1]] {
				l.gap = false
				out = append(out, l)
			}
		}
		i = blocks[k] - 1
	}
	return out
}

// schoolColumnAt returns the number of schools in the column at lines[i]
// and where each block after it starts, with the end of the last
// (schoolColumn); 0, nil when none starts there.
func schoolColumnAt(lines []line, i int) (int, []int) {
	k := 0
	for i+k+1 < len(lines) && lines[i+k+1].gap && (k == 0 || lines[i+k].gap) && len(lines[i+k].cells) == 1 && isInstitution(lines[i+k].flat()) {
		k++
	}
	if k < 2 {
		return 0, nil
	}
	starts := []int{i + k}
	j := i + k
	for d := 0; d < k; d++ {
		if j >= len(lines) || !lines[j].gap || !dateAlone(lines[j]) {
			return 0, nil
		}
		e := j + 1
		for e < len(lines) && !lines[e].gap && !dateAlone(lines[e]) {
			e++
		}
		if e-j > 3 {
			return 0, nil
		}
		j = e
		starts = append(starts, j)
	}
	return k, starts
}
