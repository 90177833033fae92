package reply

import "strings"

// invisible reports runes that render as nothing but can carry hidden
// instructions or break matching: Unicode tag characters, zero-width
// characters and joiners, word joiner and invisible operators, the byte
// order mark, variation selectors and bidirectional controls.
func invisible(r rune) bool {
	switch {
	case r >= 0xE0000 && r <= 0xE007F, // tags
		r >= 0x200B && r <= 0x200F, // zero-width space/joiners, LRM, RLM
		r >= 0x202A && r <= 0x202E, // bidi embeddings and overrides
		r >= 0x2060 && r <= 0x2064, // word joiner, invisible operators
		r >= 0x2066 && r <= 0x2069, // bidi isolates
		r == 0xFEFF, r == 0x061C,
		r >= 0xFE00 && r <= 0xFE0F,   // variation selectors
		r >= 0xE0100 && r <= 0xE01EF: // variation selectors supplement
		return true
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
