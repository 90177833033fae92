package match

import (
	"strings"

	"github.com/shortlist/shortlist/wasm/lexicon"
)

// "Translate trade-offs for people in non-technical roles, including senior
// leadership": the leadership there is the people the work is for, not a
// skill asked of the candidate (issue 35, class 2). Posts in German, French
// and Spanish borrow the English word the same way ("das Senior Leadership
// Team", "l'équipe de leadership", "el leadership team").

// groupSkills are the skills whose word also names a group of people.
var groupSkills = map[string]bool{"leadership": true}

// rankWords before such a word make it the group: "senior leadership".
var rankWords = toSet(`senior executive top upper exec c-level company business organisational organizational
	exécutif exécutive ejecutivo ejecutiva`)

// groupNouns after it make it a group too: "leadership team".
var groupNouns = toSet(`team teams group board équipe equipo`)

// withoutAudience drops the group skills that name a group of people.
func withoutAudience(text string, terms []lexicon.Match) []lexicon.Match {
	var out []lexicon.Match
	for i, m := range terms {
		drop := groupSkills[m.Term.Name] && namesGroup(text, m)
		if drop && out == nil {
			out = append(make([]lexicon.Match, 0, len(terms)), terms[:i]...)
		}
		if !drop && out != nil {
			out = append(out, m)
		}
	}
	if out == nil {
		return terms
	}
	return out
}

// namesGroup reports whether the words around a term make it a group of
// people: a rank before it or a group noun after it ("leadership exécutif",
// "team"), or a group noun and "de" before it ("équipe de leadership").
func namesGroup(text string, m lexicon.Match) bool {
	before := strings.Fields(strings.ToLower(text[:m.Start]))
	after := strings.ToLower(nextWord(text[m.End:]))
	if rankWords[after] || groupNouns[after] {
		return true
	}
	n := len(before)
	return n > 0 && rankWords[strings.Trim(before[n-1], "'’(")] ||
		n > 1 && before[n-1] == "de" && groupNouns[strings.TrimPrefix(before[n-2], "l'")]
}
