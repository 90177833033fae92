package parse

import "strings"

// entryKeywords reports whether line i, "Skills: Python · SQL" inside a
// projects or interests section, is the keywords of the entry it stands in
// (JSON Resume themes print a project's and an interest's keywords so:
// stackoverflow), not a skills section with its content on the title's
// line: the entry goes on after it, in a line that is no title and no
// other "Label: content" line (a CV's closing "Skills: …" and "Tools: …"
// lines are its skills), unless two entries' keywords stand side by side
// (sideBySideKeywords).
func entryKeywords(lines []line, i int, cur kind) bool {
	if cur != kindProjects && cur != kindInterests || i+1 >= len(lines) {
		return false
	}
	label, after, ok := strings.Cut(lines[i].cells[0].s, ":")
	if k, known := lookupHeading(label); !ok || !known || k != kindSkills || strings.TrimSpace(after) == "" {
		return false
	}
	next := lines[i+1]
	if sideBySideKeywords(lines[i], next) {
		return true
	}
	if _, _, title := heading(next, cur); title || groupLabelRe.MatchString(next.cells[0].s) {
		return false
	}
	return !strings.HasSuffix(strings.TrimSpace(next.cells[0].s), ":")
}
