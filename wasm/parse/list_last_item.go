package parse

import "strings"

// listLastItem reports whether the line at h, read as a heading only by
// its last word ("Strong planning skills"), is rather the last item of a
// comma list set alone on a line of its own: in a skills or languages
// section that holds lines already, under a line ending with a comma, in
// that line's font, or pasted, not set apart by a gap. A title that is
// one word for word ("Soft skills") or in capitals still opens a section.
func listLastItem(h headingAt) bool {
	if h.i < 1 || h.held == 0 || h.cur != kindSkills && h.cur != kindLanguages {
		return false
	}
	prev, l := h.lines[h.i-1], h.lines[h.i]
	if len(l.cells) != 1 || len(prev.cells) == 0 || !strings.HasSuffix(strings.TrimSpace(prev.cells[len(prev.cells)-1].s), ",") {
		return false
	}
	label, _, _ := strings.Cut(strings.TrimSpace(l.cells[0].s), ":")
	if _, exact := headingIndex[headingKey(label)]; exact {
		return false
	}
	if _, _, caps := capsHeading(l); caps || strings.ToUpper(label) == label {
		return false
	}
	if l.style != "" {
		return l.style == prev.style
	}
	return !l.gap
}
