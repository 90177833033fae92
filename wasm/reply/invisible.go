package reply

import "strings"

// invisibleRanges are the runes, as inclusive ranges, that render as nothing
// but can carry hidden instructions or break matching.
var invisibleRanges = [][2]rune{
	{0x00, 0x08}, {0x0B, 0x0C}, {0x0E, 0x1F}, // control characters other than tab and line breaks
	{0x7F, 0x9F},       // delete and C1 controls
	{0xAD, 0xAD},       // soft hyphen
	{0x34F, 0x34F},     // combining grapheme joiner
	{0x61C, 0x61C},     // Arabic letter mark
	{0x115F, 0x1160},   // Hangul fillers
	{0x17B4, 0x17B5},   // Khmer inherent vowels
	{0x180E, 0x180E},   // Mongolian vowel separator
	{0x200B, 0x200F},   // zero-width space, joiners, directional marks
	{0x202A, 0x202E},   // bidi embeddings and overrides
	{0x2060, 0x2064},   // word joiner, invisible operators
	{0x2066, 0x2069},   // bidi isolates
	{0x3164, 0x3164},   // Hangul filler
	{0xFE00, 0xFE0F},   // variation selectors
	{0xFEFF, 0xFEFF},   // byte order mark
	{0xFFA0, 0xFFA0},   // halfwidth Hangul filler
	{0xFFF9, 0xFFFB},   // interlinear annotation
	{0xE0000, 0xE007F}, // tags
	{0xE0100, 0xE01EF}, // variation selectors supplement
}

// Invisible reports whether r renders as nothing: a control or format
// character, a zero-width or bidi mark, a variation selector, a tag or a
// filler (see invisibleRanges). Readers of the model's text remove these
// before anything matches words in it.
func Invisible(r rune) bool { return invisible(r) }

// invisible reports whether r is in invisibleRanges.
func invisible(r rune) bool {
	for _, rg := range invisibleRanges {
		if r < rg[0] {
			return false // the ranges are in order
		}
		if r <= rg[1] {
			return true
		}
	}
	return false
}

// stripInvisible removes the invisible runes from s.
func stripInvisible(s string) string {
	if strings.IndexFunc(s, invisible) < 0 {
		return s
	}
	return strings.Map(func(r rune) rune {
		if invisible(r) {
			return -1
		}
		return r
	}, s)
}
