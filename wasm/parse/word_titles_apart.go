package parse

import (
	"strings"

	"github.com/shortlist/shortlist/wasm/docx"
)

// wordTitlesApart sets apart with blank lines a section title the text
// knows only in capitals ("Volunteer") when the Word file sets it in the
// heading level of the document's known section titles (even and flat:
// "Work", "Volunteer", "Education" in Heading 3, the jobs' titles in
// Heading 4), or in plain text as they are, right over an entry's head in
// the heading level that stands under them (titleOverEntryHead). Read as
// text, a title apart above and below opens its section (pastedTitleApart);
// in the level of the jobs' titles it stays a position.
func wordTitlesApart(lines []docx.Line) []docx.Line {
	levels, plain := map[int]bool{}, false
	heads := map[int]bool{}
	for i, l := range lines {
		if _, exact := headingIndex[headingKey(l.Text)]; exact {
			levels[l.Heading] = true
			plain = plain || l.Heading == 0
			if i+1 < len(lines) && lines[i+1].Heading > 0 {
				heads[lines[i+1].Heading] = true
			}
		}
	}
	out := make([]docx.Line, 0, len(lines))
	for i, l := range lines {
		_, caps := capsHeadings[strings.ToLower(strings.TrimSpace(l.Text))]
		if caps && (l.Heading > 0 && levels[l.Heading] || plain && titleOverEntryHead(lines, i, heads)) {
			blank := docx.Line{Level: -1}
			out = append(out, blank, l, blank)
			continue
		}
		out = append(out, l)
	}
	return out
}

// titleOverEntryHead reports whether the line at i, in plain text, stands
// right over a line in a heading level that stands under the known section
// titles: slick sets "Work Experience" and "Volunteer" as plain paragraphs
// and each entry's employer in Heading 3 under them.
func titleOverEntryHead(lines []docx.Line, i int, heads map[int]bool) bool {
	l := lines[i]
	return l.Heading == 0 && l.Level < 0 && i+1 < len(lines) && heads[lines[i+1].Heading]
}
