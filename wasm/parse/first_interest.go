package parse

import "strings"

// firstInterestNamedLikeHeading reports whether l, a section title word for
// word ("Open Source", "Volunteering"), is rather the one interest under an
// interests title set in capitals: the section's first line, one box, not in
// capitals itself and, in a PDF, not in the title's type. Shortlist writes
// its interests as one line under "INTERESTS", and a CV with the single
// interest "Open Source" read back a projects section instead.
func firstInterestNamedLikeHeading(opened, l line, cur kind, linesSoFar int) bool {
	if cur != kindInterests || linesSoFar > 0 || len(l.cells) > 1 || len(opened.cells) == 0 {
		return false
	}
	title, s := strings.TrimSpace(opened.cells[0].s), strings.TrimSpace(l.cells[0].s)
	if strings.ToUpper(title) != title || strings.ToUpper(s) == s {
		return false
	}
	return l.style == "" || l.style != opened.style
}
