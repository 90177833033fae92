package parse

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// pairedName: a group's name that pairs two fields with "&" ("Design &
// Research", "Lager & Logistik"), alone on its line above items set
// one a line, as a viewer pastes a list whose names were set in bold: a
// group names a field or two, an item one skill, and "&" joins the two
// fields. The name is two to five words besides the sign, in title case
// (each word and each part of a compound opens in a capital: an item may
// pair two skills in running case, "Pre-sales & Follow-up"; in capitals
// the case tells nothing, and the line is left); the line or two
// below are items: one box, no gap, four words at most, no list of their
// own and no "&". Text lines only: in a PDF the font tells a name
// (inOtherFontAbove), and a line in the items' font is an item ("PRE-SALES &
// FOLLOW-UP" in capitals).
func pairedName(lines []line, i int) bool {
	t := strings.TrimSpace(lines[i].flat())
	ws := strings.Fields(t)
	if lines[i].style != "" || len(lines[i].cells) != 1 || len(ws) < 3 || len(ws) > 6 || strings.ContainsAny(t, ",;:|•·()") {
		return false
	}
	amp := false
	for k, w := range ws {
		if w == "&" {
			amp = amp || k > 0 && k < len(ws)-1
			continue
		}
		for _, part := range strings.Split(w, "-") {
			if r, _ := utf8.DecodeRuneInString(part); !unicode.IsUpper(r) {
				return false
			}
		}
	}
	if !amp || i+1 >= len(lines) || strings.ToUpper(t) == t {
		// In capitals the case tells nothing ("PRE-SALES & FOLLOW-UP").
		return false
	}
	for _, l := range lines[i+1 : min(i+3, len(lines))] {
		s := l.flat()
		if l.gap || len(l.cells) != 1 || len(strings.Fields(s)) > 4 || strings.ContainsAny(s, "&,;:|•·") {
			return false
		}
	}
	return true
}
