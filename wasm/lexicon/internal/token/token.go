// Package token splits text into the word and punctuation tokens the lexicon
// matches on. The lexicon's generator and its matcher share it, so the key a
// term is stored under and the tokens of a text always agree.
//
// A word token is a run of letters, digits, combining marks and underscores;
// every other non-space rune is a token of its own, so "C#", "Node.js" and
// "CI/CD" keep their punctuation. A hyphen between two words is not a token:
// the second word records it as its Gap, which lets "front-end" and
// "front end" match the same term.
package token

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Gap says what separates a token from the one before it.
type Gap uint8

// The gaps a token can follow.
const (
	Glued  Gap = iota // nothing: "js" in "Node.js"
	Space             // whitespace, or the start of the text
	Hyphen            // a hyphen between two words: "end" in "front-end"
)

// Token is one token of a text, as byte offsets into it.
type Token struct {
	Start, End int
	Gap        Gap
	Word       bool
}

// Split appends the tokens of s to dst and returns the extended slice.
func Split(s string, dst []Token) []Token {
	gap := Space
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case isWord(r):
			j := i + size
			for j < len(s) {
				r2, size2 := utf8.DecodeRuneInString(s[j:])
				if !isWord(r2) {
					break
				}
				j += size2
			}
			dst = append(dst, Token{Start: i, End: j, Gap: gap, Word: true})
			gap = Glued
			i = j
		case unicode.IsSpace(r):
			gap = Space
			i += size
		case isHyphen(r) && gap == Glued && len(dst) > 0 && dst[len(dst)-1].Word && i+size < len(s) && startsWord(s[i+size:]):
			gap = Hyphen
			i += size
		default:
			dst = append(dst, Token{Start: i, End: i + size, Gap: gap})
			gap = Glued
			i += size
		}
	}
	return dst
}

func isWord(r rune) bool {
	return r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r)
}

func isHyphen(r rune) bool { return r == '-' || r == '\u2010' || r == '\u2011' }

func startsWord(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return isWord(r)
}

// Fold returns the case-folded form of one token's text: lower case, with
// typographic apostrophes written as ASCII ones.
func Fold(s string) string {
	ascii := true
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= utf8.RuneSelf {
			ascii = false
			break
		}
		if 'A' <= c && c <= 'Z' {
			return strings.ToLower(s)
		}
	}
	if ascii {
		return s
	}
	return strings.ReplaceAll(strings.ToLower(s), "\u2019", "'")
}

// Key returns the lookup key of a name: its tokens joined by a space where
// the name has a space or hyphen and by nothing where they are glued, folded
// when fold is set. Two names with the same folded key are the same term.
func Key(name string, fold bool) string {
	var b strings.Builder
	for i, t := range Split(name, nil) {
		if i > 0 && t.Gap != Glued {
			b.WriteByte(' ')
		}
		text := name[t.Start:t.End]
		if fold {
			text = Fold(text)
		}
		b.WriteString(text)
	}
	return b.String()
}
