package match

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/shortlist/shortlist/wasm/lexicon"
)

// "Master of" names a degree when a degree's name follows ("Master of
// Science", "Master of Urban Planning"), and mastery when a skill or a
// product does: "Master of Excel spreadsheets", "a master of negotiation
// skills", "Master of vim". Read as a master's degree, such a line asked
// every CV for a degree the job never wanted (two RJDB jobs) and gave CVs a
// degree they do not hold.

// masteryOf reports whether the degree words at s[start:end], "master of"
// or "masters of", name mastery: the word after "of" begins in lower case
// and begins no degree's name, or it is a tool the lexicon knows, which no
// degree is named after.
func masteryOf(s string, start, end int) bool {
	w, rest := strings.ToLower(s[start:end]), s[end:]
	switch {
	case strings.HasPrefix(w, "master") && strings.HasSuffix(w, " of"):
	case w == "masters" && strings.HasPrefix(strings.ToLower(rest), " of "):
		// The pattern takes the plural alone, "masters", before "of".
		rest = rest[len(" of "):]
	default:
		return false
	}
	rest = strings.TrimLeft(rest, " ")
	if i := strings.IndexAny(rest, "\n;,("); i >= 0 {
		rest = rest[:i]
	}
	lower := strings.ToLower(rest)
	if rest == "" || hasPrefixAny(lower, degreeNames) || hasPrefixAny(lower, lowerDegreeNames) {
		return false
	}
	if r, _ := utf8.DecodeRuneInString(rest); unicode.IsLower(r) || lowerInName(rest) {
		return true
	}
	ms := lexicon.Find(rest)
	return len(ms) > 0 && ms[0].Start == 0 && ms[0].Term.Kind == lexicon.Tool
}

// lowerInName reports whether the words of a degree's name would hold a
// word in lower case: "Excel spreadsheets", where a name in capitals
// ("Urban Planning") holds none. The name ends at its sentence's
// end or at a word that leads to its subject or its school ("in", "at",
// "from"); small joining words ("and", "of") do not count.
func lowerInName(rest string) bool {
	words := strings.Fields(rest)
	for i, w := range words[1:min(len(words), 5)] {
		// words[i] is the word before w.
		if nameEnds[w] || strings.HasSuffix(words[i], ".") {
			return false
		}
		if r, _ := utf8.DecodeRuneInString(w); unicode.IsLower(r) && !nameJoins[w] {
			return true
		}
	}
	return false
}

// nameEnds lead from a degree's name to its subject or its school;
// nameJoins join the words of a name.
var (
	nameEnds  = map[string]bool{"in": true, "at": true, "from": true, "with": true, "en": true, "de": true, "an": true, "von": true}
	nameJoins = map[string]bool{"and": true, "of": true, "the": true, "for": true, "&": true, "und": true}
)

// lowerDegreeNames begin the names of degrees that prose writes in lower
// case besides degreeNames ("a master of business administration").
var lowerDegreeNames = phrases("business_administration fine_arts public_ education_ computer_ information_ technology")
