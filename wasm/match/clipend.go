package match

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/shortlist/shortlist/wasm/internal/vocab"
)

// endOfCut is where a quote cut at byte to of s (from its byte from)
// ends once the marks and little words a cut leaves dangling are taken
// off its end; it never ends before keep (the end of what the quote must
// hold) nor before half of the quote.
func endOfCut(s string, from, to, keep int) int {
	floor := max(keep, from+(to-from)/2)
	to = listItemEnd(s, from, to, floor)
	for to > floor {
		t := strings.TrimRightFunc(s[from:to], unicode.IsSpace)
		end := from + len(t)
		r, size := utf8.DecodeLastRuneInString(t)
		if strings.ContainsRune(",;:–—-/(&+", r) {
			to = end - size
			continue
		}
		i := strings.LastIndexFunc(t, unicode.IsSpace) + 1
		if i == 0 || !vocab.Joining(strings.ToLower(t[i:])) || from+i < floor {
			return end
		}
		to = from + i
	}
	return to
}

// listItemEnd is where a quote of a list cut at byte to ends: after its
// last whole item, so the quote never holds part of a name ("Google Cloud"
// of "Google Cloud Platform"). Only a cut inside an item moves: one at a
// separator, a line's end or a sentence's end stays, as does a piece with
// fewer than two separators (no list).
func listItemEnd(s string, from, to, floor int) int {
	if to >= len(s) || !insideItem(s[from:to], s[to:]) {
		return to
	}
	piece := s[from:to]
	if strings.Count(piece, ", ")+strings.Count(piece, "; ") < 2 {
		return to
	}
	i := max(strings.LastIndex(piece, ", "), strings.LastIndex(piece, "; "))
	if from+i < floor {
		return to
	}
	return from + i
}

// insideItem tells whether a cut between before and after falls inside a
// word run: a word character on both sides, spaces but no line break between.
func insideItem(before, after string) bool {
	b := strings.TrimRight(before, " ")
	a := strings.TrimLeft(after, " ")
	last, _ := utf8.DecodeLastRuneInString(b)
	next, _ := utf8.DecodeRuneInString(a)
	word := func(r rune) bool {
		return unicode.IsLetter(r) || unicode.IsDigit(r) || r == ')' || r == '+' || r == '#'
	}
	return word(last) && (unicode.IsLetter(next) || unicode.IsDigit(next))
}
