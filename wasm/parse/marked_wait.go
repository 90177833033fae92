package parse

import (
	"strings"
	"unicode/utf8"
)

// markedItemWaits reports whether pasted line l goes on with the marked
// list item being built (item), whose last word waits for more (an
// article, preposition or conjunction: "- Betreuung der Kunden in der" /
// "Region Nord und der Schweiz"): no item ends
// on such a word, so l is its rest though it opens in capitals (a German
// noun, a product) and though the text's line widths are unknown (a
// paragraph line the viewer ran on can make wrapWidths give none). l is
// one box under the item with no gap, no marked item, heading, date,
// label or contact line; the waiting word is in lower case, as in running
// text ("Hamburg, DE" ends on a country code).
func markedItemWaits(item, l line) bool {
	if l.gap || len(l.cells) != 1 || len(item.cells) != 1 || !startsWithBullet(item.cells[0].s) || !endsOnJoiningWord(item) {
		return false
	}
	a := strings.TrimSpace(item.cells[0].s)
	if last := a[strings.LastIndexByte(a, ' ')+1:]; strings.ToLower(last) != last {
		// "… Hamburg, DE": a country code, not the Spanish "de".
		return false
	}
	s := strings.TrimSpace(l.cells[0].s)
	if s == "" || startsWithBullet(s) || strings.HasSuffix(s, ":") {
		return false
	}
	w, _, _ := strings.Cut(s, " ")
	return utf8.RuneCountInString(s) > 1 && !strings.Contains(w, "@") && !hasURL(w) && !isHeadingText(s) && !isDateOnly(s) && !isOpenOnly(s) && !groupLabelRe.MatchString(s)
}
