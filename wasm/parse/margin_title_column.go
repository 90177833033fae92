package parse

import "strings"

// marginTitlesOnly reports whether a column run's left side holds only
// section titles, each alone on its line but for an icon glyph: a margin
// of titles beside the text they open (slick's later pages), not a column
// of its own.
func marginTitlesOnly(left []line) bool {
	if len(left) == 0 {
		return false
	}
	for _, l := range left {
		var words []cell
		for _, c := range l.cells {
			if strings.TrimFunc(c.s, func(r rune) bool { return isIcon(r) || r == ' ' }) != "" {
				words = append(words, c)
			}
		}
		if len(words) != 1 || !isHeadingText(words[0].s) || !looksLikeHeading(words[0].s) {
			return false
		}
	}
	return true
}

// marginTitlesIn reads a column run's left side into its right side when
// it holds only margin titles below the lines run on from above: the left
// lines above the right side's first line stay a column of their own (a
// list run on from the page before), the titles go in beside their text.
func marginTitlesIn(left, right []line) ([]line, []line) {
	if len(right) == 0 {
		return left, right
	}
	top := right[0].y
	k := 0
	for k < len(left) && left[k].y > top+1.2*left[k].size && !marginTitlesOnly(left[k:k+1]) {
		k++
	}
	if !marginTitlesOnly(left[k:]) {
		return left, right
	}
	return left[:k], withMarginTitles(left[k:], right)
}

// withMarginTitles reads a margin of titles into the text beside it: each
// title goes before the first line of the text that stands at most a line
// of its own type above it (the title sits beside its section's first
// line, a little under its top).
func withMarginTitles(titles, text []line) []line {
	out := make([]line, 0, len(titles)+len(text))
	for _, l := range text {
		for len(titles) > 0 && l.y <= titles[0].y+1.2*titles[0].size {
			out = append(out, titles[0])
			titles = titles[1:]
		}
		out = append(out, l)
	}
	return append(out, titles...)
}
