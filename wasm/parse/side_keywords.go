package parse

import "strings"

// sideBySideKeywords reports whether l and next are the keywords of two
// entries set side by side: stackoverflow prints each interest's keywords
// under it ("Skills: Golf · Tennis · Running"), two interests a row, and
// a viewer pastes both rows' first lines one under the other, each cut
// after a separator ("Skills: Golf · Tennis ·", "Skills: Podcasts ·
// Reading ·"). A list cut after its separator goes on elsewhere, so the
// second line under the same label is no closing skills line of the CV.
func sideBySideKeywords(l, next line) bool {
	label, after, ok := strings.Cut(l.cells[0].s, ":")
	nextLabel, _, nextOK := strings.Cut(next.cells[0].s, ":")
	end := strings.TrimSpace(after)
	return ok && nextOK && strings.TrimSpace(label) == strings.TrimSpace(nextLabel) &&
		(strings.HasSuffix(end, "·") || strings.HasSuffix(end, ","))
}
