package parse

// courseListInEntry reports whether the line at h, inside an education
// section that holds an entry, is the title of the school's course list
// ("Courses", "Kurse", "Cours", "Cursos"): the next line is a list item
// indented from it. A Word file keeps kendall's course list as a nested
// list under its title, so the title opened a section of courses and the
// schools after it were lost; a section of courses lists its items at
// its title's edge.
func courseListInEntry(h headingAt) bool {
	l := h.lines[h.i]
	if h.cur != kindEducation || h.held == 0 || h.i+1 >= len(h.lines) || len(l.cells) != 1 || !courseTitles[headingKey(l.cells[0].s)] {
		return false
	}
	n := h.lines[h.i+1]
	return !n.gap && startsWithBullet(n.cells[0].s) && n.x0() > l.x0()
}
