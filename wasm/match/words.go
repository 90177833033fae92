package match

import (
	"strings"
	"unicode"
)

// word is one word of a text with its byte span.
type word struct {
	Text       string // as written
	Start, End int
}

// words splits s into runs of letters and digits, keeping their spans.
func words(s string) []word {
	var out []word
	start := -1
	for i, r := range s {
		inWord := unicode.IsLetter(r) || unicode.IsDigit(r)
		switch {
		case inWord && start < 0:
			start = i
		case !inWord && start >= 0:
			out = append(out, word{s[start:i], start, i})
			start = -1
		}
	}
	if start >= 0 {
		out = append(out, word{s[start:], start, len(s)})
	}
	return out
}

// stem folds a word to a crude stem so word forms meet: lower case, no
// plural s, cut to six letters ("managed", "management" and "managing" all give "manage").
// A prefix is enough for the four languages and never needs a dictionary.
func stem(w string) string {
	w = strings.ToLower(w)
	// A plural s goes first, so that "bakers" meets "baker" ("class" keeps it).
	if len(w) > 4 && w[len(w)-1] == 's' && w[len(w)-2] != 's' {
		w = w[:len(w)-1]
	}
	n := 0
	for i := range w {
		if n == 6 {
			return w[:i]
		}
		n++
	}
	return w
}

// contentStems returns the stems of the words of s that carry meaning: at
// least four letters, not a stop word, not a number.
func contentStems(s string) []string {
	var out []string
	for _, w := range words(s) {
		lw := strings.ToLower(w.Text)
		if len([]rune(lw)) < 4 || stopWords[lw] || !unicode.IsLetter([]rune(lw)[0]) {
			continue
		}
		out = append(out, stem(lw))
	}
	return out
}

// stopWords are frequent words of job descriptions in English, German,
// Spanish and French that say nothing about the work itself.
var stopWords = toSet(`
about above across after again also among and any are based been being both
but can could does doing each either etc every few from further have having
help here into its just like looking make many more most much must need other
our ours over own part role same should some such than that the their them
then there these they this those through together under until upon very want
well were what when where which while who whom why will with within would
work working your yours ability strong good great excellent experience
experienced knowledge understanding skills skill years year including include
using used across team teams company candidate candidates position job ideal
required requirements preferred plus bonus nice have join day days based new
able best high level levels across other others related relevant similar
such various within without would
aber alle allem allen aller alles also andere anderen auch auf aus bei beim
bereits bietet bist bitte dabei damit dann darauf darüber dass deine deinem
deinen deiner dem den denen der des dich die dies diese diesem diesen dieser
dir doch dort durch eine einem einen einer eines etwas euch für gerne haben
hast hat hier ihnen ihr ihre ihrem ihren ihrer immer innerhalb jede jedem
jeden jeder kann kannst kein keine können mehr mein mit muss nach nicht noch
nur oder ohne sehr sein seine sich sind sowie über und uns unser unsere
unter viel vom von vor während was weil welche wenn werden wie wir wird wirst
zum zur zwischen erfahrung erfahrungen kenntnisse jahre jahren sowie
idealerweise vorteil bringst mitbringst suchen
algo ante bajo cada como con contra cual cuando del desde donde durante ella
ellos entre esta este esto estos hacia hasta las los más mucho muy nos nuestra
nuestro nuestros otra otro para pero poco por porque que quien según sin sobre
son sus también tanto tiene todo todos una uno unos usted experiencia
conocimientos años buscamos
alors aussi autre avec avoir cette ces chez comme dans des donc elle elles
encore est être leur leurs mais même nos notre nous par pas peut plus pour
quand que qui sans ses son sont sous sur tous tout très une vos votre vous
expérience connaissances ans
`)

// toSet turns a whitespace-separated list into a set.
func toSet(list string) map[string]bool {
	set := map[string]bool{}
	for _, w := range strings.Fields(list) {
		set[w] = true
	}
	return set
}
