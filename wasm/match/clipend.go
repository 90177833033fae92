package match

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// trailingWords are the words a quote cut short must not end on: a
// conjunction, article or preposition leaves the reader waiting for a word
// the quote dropped ("…, stakeholders, and"). English, German, French and
// Spanish.
var trailingWords = map[string]bool{
	"and": true, "or": true, "the": true, "a": true, "an": true, "of": true, "to": true, "in": true,
	"with": true, "for": true, "on": true, "by": true, "at": true, "as": true, "from": true,
	"und": true, "oder": true, "der": true, "die": true, "das": true, "den": true, "dem": true,
	"des": true, "ein": true, "eine": true, "mit": true, "für": true, "von": true, "zu": true,
	"im": true, "bei": true, "auf": true,
	"et": true, "ou": true, "le": true, "la": true, "les": true, "de": true, "du": true,
	"un": true, "une": true, "pour": true, "avec": true, "au": true, "aux": true, "sur": true,
	"y": true, "o": true, "el": true, "los": true, "las": true, "con": true, "para": true,
	"en": true, "del": true, "por": true,
}

// endOfCut is where a quote cut at byte to of s (from its byte from)
// ends once the marks and little words a cut leaves dangling are taken
// off its end; it never ends before keep (the end of what the quote must
// hold) nor before half of the quote.
func endOfCut(s string, from, to, keep int) int {
	floor := max(keep, from+(to-from)/2)
	for to > floor {
		t := strings.TrimRightFunc(s[from:to], unicode.IsSpace)
		end := from + len(t)
		r, size := utf8.DecodeLastRuneInString(t)
		if strings.ContainsRune(",;:–—-/(&+", r) {
			to = end - size
			continue
		}
		i := strings.LastIndexFunc(t, unicode.IsSpace) + 1
		if i == 0 || !trailingWords[strings.ToLower(t[i:])] || from+i < floor {
			return end
		}
		to = from + i
	}
	return to
}
