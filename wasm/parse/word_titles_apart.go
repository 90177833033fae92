package parse

import (
	"strings"

	"github.com/shortlist/shortlist/wasm/docx"
)

// wordTitlesApart sets apart with blank lines a section title the text
// knows only in capitals ("Volunteer") when the Word file sets it in the
// heading level of the document's known section titles (even and flat:
// "Work", "Volunteer", "Education" in Heading 3, the jobs' titles in
// Heading 4). Read as text, a title apart above and below opens its section
// (pastedTitleApart); in the level of the jobs' titles it stays a position.
func wordTitlesApart(lines []docx.Line) []docx.Line {
	levels := map[int]bool{}
	for _, l := range lines {
		if _, exact := headingIndex[headingKey(l.Text)]; exact && l.Heading > 0 {
			levels[l.Heading] = true
		}
	}
	out := make([]docx.Line, 0, len(lines))
	for _, l := range lines {
		_, caps := capsHeadings[strings.ToLower(strings.TrimSpace(l.Text))]
		if caps && levels[l.Heading] {
			blank := docx.Line{Level: -1}
			out = append(out, blank, l, blank)
			continue
		}
		out = append(out, l)
	}
	return out
}
