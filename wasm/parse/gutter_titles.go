package parse

import "math"

// gutterTitles mends the section titles a theme sets in a left gutter
// beside its sections: a title broken over two lines of the gutter ("WORK"
// beside the employer, "EXPERIENCE" beside the role: slick; "PROFESSIONAL
// SKILLS" beside a skill group, "SUMMARY" under it past the group's wrapped
// line: paper) is one title. A title set a little below its block's first
// line is centredTitles' case.
func gutterTitles(lines []line) []line {
	for i := 0; i < len(lines); i++ {
		j := titleBrokenInGutter(lines, i)
		if j < 0 {
			continue
		}
		lines[i].cells[0].s += " " + lines[j].cells[0].s
		if len(lines[j].cells) == 1 {
			lines = append(lines[:j], lines[j+1:]...)
		} else {
			lines[j].cells = lines[j].cells[1:]
		}
	}
	return lines
}

// maxBrokenTitleSpan is how many lines of the text beside a gutter title
// may stand between its two halves: the text's smaller type wraps once
// where the title's wraps (paper).
const maxBrokenTitleSpan = 2

// titleBrokenInGutter returns the line whose gutter cell ends the title
// that line i's gutter cell starts, or -1: the two cells stand one under
// the other in the same place and font on one page, any lines between
// hold only text right of the gutter, and the two read together are a
// section title the lists know whole ("SKILLS" over "LANGUAGES" are two).
func titleBrokenInGutter(lines []line, i int) int {
	p := lines[i]
	if len(p.cells) > 1 && p.cells[0].x1 >= p.cells[1].x0 {
		return -1
	}
	a := p.cells[0]
	for j := i + 1; j < len(lines) && j <= i+1+maxBrokenTitleSpan && lines[j].page == p.page; j++ {
		l := lines[j]
		b := l.cells[0]
		if b.x0 > a.x1 {
			continue
		}
		if math.Abs(a.x0-b.x0) > 2 || a.style != b.style || len(l.cells) > 1 && b.x1 >= l.cells[1].x0 {
			return -1
		}
		if _, ok := headingIndex[headingKey(a.s+" "+b.s)]; ok {
			return j
		}
		return -1
	}
	return -1
}
