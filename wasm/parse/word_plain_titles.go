package parse

import (
	"strings"

	"github.com/shortlist/shortlist/wasm/docx"
)

// plainTitlesInEntries writes as list items the plain paragraphs named
// like a section title inside an experience or education section of a
// Word file that sets its section titles in a heading level (elegant:
// "Education" in Heading 4, a school's courses under it in plain text,
// one of them "Databases"). Read as text, such a course opened
// a skills section and every later school was read as skills; the file
// says it is no title, since its titles are headings. At least three known
// titles must share one heading level, and a line in capitals (a title
// the theme sets in plain text) is left alone.
func plainTitlesInEntries(lines []docx.Line) []docx.Line {
	if !titlesInHeadings(lines) {
		return lines
	}
	out := append([]docx.Line(nil), lines...)
	section := kindNone
	for i, l := range lines {
		k, ok := wordHeading(l)
		if !ok {
			continue
		}
		if l.Heading > 0 {
			section = k
			continue
		}
		t := strings.TrimSpace(l.Text)
		if (section == kindExperience || section == kindEducation) && !inCapitals(t) {
			out[i] = docx.Line{Text: t, Level: 0}
		}
	}
	return out
}

// titlesInHeadings reports whether at least three lines named like a
// section title word for word share one heading level.
func titlesInHeadings(lines []docx.Line) bool {
	n := map[int]int{}
	for _, l := range lines {
		if _, exact := headingIndex[headingKey(l.Text)]; exact && l.Heading > 0 && l.Level < 0 {
			if n[l.Heading]++; n[l.Heading] >= 3 {
				return true
			}
		}
	}
	return false
}
