package parse

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// markedRest reports whether pasted line i is the wrapped rest of a marked
// list item ("- Managed a portfolio of 80 SMB accounts with a combined" /
// "ARR of $1.1M"), though it starts with a capital (a German noun, a
// product, an acronym): in text broken at its printed width, the item
// being built (item) is marked, the line above reaches near that width,
// and the line after this one is the list's next marked item or a blank
// line, or this line's own rest in lower case (lowerRestUnder). A head
// line (the next entry's company) stands after a short line, or has its
// link or date after it. widths is wrapWidths of lines.
func markedRest(item line, lines []line, i int, widths []int) bool {
	l, p := lines[i], lines[i-1]
	if widths == nil || l.gap || len(l.cells) != 1 || len(p.cells) != 1 || len(item.cells) != 1 || !startsWithBullet(item.cells[0].s) {
		return false
	}
	s := l.cells[0].s
	if startsWithBullet(s) || 10*utf8.RuneCountInString(p.cells[0].s) < 7*widths[i-1] || strings.HasSuffix(p.cells[0].s, ".") {
		return false
	}
	if i+1 < len(lines) && !lines[i+1].gap && !startsWithBullet(lines[i+1].flat()) && !lowerRestUnder(lines, i+1, widths) {
		return false
	}
	w, _, _ := strings.Cut(s, " ")
	return !strings.Contains(w, "@") && !hasURL(w) && !isHeadingText(s) && !isDateOnly(s) && !groupLabelRe.MatchString(s) && findNestedLabel(s) == nil
}

// lowerRestUnder reports whether pasted line j is the rest of line j-1 in
// lower case ("- Moved the nightly jobs to a queue using" / "Redis and a
// small scheduler, cutting the run from" / "hours to minutes"): it opens in lower case and rewraps
// joins it to the line above, which reaches near the column's width. A
// head line is followed by its link, dates or items, never by a sentence's
// rest in lower case.
func lowerRestUnder(lines []line, j int, widths []int) bool {
	if len(lines[j].cells) != 1 {
		return false
	}
	first, _ := utf8.DecodeRuneInString(lines[j].cells[0].s)
	return unicode.IsLower(first) && rewraps(lines[j-1], lines[j], widths[j-1])
}
