package parse

import (
	"regexp"
	"strings"
	"unicode"
)

// abbreviationRule is one named kind of word whose full stop marks an
// abbreviation, not the end of a sentence: a head line ending in it
// ("Mentor — Startup Nachwuchs e.V.") is no prose.
type abbreviationRule struct {
	name    string
	applies func(word string) bool
}

// dottedInitialsRe is a word of one- to three-letter parts each with its
// full stop: "e.V.", "S.A.", "U.S.", "S.A.S.", "z.B.".
var dottedInitialsRe = regexp.MustCompile(`^(?:\p{L}{1,3}\.){2,}$`)

// companyForms are legal forms written with one full stop at the end of a
// company's name (the dotted ones are dottedInitialsRe's).
var companyForms = map[string]bool{"inc.": true, "ltd.": true, "corp.": true, "co.": true, "ltda.": true, "cía.": true}

var abbreviationRules = []abbreviationRule{
	{"dotted initials", func(w string) bool { return dottedInitialsRe.MatchString(w) }},
	{"company form", func(w string) bool { return companyForms[strings.ToLower(w)] }},
}

// endsSentence reports whether s ends with a full stop that closes a
// sentence: one after a word that none of abbreviationRules names.
func endsSentence(s string) bool {
	f := strings.Fields(s)
	if len(f) == 0 || !strings.HasSuffix(f[len(f)-1], ".") {
		return false
	}
	last := f[len(f)-1]
	for _, r := range abbreviationRules {
		if r.applies(last) {
			return false
		}
	}
	return true
}

// wordCount is the number of words in s: separators standing alone ("/",
// "—", "|") are no words.
func wordCount(s string) int {
	n := 0
	for _, f := range strings.Fields(s) {
		if strings.IndexFunc(f, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) >= 0 {
			n++
		}
	}
	return n
}
