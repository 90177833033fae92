// Package vocab holds the little words the parser and the matcher share, so
// that adding one is one edit. The headings of a CV's parts live with the
// sections, in the cv package (cv.Headings).
package vocab

// joining are the words that wait for what follows them: the articles,
// prepositions and conjunctions of English, German, French and Spanish. A
// printed line that ends on one was cut there, no title ends on one, and a
// quote cut short must not end on one. Lower case.
var joining = set(
	"a", "an", "the", "of", "for", "to", "in", "on", "at", "by", "with", "from", "into", "and", "or", "as", "via",
	"per", "through", "across", "including", "between", "within",
	"der", "die", "das", "den", "dem", "des", "ein", "eine", "einer", "eines", "einem", "einen", "für", "von", "vom",
	"mit", "und", "oder", "zu", "zur", "zum", "im", "am", "bei", "auf", "aus", "über", "sowie", "bis",
	"pro", "durch", "nach", "um", "inklusive", "zwischen", "gegenüber", "unter", "vor",
	"el", "la", "los", "las", "un", "una", "unos", "de", "del", "y", "o", "con", "para", "por", "en", "al", "e",
	"entre", "mediante", "sobre", "hacia",
	"le", "les", "une", "du", "et", "ou", "avec", "pour", "par", "dans", "sur", "au", "aux", "à", "vers")

// Joining reports whether w, in lower case, is a word that waits for what
// follows it (an article, preposition or conjunction of en/de/fr/es).
func Joining(w string) bool { return joining[w] }

func set(words ...string) map[string]bool {
	m := make(map[string]bool, len(words))
	for _, w := range words {
		m[w] = true
	}
	return m
}
