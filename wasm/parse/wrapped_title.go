package parse

import (
	"math"
	"strings"

	"github.com/shortlist/shortlist/wasm/internal/vocab"
)

// wrappedTitles joins a headline that wraps under the name onto lines of
// its own in its large type (even: "Strategic Customer Success" then
// "Manager | SaaS Retention & Expansion" at 25.5 points; slick: "SENIOR
// ACCOUNT EXECUTIVE |", "ENTERPRISE SAAS &", "STRATEGIC PARTNERSHIPS"),
// which header would cut to its first line. It works on the header's
// lines from the PDF (pasted text has no sizes).
func wrappedTitles(lines []line) []line {
	largest, widest := 0.0, 0.0
	for _, l := range lines {
		largest, widest = max(largest, l.size), max(widest, l.x1())
	}
	out := make([]line, 0, len(lines))
	for _, l := range lines {
		if n := len(out); n > 0 && titleWrapsInto(out[n-1], l, largest, widest) {
			// A copy: the lines' cells are the reading-order text's too.
			out[n-1].cells = append([]cell(nil), out[n-1].cells...)
			p := &out[n-1].cells[0]
			p.s, p.x1 = p.s+" "+l.cells[0].s, l.x1()
			continue
		}
		out = append(out, l)
	}
	return out
}

// titleWrapsInto reports whether l goes on with the headline p: one box
// each, in the same type smaller than the name's (largest), l right under
// p at its left edge, no contact in it, and p broken where a line breaks:
// l's first word would not have fitted after it (widest is the header's
// right edge), or p ends with a joining word or sign, or both are in
// capitals.
func titleWrapsInto(p, l line, largest, widest float64) bool {
	if p.size == 0 || len(p.cells) != 1 || len(l.cells) != 1 || l.gap || p.page != l.page || p.style != l.style ||
		p.size >= largest-0.5 || math.Abs(p.x0()-l.x0()) > 2 || contactLikeRe.MatchString(l.cells[0].s) {
		return false
	}
	s, next := p.cells[0].s, l.cells[0].s
	return p.x1()+firstWordWidth(l.cells[0]) >= widest-2 || endsWithJoiner(s) || inCapitals(s) && inCapitals(next)
}

// titleSigns are the signs a headline's line breaks after; it breaks after
// a joining word too (vocab.Joining).
var titleSigns = wordSet("|", "&", "+", "/", "-", "–", ",")

func endsWithJoiner(s string) bool {
	ws := strings.Fields(strings.ToLower(s))
	if len(ws) == 0 {
		return false
	}
	last := ws[len(ws)-1]
	return titleSigns[last] || vocab.Joining(last) || strings.HasSuffix(last, ",")
}

// inCapitals reports whether s has letters and none in lower case.
func inCapitals(s string) bool {
	return strings.ToUpper(s) == s && strings.ToLower(s) != s
}
