package match

import (
	"strings"

	"github.com/shortlist/shortlist/wasm/lexicon"
)

// A product the lexicon does not know can stand as an alternative of a
// term it knows: "möglichst PMQ, APMX oder PRINCE2-Zertifizierung",
// "PRINCE2 or MSP". The post asks for one of them, so the unknown ones
// are no requirements of their own beside the term: on the German graded
// set a project-management post's GPM and IPMA were missed by all 6 of
// its good profiles, who showed PRINCE2 or another certification.

// withoutAlternativesOfTerms drops the products of a segment that an
// "or" list joins to a lexicon term of it.
func withoutAlternativesOfTerms(s segment, products []Requirement, terms []lexicon.Match) []Requirement {
	out := products[:0:0]
	for _, p := range products {
		if !orJoined(s.text, p.Start-s.start, p.End-s.start, terms) {
			out = append(out, p)
		}
	}
	return out
}

// orJoined reports whether the words between [start, end) of text and the
// nearest term after it, or before it, are a list joined by an "or" word
// ("A, B oder C"; saysOr).
func orJoined(text string, start, end int, terms []lexicon.Match) bool {
	for _, m := range terms {
		switch {
		case m.Start >= end:
			return saysOr(text[end:m.Start])
		case m.End <= start && nextTermAfter(terms, m.End) >= start && saysOr(text[m.End:start]):
			return true
		}
	}
	return false
}

// nextTermAfter is the start of the first term at or after offset, or
// a large offset when there is none.
func nextTermAfter(terms []lexicon.Match, offset int) int {
	for _, m := range terms {
		if m.Start >= offset {
			return m.Start
		}
	}
	return 1 << 30
}

// orWords are the words that make a list's members alternatives. A slash
// is not one here: "SAP UI5/ Fiori" names a stack, not a choice.
var orWords = toSet(`or oder ou o and/or und/oder y/o et/ou`)

// saysOr reports whether the words between two list members are a list
// gap (listGap) with an "or" word in it.
func saysOr(between string) bool {
	if listGap(between) != "or" {
		return false
	}
	for _, w := range strings.Fields(strings.ReplaceAll(between, ",", " ")) {
		if orWords[strings.ToLower(w)] {
			return true
		}
	}
	return false
}
