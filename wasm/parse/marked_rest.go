package parse

import (
	"strings"
	"unicode/utf8"
)

// markedRest reports whether pasted line i is the wrapped rest of a marked
// list item ("- Managed a portfolio of 80 SMB accounts with a combined" /
// "ARR of $1.1M"), though it starts with a capital (a German noun, a
// product, an acronym): in text broken at its printed width, the item
// being built (item) is marked, the line above reaches near that width,
// and the line after this one is the list's next marked item or a blank
// line. A head line (the next entry's company) stands after a short line,
// or has its link or date after it. widths is wrapWidths of lines.
func markedRest(item line, lines []line, i int, widths []int) bool {
	l, p := lines[i], lines[i-1]
	if widths == nil || l.gap || len(l.cells) != 1 || len(p.cells) != 1 || len(item.cells) != 1 || !startsWithBullet(item.cells[0].s) {
		return false
	}
	s := l.cells[0].s
	if startsWithBullet(s) || 10*utf8.RuneCountInString(p.cells[0].s) < 7*widths[i-1] || strings.HasSuffix(p.cells[0].s, ".") {
		return false
	}
	if i+1 < len(lines) && !lines[i+1].gap && !startsWithBullet(lines[i+1].flat()) {
		return false
	}
	w, _, _ := strings.Cut(s, " ")
	return !strings.Contains(w, "@") && !hasURL(w) && !isHeadingText(s) && !isDateOnly(s) && !groupLabelRe.MatchString(s) && findNestedLabel(s) == nil
}
