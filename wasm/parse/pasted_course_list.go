package parse

import "strings"

// pastedCourseList returns how many lines from lines[i] on are a school's
// course list in pasted text: its title ("Courses", "Kurse", "Cours",
// "Cursos") inside an education section that holds an entry (held lines),
// and the items under it up to the next gap, when the block after that gap
// is the next school (a date in its first three lines, or a school's name
// alone on its first: nextSchoolOpens). Pasted text has no sizes to tell
// the list's title from a section's (courseList.skips), so the title
// opened a section of courses and every school after it was lost (even,
// flat: each school's courses under its degree); 0 when the line is no
// such title.
func pastedCourseList(lines []line, i int, cur kind, held int) int {
	l := lines[i]
	if cur != kindEducation || held == 0 || l.size != 0 || len(l.cells) != 1 || !courseTitles[headingKey(l.cells[0].s)] {
		return 0
	}
	j := i + 1
	for j < len(lines) && !lines[j].gap {
		if headHasDate(lines[j]) {
			return 0
		}
		j++
	}
	if j == i+1 || j == len(lines) {
		return 0
	}
	if nextSchoolOpens(lines[j]) {
		return j - i
	}
	for k := j; k < len(lines) && k < j+3; k++ {
		if k > j && lines[k].gap {
			break
		}
		if _, _, ok := heading(lines[k], cur); ok {
			return 0
		}
		if headHasDate(lines[k]) {
			return j - i
		}
	}
	return 0
}

// nextSchoolOpens reports whether l, the first line after a course list's
// gap, opens the next school by its name alone, one box naming a school
// ("Technische Universität Example"): flat sets the next school's dates a
// gap below its name, or under its degree and course list, so no date
// stands in the block's first lines.
func nextSchoolOpens(l line) bool {
	return len(l.cells) == 1 && isInstitution(l.cells[0].s) && !isDegree(l.cells[0].s) && len(strings.Fields(l.cells[0].s)) <= 8
}
