package parse

import (
	"math"
	"strings"
)

// areaOverStudyType reads, in an education section, a field of study
// printed after an icon (which the PDF gives as a bullet) with its study
// type alone on the line under it, starting under the field's text (flat:
// "• Statistics and Data Science" over "Bachelor"), as one degree line
// "Bachelor, Statistics and Data Science": the field was read as a note of
// the school above and the study type as an entry of its own.
func areaOverStudyType(lines []line) []line {
	out := make([]line, 0, len(lines))
	for i := 0; i < len(lines); i++ {
		l := lines[i]
		if i+1 < len(lines) && studyTypeUnder(l, lines[i+1]) {
			area := strings.TrimSpace(stripBullet(l.cells[0].s))
			c := l.cells[0]
			c.s = strings.TrimSpace(lines[i+1].cells[0].s) + ", " + area
			c.x0 = textStart(l.cells[0])
			out = append(out, withCells(l, []cell{c}))
			i++
			continue
		}
		out = append(out, l)
	}
	return out
}

// studyTypeUnder reports whether l is one bulleted box holding a field of
// study and next, right under it on its page, one box holding a study type
// alone that starts under l's text. A Spanish field that names a degree
// too ("Ingeniería …", typeApartFromField) is a field here.
func studyTypeUnder(l, next line) bool {
	if len(l.cells) != 1 || len(next.cells) != 1 || (next.gap && !onlyGroupApart(l, next)) || next.page != l.page || !startsWithBullet(l.cells[0].s) {
		return false
	}
	area, typ := strings.TrimSpace(stripBullet(l.cells[0].s)), strings.TrimSpace(next.cells[0].s)
	if !bareDegree(typ) || !isArea(area) && !typeApartFromField(typ, area) {
		return false
	}
	return math.Abs(next.x0()-textStart(l.cells[0])) <= 6
}

// onlyGroupApart reports whether next's gap comes of a column block alone:
// it stands in another group than l on the same page, at l's line
// spacing right under it (flat, atop a page: the school's name and its
// field start at the page's margin, the study type a few points right,
// and the column reading puts it in a block of its own).
func onlyGroupApart(l, next line) bool {
	d := l.y - next.y
	return next.page == l.page && next.group != l.group && d > 0 && d <= 1.7*math.Max(l.size, next.size)
}
