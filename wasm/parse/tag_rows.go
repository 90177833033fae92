package parse

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Tags set side by side on a row (macchiato's keyword pills: "Salesforce",
// "HubSpot", "GitLab CI") stand further apart than the words of one tag,
// by half the type size or more, and closer than the gap that sets boxes
// apart (a type size). Some themes space every word that far (eloquent,
// spartan: "Architectures", "cloud", "et", … one item each), so a wide gap
// alone proves nothing; a style proves it sets tags when a run of items it
// sets that far apart holds an item of several words: there the space
// inside a tag is narrower than the gap between tags.

// tagStyles returns the styles (font and size) in which the document sets
// tags side by side: some row holds a run of two items or more in that
// style, each of two characters or more, set a tag gap apart, one of them
// of several words.
func tagStyles(pages [][][]glyph) map[string]bool {
	out := map[string]bool{}
	for _, rows := range pages {
		for _, r := range rows {
			start := 0
			for i := 1; i <= len(r); i++ {
				if i < len(r) && wideWordGap(r[i-1], r[i]) {
					continue
				}
				if run := r[start:i]; len(run) >= 2 && tagRun(run) {
					out[glyphStyle(run[0])] = true
				}
				start = i
			}
		}
	}
	return out
}

// tagRun reports whether a run of items set a wide gap apart reads as tags:
// each is a name of one to three words (not a single letter, as paper's
// spaced capitals are; no comma or e-mail, as the pieces of a justified
// line hold) and one holds a space.
func tagRun(run []glyph) bool {
	words := false
	for _, g := range run {
		s := strings.TrimSpace(g.s)
		if utf8.RuneCountInString(s) < 2 || len(strings.Fields(s)) > 3 || strings.ContainsAny(s, ",;:@") {
			return false
		}
		words = words || strings.Contains(s, " ")
	}
	return words
}

func glyphStyle(g glyph) string { return g.font + "|" + sizeKey(g.h) }

// wideWordGap reports whether b follows a on its row, in a's font and size,
// half a type size to a type size after it, a word's end facing a word's
// start.
func wideWordGap(a, b glyph) bool {
	if a.font != b.font || sizeKey(a.h) != sizeKey(b.h) {
		return false
	}
	gap := b.x - (a.x + a.w)
	if gap < 0.5*a.h || gap > a.h {
		return false
	}
	last, _ := utf8.DecodeLastRuneInString(strings.TrimRight(a.s, " "))
	first, _ := utf8.DecodeRuneInString(strings.TrimLeft(b.s, " "))
	return (unicode.IsLetter(last) || unicode.IsDigit(last) || last == '+' || last == '#') && (unicode.IsLetter(first) || unicode.IsDigit(first))
}

// tagGap reports whether b starts the next tag after a: a wide word gap in
// a style that sets tags.
func tagGap(a, b glyph, tags map[string]bool) bool {
	return tags[glyphStyle(a)] && wideWordGap(a, b)
}
