package parse

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// percentRest reports whether pasted line l, opening on a percent sign,
// goes on with line p, which ends on the number the sign belongs to: a
// viewer breaks the line between the two where the page set a space
// ("… um 12" / "%", "… de 15" / "% des délais …"; French, German and Spanish
// print "35 %"). No item or heading opens on a percent sign.
func percentRest(p, l line) bool {
	if l.gap || len(l.cells) != 1 || len(p.cells) != 1 || !strings.HasPrefix(strings.TrimSpace(l.cells[0].s), "%") {
		return false
	}
	last, _ := utf8.DecodeLastRuneInString(strings.TrimSpace(p.cells[0].s))
	return unicode.IsDigit(last)
}
