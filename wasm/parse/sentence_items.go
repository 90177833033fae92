package parse

import "github.com/shortlist/shortlist/wasm/cv"

// sentenceItemSetApart reports whether a sentence after a blank line is
// one more item of an extra section, not the description of the item
// above: every item so far is a title alone (no date, description or
// highlights), and there are two of them at least or the one is itself a
// sentence. Shortlist's own Word file sets each item apart, so a list of
// awards or projects named by whole sentences ("Used JSP to provide …
// robustness.") read back as one award with the next ones as its
// description.
func sentenceItemSetApart(out []cv.Entry, l line) bool {
	if !l.gap || len(out) == 0 {
		return false
	}
	for _, e := range out {
		if e.Duration != "" || e.Description != "" || len(e.Highlights) > 0 {
			return false
		}
	}
	return len(out) >= 2 || isProse(out[0].Title)
}
