package suggest

import (
	"strings"
	"unicode"

	"github.com/shortlist/shortlist/wasm/cv"
)

// Suggestions keep the user's voice and language (issue 35, item 2): the
// rules that write English words into a bullet touch only English bullets,
// and none touches a fragment, a heading or a date line.

// englishWords and otherWords are the commonest short words of English and
// of the parser's other languages (German, Spanish, French).
var (
	englishWords = setOf("the and of to with for in on a an by from our as at into using was were")
	otherWords   = setOf("und mit der die das den für von zu im bei auf el la los las del y con para por en et avec des les le du pour dans sur au une un de")
)

func setOf(list string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(list) {
		m[w] = true
	}
	return m
}

// inEnglish reports whether a text reads as English: it has more of
// English's short words than of the others', and no accented letter
// English words lack ("Évaluation"). A text with neither is taken as
// English only when it has no such letter.
func inEnglish(text string) bool {
	en, other := 0, 0
	for _, w := range strings.FieldsFunc(strings.ToLower(text), func(r rune) bool { return !unicode.IsLetter(r) }) {
		switch {
		case englishWords[w]:
			en++
		case otherWords[w]:
			other++
		}
	}
	if strings.ContainsAny(text, "ÉéèêàâçôûùîïëäöüßñáíóúÀÈÊÂÇÔÛÎÄÖÜÑÁÍÓÚ") {
		return en > other+1
	}
	return en >= other
}

// cvInEnglish reports whether the CV's bullets read as English.
func cvInEnglish(c cv.StructuredCV) bool {
	var b strings.Builder
	for _, e := range c.ProfessionalExperience {
		for _, r := range e.Responsibilities {
			b.WriteString(r.Text + " ")
		}
	}
	return inEnglish(b.String())
}

// minProseWords is the fewest words a bullet needs to be more than a
// fragment ("Java", "Team lead").
const minProseWords = 4

// isProse reports whether a bullet says what someone did: at least
// minProseWords words, not a heading (ending in a colon, or in capitals),
// and not a date line (a year among at most six words).
func isProse(text string) bool {
	t := strings.TrimSpace(text)
	f := strings.Fields(t)
	if len(f) < minProseWords || strings.HasSuffix(t, ":") || t == strings.ToUpper(t) {
		return false
	}
	if len(f) <= 6 && hasYear(t) {
		return false
	}
	return true
}

// hasYear reports whether s has a four-digit year from 1900 to 2099.
func hasYear(s string) bool {
	for i := 0; i+3 < len(s); i++ {
		if (s[i] == '1' && s[i+1] == '9' || s[i] == '2' && s[i+1] == '0') && isDigit(s[i+2]) && isDigit(s[i+3]) &&
			(i == 0 || !isDigit(s[i-1])) && (i+4 == len(s) || !isDigit(s[i+4])) {
			return true
		}
	}
	return false
}

func isDigit(b byte) bool { return '0' <= b && b <= '9' }

// changesText reports whether a suggestion's text differs from the text it
// would replace: one that equals it changes nothing and would show as
// applied before any click.
func changesText(s cv.Suggestion) bool {
	if s.SuggestedText.Names != nil || s.CurrentText == "" {
		return true
	}
	return strings.TrimSpace(s.SuggestedText.Text) != strings.TrimSpace(s.CurrentText)
}
