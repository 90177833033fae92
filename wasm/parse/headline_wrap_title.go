package parse

import "math"

// headlineWrapOnTitle reports whether the line at h, in the header, which
// reads as a section title in capitals with its content after it
// ("EXPERIENCE IN REPORTING, SQL AND"), is rather the next line of a
// headline in capitals wrapped under the name (slick: "DATA ANALYST WITH"
// over it): one box in the type of the line right above it, at
// its left edge, with no gap between, under a line that ends with a word
// or sign a headline breaks after (endsWithJoiner). A title after the
// header's last line stands apart or in its own type.
func headlineWrapOnTitle(h headingAt) bool {
	if h.cur != kindNone || h.i == 0 {
		return false
	}
	l, p := h.lines[h.i], h.lines[h.i-1]
	if l.style == "" || len(l.cells) != 1 || len(p.cells) != 1 || l.gap || p.style != l.style || math.Abs(p.x0()-l.x0()) > 2 {
		return false
	}
	return endsWithJoiner(p.cells[0].s)
}
