package parse

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// suspendedHyphen reports whether line a ends with a word whose hyphen
// stands for a part the next word shares, and line b goes on with the
// conjunction that joins them ("Kunden-" over "und Lieferantenpflege", "pre-"
// over "and post-processing"): the space after the hyphen is kept. Read as
// a word broken at its hyphen, it came back "Kunden-und Lieferantenpflege".
func suspendedHyphen(a, b string) bool {
	if !strings.HasSuffix(a, "-") || len(a) < 2 {
		return false
	}
	before, _ := utf8.DecodeLastRuneInString(a[:len(a)-1])
	first, _, _ := strings.Cut(b, " ")
	return unicode.IsLetter(before) && suspendingWords[first]
}

// suspendingWords are the conjunctions after a suspended hyphen, en/de/fr/es.
var suspendingWords = wordSet("and", "or", "to", "und", "oder", "bzw.", "sowie", "bis", "et", "ou", "y", "o", "e", "u")
