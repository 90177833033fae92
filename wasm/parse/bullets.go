package parse

import (
	"strings"
	"unicode/utf8"
)

// bulletGlyphs are the characters CVs use as list bullets. ASCII ones and
// dashes count only when a space follows them.
const bulletGlyphs = "•·◦▪▫■□►▶▸➢➤✓✔❖◆♦●○‣⁃→∙⦁◾◽⚫"

func isBulletRune(r rune) bool {
	return strings.ContainsRune(bulletGlyphs, r)
}

// isBulletText reports whether s is nothing but a bullet glyph.
func isBulletText(s string) bool {
	r, n := utf8.DecodeRuneInString(s)
	return n == len(s) && n > 0 && (isBulletRune(r) || r == '-' || r == '*' || r == '–')
}

// bulletLen returns the byte length of a leading bullet (glyph and the space
// after it), or 0.
func bulletLen(s string) int {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return 0
	}
	rest := s[n:]
	switch {
	case isBulletRune(r):
	case (r == '-' || r == '*' || r == '–' || r == '+') && (strings.HasPrefix(rest, " ") || strings.HasPrefix(rest, "\t")):
	default:
		return 0
	}
	return len(s) - len(strings.TrimLeft(rest, " \t")) + 0
}

func startsWithBullet(s string) bool { return bulletLen(s) > 0 }

// stripBullet removes a leading bullet and the space after it.
func stripBullet(s string) string {
	return s[bulletLen(s):]
}
