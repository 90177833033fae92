package parse

import (
	"strings"
	"unicode"
)

// droppedHyphens puts back the hyphens a PDF viewer dropped inside a
// hyphenated compound: a compound broken at a line end after one of its
// hyphens ("Supply-Chain-" / "Planung") pastes as one word with the
// hyphen gone ("Supply-ChainPlanung"). In a word that holds a
// hyphen, a part after it of two lower-case letters or more directly
// followed by a capital and two lower-case letters is cut there with a
// hyphen. A word without a hyphen is left alone: camel-case names
// ("HubSpot", "PowerShell") read the same, and only a lexicon would tell
// them from a dropped hyphen.
func droppedHyphens(s string) string {
	if !strings.Contains(s, "-") {
		return s
	}
	words := strings.Split(s, " ")
	for i, w := range words {
		if strings.Contains(w, "-") && !strings.ContainsAny(w, "/@") {
			// An address's path or user ("/in/Jane-DoeSmith") is as typed.
			words[i] = hyphenBack(w)
		}
	}
	return strings.Join(words, " ")
}

// hyphenBack is droppedHyphens for one word.
func hyphenBack(w string) string {
	rs := []rune(w)
	hyphen := -1
	var out []rune
	for i, r := range rs {
		if r == '-' {
			hyphen = i
		}
		if hyphen >= 0 && i >= hyphen+3 && caseTurn(rs, i) {
			out = append(out, '-')
		}
		out = append(out, r)
	}
	return string(out)
}

// caseTurn reports whether rs turns from two lower-case letters to a
// capital and two lower-case letters at i.
func caseTurn(rs []rune, i int) bool {
	if i+2 >= len(rs) {
		return false
	}
	return unicode.IsLower(rs[i-2]) && unicode.IsLower(rs[i-1]) && unicode.IsUpper(rs[i]) && unicode.IsLower(rs[i+1]) && unicode.IsLower(rs[i+2])
}
