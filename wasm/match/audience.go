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

// "6 - 10 years of information technology industry experience": the
// industry the years are in is no skill asked on its own (issue 35, class
// 14); the years requirement stands for it.

// industryNouns after a term make it an industry: "IT industry", "in der
// IT-Branche".
var industryNouns = toSet(`industry industries sector branche`)

// sectorWords before a term, with "de", "du" or "del", make it one too:
// "dans le secteur de la santé", "en el sector de la banca".
var sectorWords = toSet(`secteur sector`)

// namesIndustry reports whether the words around a skill make it the
// industry of a line.
func namesIndustry(text string, m lexicon.Match) bool {
	if m.Term.Kind != lexicon.Skill {
		return false
	}
	if industryNouns[strings.ToLower(nextWord(text[m.End:]))] {
		return true
	}
	before := strings.Fields(strings.ToLower(text[:m.Start]))
	for i := len(before) - 1; i >= max(0, len(before)-3); i-- {
		if sectorWords[before[i]] {
			return true
		}
	}
	return false
}

// withoutAudience drops the group skills that name a group of people and
// the skills that name an industry.
func withoutAudience(text string, terms []lexicon.Match) []lexicon.Match {
	return dropTerms(terms, func(_ int, m lexicon.Match) bool {
		return groupSkills[m.Term.Name] && namesGroup(text, m) || namesIndustry(text, m)
	})
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
