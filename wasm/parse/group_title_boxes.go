package parse

import "strings"

// withoutGroupTitles is line i of a PDF skills section without the boxes
// that name a group rather than list a skill: set larger than the items (a
// point or more, in a font other than theirs, itemsBox), holding no list,
// with items on one of the two lines below (a name may wrap once). Groups
// side by side in a sidebar put two names on one row, and a long name
// wraps onto a second row ("Cloud &" / "Infrastructure" beside
// "Monitoring &" / "Observability"; actual), so the rules of labelRules,
// which need a name alone on its line above an item, miss them. The line
// keeps no boxes when it held names only.
func withoutGroupTitles(lines []line, i int, items string, size float64) line {
	l := lines[i]
	if items == "" || !itemsBelow(lines, i, items) {
		return l
	}
	var kept []cell
	for _, c := range l.cells {
		if c.style == items || c.size < size+1 || strings.ContainsAny(c.s, ",;|•") {
			kept = append(kept, c)
		}
	}
	l.cells = kept
	return l
}

// itemsBelow reports whether one of the two lines after line i holds a
// box in the items' font.
func itemsBelow(lines []line, i int, items string) bool {
	for _, l := range lines[i+1 : min(i+3, len(lines))] {
		for _, c := range l.cells {
			if c.style == items {
				return true
			}
		}
	}
	return false
}

// itemsBox is the font of the boxes that set most of a section's text and
// their glyph height ("" for pasted text, which has no fonts).
func itemsBox(lines []line) (string, float64) {
	weight, height := map[string]int{}, map[string]float64{}
	for _, l := range lines {
		for _, c := range l.cells {
			if c.style != "" {
				weight[c.style] += len(c.s)
				height[c.style] = max(height[c.style], c.size)
			}
		}
	}
	items := ""
	for st, w := range weight {
		if w > weight[items] || w == weight[items] && st < items {
			items = st
		}
	}
	return items, height[items]
}
