package parse

import "math"

// gutterTitles mends the section titles a theme sets in a left gutter
// beside its sections (slick): a title broken over two lines of the gutter
// ("WORK" beside the employer, "EXPERIENCE" beside the role) is one title.
// A title set a little below its block's first line is centredTitles' case.
func gutterTitles(lines []line) []line {
	for i := 1; i < len(lines); i++ {
		if titleBrokenInGutter(lines[i-1], lines[i]) {
			lines[i-1].cells[0].s += " " + lines[i].cells[0].s
			lines[i].cells = lines[i].cells[1:]
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
