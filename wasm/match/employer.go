package match

import "github.com/shortlist/shortlist/wasm/lexicon"

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
	if len(ws) == 0 || !employerOpeners[ws[0].Text] || candidateCues.index(lower) >= 0 || requirementCues.index(lower) >= 0 {
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
