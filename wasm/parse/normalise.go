package parse

import (
	"strings"
	"unicode"
)

// ligatures maps presentation-form ligatures to their letters.
var ligatures = map[rune]string{
	'\ufb00': "ff", '\ufb01': "fi", '\ufb02': "fl", '\ufb03': "ffi", '\ufb04': "ffl", '\ufb05': "st", '\ufb06': "st",
}

// normalise repairs what PDF text extraction and copy-paste leave in CV text:
// a NUL where a font dropped the "fi" ligature, ligature code points, soft
// hyphens (Word writes "-", U+00AD, U+2010 for one hyphen), zero-width and
// control characters, no-break spaces, and icon glyphs of the private-use
// area. Tabs and newlines stay.
func normalise(s string) string {
	if isPlain(s) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	prev := rune(0)
	for _, r := range s {
		switch {
		case r == 0:
			b.WriteString("fi")
		case ligatures[r] != "":
			b.WriteString(ligatures[r])
		case r == '\u00ad', r == '\u200b', r == '\u200c', r == '\u200d', r == '\u2060', r == '\ufeff', r == '\ufffd':
			continue
		case r == '\u2010' || r == '\u2011':
			if prev == '-' {
				continue
			}
			b.WriteByte('-')
			r = '-'
		case r == '\u00a0' || r == '\u2007' || r == '\u202f':
			b.WriteByte(' ')
		case isIcon(r):
			continue
		case r == '\t' || r == '\n':
			b.WriteRune(r)
		case unicode.IsControl(r):
			continue
		default:
			b.WriteRune(r)
		}
		prev = r
	}
	return b.String()
}

// isPlain reports whether s is printable ASCII with tabs and newlines, which
// normalise leaves as it is.
func isPlain(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 0x80 || (c < 0x20 && c != '\t' && c != '\n') || c == 0x7f {
			return false
		}
	}
	return true
}

// isIcon reports whether r is a private-use code point: icon fonts
// (Font Awesome and the like) put their glyphs there.
func isIcon(r rune) bool {
	return (r >= 0xe000 && r <= 0xf8ff) || r >= 0xf0000
}

// fold collapses runs of white space to one space and trims the ends.
func fold(s string) string {
	return strings.Join(strings.Fields(s), " ")
}
