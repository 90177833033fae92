package parse

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// ligatures maps presentation-form ligatures to their letters.
var ligatures = map[rune]string{
	'\ufb00': "ff", '\ufb01': "fi", '\ufb02': "fl", '\ufb03': "ffi", '\ufb04': "ffl", '\ufb05': "st", '\ufb06': "st",
}

// normalise repairs what PDF text extraction and copy-paste leave in CV text:
// a NUL where a font dropped the "fi" ligature, ligature code points, soft
// hyphens (Word writes "-", U+00AD, U+2010 for one hyphen), zero-width and
// control characters, no-break spaces, and icon glyphs of the private-use
// area. Tabs and newlines stay. The text decides itself how its soft hyphens
// read (softHyphens).
func normalise(s string) string {
	if isPlain(s) {
		return s
	}
	return normaliseSoft(s, softHyphens(strings.Count(s, "\u00ad"), strings.Count(s, "-")))
}

// softHyphens reports whether a document's soft hyphens (U+00AD) are its
// printed hyphens, given how many soft and plain hyphens it has. LaTeX PDFs
// give every hyphen as U+00AD ("high­impact", "Sep. 2023 ­ Mar. 2024"), so
// a document with more than one and no more plain hyphens writes its
// hyphens so; otherwise a soft hyphen inside a word is the invisible break
// point a word processor or web page keeps ("Main­tained").
func softHyphens(soft, plain int) bool {
	return soft >= 2 && soft >= plain
}

// normaliseSoft is normalise with the reading of soft hyphens decided:
// printed ones are hyphens; otherwise one inside a word is dropped, and one
// beside a space or at a line end is the hyphen or dash it stands for.
func normaliseSoft(s string, printed bool) string {
	var b strings.Builder
	b.Grow(len(s))
	prev := rune(0)
	for i, r := range s {
		switch {
		case r == 0:
			b.WriteString("fi")
		case ligatures[r] != "":
			b.WriteString(ligatures[r])
		case r == '\u00ad':
			next, _ := utf8.DecodeRuneInString(s[i+len("\u00ad"):])
			if prev == '-' || next == '-' || next == '\u2010' || !printed && unicode.IsLetter(prev) && unicode.IsLetter(next) {
				continue
			}
			b.WriteByte('-')
			r = '-'
		case r == '\u200b', r == '\u200c', r == '\u200d', r == '\u2060', r == '\ufeff', r == '\ufffd':
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
