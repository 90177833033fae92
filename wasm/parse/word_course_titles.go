package parse

import "github.com/shortlist/shortlist/wasm/docx"

// courseListsUnderSubheading nests under their title the course lists of
// a Word file that sets a school's "Courses" title in a heading level
// deeper than the education section's title (even: "Education" in Heading
// 3, each school in Heading 4, "Courses" in Heading 5, the courses a
// list; flat: "Courses" in Heading 4). Read as text, the title opened a
// section of courses and every later school was lost; the file says it
// belongs to the section above. Its items go one level deeper, as
// kendall's file keeps them, so that courseListInEntry reads the title as
// the school's. A "Courses" title at the section titles' level is a
// section of its own and stays.
func courseListsUnderSubheading(lines []docx.Line) []docx.Line {
	out := append([]docx.Line(nil), lines...)
	section, level := kindNone, 0
	for i, l := range lines {
		if l.Heading == 0 || l.Level >= 0 {
			continue
		}
		if courseTitles[headingKey(l.Text)] && section == kindEducation && l.Heading > level {
			for j := i + 1; j < len(lines) && lines[j].Level >= 0; j++ {
				out[j].Level++
			}
			continue
		}
		if k, ok := wordHeading(l); ok {
			section, level = k, l.Heading
		}
	}
	return out
}
