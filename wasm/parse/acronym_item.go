package parse

import (
	"strings"
	"unicode"
)

// acronymItem reports whether a line in capitals is one short acronym
// ("PMO", "CMMI", "TFS", "IT"): one word of two to four letters. Such a
// line set apart is an item of the section it stands in, not the title of
// a section the word lists do not know (capsTitleSetApart): a keyword list
// written one item a paragraph, as Shortlist's Word file sets a projects
// list of titles only, held "QPI" and "CMMI" among "Prozessdesign" and
// "Projektleitung", and each acronym read back as a title that took the
// items after it.
func acronymItem(s string) bool {
	s = strings.TrimSpace(s)
	n := 0
	for _, r := range s {
		if !unicode.IsUpper(r) {
			return false
		}
		n++
	}
	return n >= 2 && n <= 4
}
