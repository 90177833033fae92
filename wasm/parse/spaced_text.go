package parse

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// spacedInitialsRe is a title whose words each begin with a capital set
// apart ("W ork E xperience", "C ontact"): themes print a larger first
// letter or letter-space their titles, and a viewer copies the gap after
// that letter as a space.
var spacedInitialsRe = regexp.MustCompile(`^\p{Lu} \p{Ll}+(?: \p{Lu} \p{Ll}+){0,3}$`)

// unspaceLetters mends a pasted line whose letters a letter-spaced title
// or date left one word each: a title of spaced initials is written whole
// ("W ork E xperience" → "Work Experience"), and a run of four single
// letters or more with lower-case ones among them is joined, a capital
// after a lower-case letter opening the next word ("2021-08-01 t o
// P r e s e n t" → "2021-08-01 to Present"), as is a shorter one between
// two numbers ("2019-06-03 t o 2021-07-30"). Other lines are returned as
// they are.
func unspaceLetters(s string) string {
	t := strings.TrimSpace(s)
	if spacedInitialsRe.MatchString(t) {
		return s[:strings.Index(s, t)] + joinInitials(t)
	}
	if !twoLoneLetters(s) {
		return s
	}
	var b strings.Builder
	last := 0
	for _, loc := range letterRunRe.FindAllStringIndex(s, -1) {
		letters := strings.Split(s[loc[0]:loc[1]], " ")
		if !(len(letters) >= 4 || betweenNumbers(s, loc)) || !hasLower(letters) || !wordEdge(s, loc[0]-1) || !wordEdge(s, loc[1]) {
			continue
		}
		b.WriteString(s[last:loc[0]])
		b.WriteString(strings.Join(lettersToWords(letters), " "))
		last = loc[1]
	}
	if last == 0 {
		return s
	}
	b.WriteString(s[last:])
	return b.String()
}

// twoLoneLetters is a cheap test that letterRunRe can find a run here: two
// one-letter words in a row ("t o"); most lines have none.
func twoLoneLetters(s string) bool {
	run := 0
	for _, w := range strings.Fields(s) {
		if utf8.RuneCountInString(w) == 1 {
			if run++; run == 2 {
				return true
			}
			continue
		}
		run = 0
	}
	return false
}

// letterRunRe is letters set one apart from the next by a space.
var letterRunRe = regexp.MustCompile(`\p{L}(?: \p{L})+`)

// betweenNumbers reports whether the run at loc stands between two
// numbers ("2019-06-03 t o 2021-07-30"): a short word spaced out between
// dates.
func betweenNumbers(s string, loc []int) bool {
	return loc[0] >= 2 && s[loc[0]-1] == ' ' && isDigit(s[loc[0]-2]) &&
		loc[1]+1 < len(s) && s[loc[1]] == ' ' && isDigit(s[loc[1]+1])
}

// wordEdge reports whether byte i of s is outside the text or a blank, so
// that a run of letters found there is whole words.
func wordEdge(s string, i int) bool {
	return i < 0 || i >= len(s) || isBlank(s[i])
}

// joinInitials drops the space after each lone capital of a title.
func joinInitials(t string) string {
	f := strings.Fields(t)
	var out []string
	for i := 0; i+1 < len(f); i += 2 {
		out = append(out, f[i]+f[i+1])
	}
	return strings.Join(out, " ")
}

// hasLower reports whether one of the one-letter words is lower case.
func hasLower(letters []string) bool {
	for _, l := range letters {
		if strings.ToUpper(l) != l {
			return true
		}
	}
	return false
}

// lettersToWords joins single letters into words, a capital after a
// lower-case letter opening a new word.
func lettersToWords(letters []string) []string {
	var out []string
	var b strings.Builder
	prevLower := false
	for _, l := range letters {
		upper := strings.ToUpper(l) == l
		if upper && prevLower && b.Len() > 0 {
			out = append(out, b.String())
			b.Reset()
		}
		b.WriteString(l)
		prevLower = !upper
	}
	return append(out, b.String())
}

func isDigit(b byte) bool { return b >= '0' && b <= '9' }
