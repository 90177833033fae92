package match

import (
	"strings"

	"github.com/shortlist/shortlist/wasm/lexicon"
)

// A post's opening often describes the employer in the first person plural:
// "We are transforming … through agile software development and continuous
// improvement." Read as a requirement, such a sentence made the candidate
// lack what the employer does (audit class 11, issue 35). Outside a known
// section, a sentence whose subject is the employer and that asks nothing
// of the candidate is about the company.

// employerOpeners are the first words of a sentence whose subject is the
// employer, in English, German, French and Spanish.
var employerOpeners = toSet(`we we're we’re we've we’ve our ours wir unser unsere unserer unseren unserem nous notre nos
	somos nuestro nuestra nuestros nuestras nosotros`)

// candidateCues mark a first-person sentence that still asks something of the
// candidate ("We are looking for …", "Wir suchen …", "Buscamos …") or names
// the stack the candidate will work with ("We use Go and Kafka").
var candidateCues = newCues(phrases(`look seek search hiring hire need want expect requir you candidate ideal use_ uses_ using work_with
	built_with build_with rely_on stack suche brauch benötig erwart sie_ dich du_ dein ihr_ arbeiten_mit setzen nutzen
	verwenden busca necesit requer usted tu_ utiliza trabajamos_con recherch cherch besoin vous utilis travaillons_avec`))

// aboutEmployer reports whether a lower-case sentence describes the employer
// and asks nothing of the candidate. One that names a tool ("We build
// things in Go and Docker") states the stack the job works in.
func aboutEmployer(lower string) bool {
	ws := words(lower)
	if len(ws) == 0 || !employerOpeners[ws[0].Text] && !employerInside(lower) || candidateCues.index(lower) >= 0 || requirementCues.index(lower) >= 0 {
		return false
	}
	return !namesTool(lower)
}

// namesTool reports whether a sentence names a tool the lexicon knows.
func namesTool(s string) bool {
	for _, m := range lexicon.Find(s) {
		if m.Term.Kind == lexicon.Tool {
			return true
		}
	}
	return false
}

// teamCues mark a sentence that says whom the team is made of: its
// members' roles and tools are the colleagues', not asked of the candidate
// ("a Scrum team consisting of front-end developers, middleware developers
// (Java) and back-end developers (an SAP system)").
var teamCues = phrases("consisting_of composed_of made_up_of bestehend_aus besteht_aus compuesto_por formado_por composé_de composée_de")

// teamMembers drops, in a sentence that says whom the team is made of, the
// roles of its members ("back-end developers") and the terms in parentheses
// right after a member ("developers (Java)").
func teamMembers(text string, terms []lexicon.Match) []lexicon.Match {
	lower := strings.ToLower(text)
	if !containsAny(lower, teamCues) {
		return terms
	}
	out := terms[:0:0]
	for _, m := range terms {
		if !colleagueNouns[strings.ToLower(nextWord(text[m.End:]))] && !aboutMember(text[:m.Start]) {
			out = append(out, m)
		}
	}
	return out
}

// aboutMember reports whether text before a term leaves open a parenthesis
// that follows a colleague noun, itself or before an adjective of it:
// "Entwickler (Technologie Java", "développeurs back-end (un système SAP".
func aboutMember(before string) bool {
	open := strings.LastIndex(before, "(")
	if open < 0 || strings.Contains(before[open:], ")") {
		return false
	}
	ws := words(before[:open])
	for i := len(ws) - 1; i >= 0 && i >= len(ws)-3; i-- {
		if colleagueNouns[strings.ToLower(ws[i].Text)] {
			return true
		}
	}
	return false
}
