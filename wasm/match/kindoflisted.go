package match

import (
	"strings"

	"github.com/shortlist/shortlist/wasm/lexicon"
)

// kindNouns end a skill that names the kind of the tools listed just
// before it: "Linux and Windows operating systems". German, French and
// Spanish posts name the kind before the tools ("Betriebssysteme Linux und
// Windows", "systèmes d'exploitation Linux et Windows"), where the lexicon
// reads no term for it.
var kindNouns = map[string]bool{"system": true, "systems": true, "database": true, "databases": true, "platform": true, "platforms": true}

// listJoins are what may stand between the tools of a list.
var listJoins = map[string]bool{"and": true, "or": true, "&": true, ",": true, "/": true, "und": true, "oder": true, "y": true, "o": true, "et": true, "ou": true}

// withoutKindOfListed drops a skill that only names the kind of the tools
// listed right before it ("Linux and Windows operating systems"): the
// tools are the requirements; the kind as one more made a CV listing Linux
// and Windows read as not showing "operating systems" (22 RJDB analyses).
func withoutKindOfListed(text string, terms []lexicon.Match) []lexicon.Match {
	return dropTerms(terms, func(i int, m lexicon.Match) bool {
		return i > 0 && m.Term.Kind == lexicon.Skill && kindOfListed(text, terms[:i], m)
	})
}

// kindOfListed reports whether m ends in a kind noun and follows a list of
// tools with nothing but list joins between them and m.
func kindOfListed(text string, before []lexicon.Match, m lexicon.Match) bool {
	words := strings.Fields(strings.ToLower(m.Text))
	if len(words) == 0 || !kindNouns[words[len(words)-1]] {
		return false
	}
	end, tools := m.Start, 0
	for j := len(before) - 1; j >= 0; j-- {
		p := before[j]
		if p.Term.Kind != lexicon.Tool || p.End > end || !onlyJoins(text[p.End:end], tools == 0) {
			break
		}
		end, tools = p.Start, tools+1
	}
	return tools > 0
}

// onlyJoins reports whether s holds only spaces, hyphens and list joins;
// right before the kind noun (last) it holds no join at all.
func onlyJoins(s string, last bool) bool {
	s = strings.NewReplacer(",", " , ", "/", " / ", "-", " ").Replace(s)
	for _, w := range strings.Fields(strings.ToLower(s)) {
		if last || !listJoins[w] {
			return false
		}
	}
	return true
}
