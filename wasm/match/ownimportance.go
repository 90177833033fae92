package match

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Posts pasted from a web page often end their lines without a stop, so
// that a long line and the capitalised line after it join into one
// sentence (blocks). Then a line that opens by saying how much it counts,
// "Optional kennst du Terraform", "Idealerweise …", "Wünschenswert …",
// "Ideally …", "Idéalement …", "Idealmente …", made the lines before it
// optional too: a German post's degree and languages, asked as the
// profile's first lines, weighed as wishes while a buzzword of its duties
// weighed as expected.

// opensWithImportance reports whether a line, trimmed, opens with a
// capitalised word that says how much it counts (the preferred and required
// phrases): it starts a statement of its own and continues no line before
// it. In lower case it may be the end of a wrapped sentence ("… is
// required"), which still continues.
func opensWithImportance(text string) bool {
	r, _ := utf8.DecodeRuneInString(text)
	if !unicode.IsUpper(r) {
		return false
	}
	lower := strings.ToLower(text)
	for _, list := range [][]string{preferredPhrases, requiredPhrases} {
		for _, p := range list {
			if strings.HasPrefix(lower, p) && wordEndsAt(lower, len(p)) {
				return true
			}
		}
	}
	return false
}

// wordEndsAt reports whether no letter follows byte i of s, so that a
// phrase at its start is a whole word ("Optional", not "Optionen"; "Muss",
// not "Musste").
func wordEndsAt(s string, i int) bool {
	r, _ := utf8.DecodeRuneInString(s[i:])
	return i >= len(s) || !unicode.IsLetter(r) || r == '-'
}
