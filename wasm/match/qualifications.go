package match

import (
	"regexp"
	"strings"
)

// A requirements list printed under a duties heading ("6 - 10 years of IT
// experience …", "BS, Master's in computer science or equivalent",
// "Strong understanding of ITSM") states what the person must bring, not
// what the job does: shown as a duty it was "shown" by any bullet that
// shared its generic words (issue 35, class 15).

// qualificationNouns open a line that states a qualification, after
// filler ("strong", "proven", "hands-on", "good to have"), in the four
// languages; "understands" says what the person knows.
var qualificationNouns = toSet(`experience experiences knowledge understanding understands proficiency expertise familiarity exposure degree
	bachelor bachelor's master master's bs ms msc bsc phd certification certified
	erfahrung erfahrungen berufserfahrung kenntnisse kenntnis studium abschluss ausbildung
	expérience expériences connaissance connaissances maîtrise diplôme
	experiencia conocimiento conocimientos dominio titulación licenciatura`)

// qualificationOpeners are the filler words before such a noun besides
// qualFiller: importance and level words.
var qualificationOpeners = toSet(`preferred preferably ideally required on to have fundierte fundiert sehr gute guter gutes
	mehrjährige mehrjährig erste abgeschlossenes abgeschlossene idealerweise bonne bonnes solide solides excellente
	buena buenos buenas sólida sólidos amplia amplio`)

// notQualification are the words after a qualification noun that make it a
// duty after all: "knowledge sharing", "experience design".
var notQualification = toSet(`sharing transfer management base bases design`)

// yearsOpenerRe matches a line that opens with a number of years.
var yearsOpenerRe = regexp.MustCompile(`^(?:at least |mindestens |minimum |au moins |al menos )?\d+\s*(?:\+|-|–|to|bis|à|a)?\s*\d*\s*\+?\s*(?:years?|yrs|jahre|ans|años)\b`)

// abilityWords within a line's first six words make it say what the
// person can do: "Good verbal and written communication skills",
// "Confident and able to multi-task", "Database fundamentals".
var abilityWords = toSet(`skills skill abilities ability able fundamentals fähigkeiten fähigkeit compétences aptitudes
	habilidades capacidad capaz`)

// statesQualification reports whether a lower-case line opens by stating
// a qualification: a number of years, a qualification noun after filler,
// or an ability word among its first words.
func statesQualification(lower string) bool {
	lower = strings.TrimLeft(lower, "-*•·▪◦ \t")
	if yearsOpenerRe.MatchString(lower) {
		return true
	}
	ws := words(lower)
	for _, w := range ws[:min(len(ws), 6)] {
		if abilityWords[w.Text] {
			return true
		}
	}
	for i, w := range ws {
		t := strings.Trim(w.Text, ",;:")
		switch {
		case qualificationNouns[t]:
			return i+1 >= len(ws) || !notQualification[ws[i+1].Text]
		case qualFiller[t] || qualificationOpeners[t] || stopWords[t]:
			continue
		}
		return false
	}
	return false
}
