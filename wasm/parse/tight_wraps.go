package parse

import (
	"math"
	"strings"
)

// tightWraps finds the lines that wrap the line above by their spacing: a
// theme that sets a margin under each list item sets an item's own lines
// closer than the items (onepage: 12–12.75 points within an item, 13.5–
// 14.25 between items, 9-point type). Positions come rounded to the pixel
// (0.75 point), so one spacing shows as two values a pixel apart. Per
// type, the pairs of lines known to be wraps (the line under starts in
// lower case) give the wrap's larger value W, known when a pair stands a
// pixel closer too. A list run (one box a line, same type and left edge,
// no gap) holding a known wrap and an item's spacing two pixels or more
// over W (so no item rounds onto W), up to a fifth of the type size, with
// no spacing of the type just over W, then wraps wherever its lines stand
// no further apart than W, whatever the line's first letter (German
// nouns: "… in enger" over "Absprache mit der Logistik"). A type
// where a line ending a sentence stands at W over a capital (items set
// closer) tells nothing.
func tightWraps(lines []line) map[int]bool {
	byStyle := map[string][]spacing{}
	runOf := make([]int, len(lines))
	run := 0
	for i := 1; i < len(lines); i++ {
		p, l := lines[i-1], lines[i]
		if !listPair(p, l) {
			run++
		}
		runOf[i] = run
		if listPair(p, l) {
			known := startsLower(l.cells[0].s)
			byStyle[l.style] = append(byStyle[l.style], spacing{i, p.y - l.y, known})
		}
	}
	out := map[int]bool{}
	for _, ps := range byStyle {
		w, ok := wrapSpacing(ps)
		if !ok || itemAtWrapSpacing(lines, ps, w) {
			continue
		}
		size := lines[ps[0].at].size
		spaced, wraps := map[int]bool{}, map[int]bool{} // runs holding an item's spacing, a known wrap
		for _, q := range ps {
			switch {
			case q.d > w+0.25 && q.d < w+0.6:
				spaced = nil // no clean margin
			case q.d >= w+1.4 && q.d <= w+0.2*size:
				spaced[runOf[q.at]] = true
			case q.known && q.d <= w+0.25:
				wraps[runOf[q.at]] = true
			}
			if spaced == nil {
				break
			}
		}
		for _, q := range ps {
			if r := runOf[q.at]; spaced[r] && wraps[r] && q.d <= w+0.25 && !startsWithBullet(lines[q.at].cells[0].s) {
				out[q.at] = true
			}
		}
	}
	return out
}

// spacing is the distance d from the line above to line at, and whether
// the line is known to wrap (it starts in lower case).
type spacing struct {
	at    int
	d     float64
	known bool
}

// wrapSpacing is the larger of the two rounded values of a type's wrap
// spacing: the largest spacing of two known wraps or more, when a pair
// stands a pixel (0.75 point) closer too.
func wrapSpacing(ps []spacing) (float64, bool) {
	w, n := 0.0, 0
	for _, q := range ps {
		if q.known {
			w, n = math.Max(w, q.d), n+1
		}
	}
	if n < 2 {
		return 0, false
	}
	for _, q := range ps {
		if math.Abs(q.d-(w-0.75)) <= 0.1 {
			return w, true
		}
	}
	return 0, false
}

// itemAtWrapSpacing reports whether a pair of lines standing no further
// apart than w looks like two items: the line above ends a sentence and
// the line under starts with a capital. Items set that close (a margin
// under a pixel, rounded now onto the wrap's value, now a pixel over it)
// leave the spacing telling nothing.
func itemAtWrapSpacing(lines []line, ps []spacing, w float64) bool {
	for _, q := range ps {
		a := strings.TrimSpace(lines[q.at-1].cells[0].s)
		if q.d <= w+0.25 && startsUpper(lines[q.at].cells[0].s) && strings.HasSuffix(a, ".") {
			return true
		}
	}
	return false
}

// listPair reports whether l stands right under p as the next line of a
// list run: same page and column block, no gap, one box each at the same
// left edge, in the same type.
func listPair(p, l line) bool {
	return p.page == l.page && p.group == l.group && !l.gap && len(p.cells) == 1 && len(l.cells) == 1 &&
		p.style != "" && p.style == l.style && math.Abs(p.x0()-l.x0()) <= 1 && p.y > l.y &&
		strings.TrimSpace(l.cells[0].s) != ""
}

// joinAtListSpacing: a line tightWraps found goes on in the line above.
func joinAtListSpacing(p *line, l line, c *wrapCtx) bool {
	if !c.tight[c.at] || len(p.cells) != 1 || len(l.cells) != 1 {
		return false
	}
	last := &p.cells[0]
	last.s = joinText(last.s, l.cells[0].s, c.words)
	last.x1 = math.Max(last.x1, l.x1())
	return true
}
