package parse

import (
	"math"
	"strings"
)

// paragraphEnd reports whether a short header part is the last line of
// the long text above it (a summary without a heading under the name,
// whose last line holds a few words: "Salesforce, Gainsight und
// Zendesk"): a whole line, on the line after a whole long one, at its
// left edge and size, going on from it (sentenceGoesOn). Read alone, it was lost
// or taken for the title.
func paragraphEnd(prev, cd candidate) bool {
	return cd.whole && prev.whole && cd.order == prev.order+1 && math.Abs(cd.x-prev.x) <= 2 && cd.size == prev.size &&
		sentenceGoesOn(prev.text, cd.gap, cd.size > 0)
}

// sentenceGoesOn reports whether a line goes on from the text above it: no
// gap between them, or in a PDF (pdf) the sentence above still open (the
// gap measure may set the last line of a paragraph apart; pasted, a blank
// line is the writer's own break).
func sentenceGoesOn(above string, gap, pdf bool) bool {
	above = strings.TrimSpace(above)
	return !gap || pdf && !strings.HasSuffix(above, ".") && !strings.HasSuffix(above, ":")
}
