package parse

import "math"

// gutterTitles mends the section titles a theme sets in a left gutter
// beside its sections (slick): a title broken over two lines of the gutter
// ("WORK" beside the employer, "EXPERIENCE" beside the role) is one title,
// and a title set level with the middle of its first block, a little below
// the block's first line ("Women in Customer Success", then "VOLUNTEER"),
// goes before that line, so that the line opens the section the title
// names instead of ending the one before (audit class 12: a role cut from
// its dates, an organisation counted as an undated role). Each case is a
// named rule, tried in turn.
func gutterTitles(lines []line) []line {
	for i := 1; i < len(lines); i++ {
		switch {
		case titleBrokenInGutter(lines[i-1], lines[i]):
			lines[i-1].cells[0].s += " " + lines[i].cells[0].s
			lines[i].cells = lines[i].cells[1:]
		case titleBelowBlockStart(lines[i-1], lines[i]):
			lines[i-1], lines[i] = lines[i], lines[i-1]
			lines[i-1].gap, lines[i].gap = true, false
		}
	}
	return lines
}

// titleBrokenInGutter reports whether the gutter cells of two lines, one
// under the other in the same place and font, beside content, are one
// section title broken over two lines ("WORK" / "EXPERIENCE").
func titleBrokenInGutter(p, l line) bool {
	if len(p.cells) < 2 || len(l.cells) < 2 || p.page != l.page {
		return false
	}
	a, b := p.cells[0], l.cells[0]
	if math.Abs(a.x0-b.x0) > 2 || a.style != b.style || a.x1 >= p.cells[1].x0 || b.x1 >= l.cells[1].x0 {
		return false
	}
	// Only a title the lists know whole: "SKILLS" over "LANGUAGES" are two.
	_, ok := headingIndex[headingKey(a.s+" "+b.s)]
	return ok
}

// titleBelowBlockStart reports whether l is a section title alone in the
// gutter left of p, the first line of a block and no title itself, and
// less than p's font size below it.
func titleBelowBlockStart(p, l line) bool {
	if len(l.cells) != 1 || !p.gap || p.page != l.page || l.cells[0].x1 >= p.x0() || p.y-l.y > p.size {
		return false
	}
	_, ok := lookupHeading(l.cells[0].s)
	_, titled := lookupHeading(p.cells[0].s)
	return ok && !titled
}
