package parse

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// capsHeadlineGoesOn reports whether pasted line s goes on with a
// headline set in capitals whose last line is prev: a theme that sets the
// title under the name in capitals in a narrow column (slick: "SENIOR
// SUPPLY" / "CHAIN PLANNER FOR" / "WAREHOUSE LOGISTICS", made up) wraps
// it at short widths, and the copy's rewrapping joins
// some of its lines, so neither the width nor the line end tells the wrap
// (goesOnHeadline). Each line in capitals, opening with a word or a
// joining sign, is the same title; a line in running case (the summary,
// a contact) ends it, as does a blank line.
func capsHeadlineGoesOn(prev, s string) bool {
	first, _ := utf8.DecodeRuneInString(s)
	if !unicode.IsLetter(first) && !strings.ContainsRune("|&", first) {
		return false
	}
	return inCapitals(prev) && inCapitals(s) && wordCount(s) <= 8
}
