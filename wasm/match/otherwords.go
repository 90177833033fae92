package match

import (
	"fmt"
	"slices"
	"strings"
)

// "Software development or scripting: your CV does not mention it" said to
// a web engineer whose every role is "software implementation" and to a
// senior software engineer (issue 35, audit class 23, after class 4 made the
// line required). Shown by such words in the score, it lowered the German
// graded set twice (developers of every kind then met every post's
// software development), so the score is left as it is and the points say
// what the CV does show: the line that may say it in other words.

// saidOtherwise are, for a skill, the word pieces (lower case, en/de/fr/es)
// of CV lines that may say it in other words.
var saidOtherwise = map[string][]string{
	"software development": phrases(`software_engineer software_developer software_implementation
		softwareentwickler software-entwickler softwareingenieur ingénieur_logiciel développeur_logiciel
		ingeniero_de_software desarrollador_de_software`),
}

// otherWordsLine is the CV's words of the first line that may say an unmet
// skill requirement (or one of its alternatives) in other words, "" if none.
func otherWordsLine(r Requirement, p profile) string {
	if r.Coverage > 0 || !isSkill(r) {
		return ""
	}
	for name, cues := range saidOtherwise {
		if r.Name != name && !slices.Contains(r.Any, name) {
			continue
		}
		for _, ln := range p.lines {
			if lower := strings.ToLower(ln); containsAny(lower, cues) && !contactLine(ln) {
				return clipToCues(ln, lower, cues)
			}
		}
	}
	return ""
}

// otherWordsWeakness is the weakness of a skill the CV may say in other
// words, "" if it does not.
func otherWordsWeakness(r Requirement, p profile) string {
	if ln := otherWordsLine(r, p); ln != "" {
		return fmt.Sprintf("%s: the job %s it; your CV does not name it, but %s may show it.", r.Name, asks(r), quote(ln))
	}
	return ""
}

// otherWordsTip is the tip for such a skill, "" if the CV has no such line.
func otherWordsTip(r Requirement, p profile) string {
	if ln := otherWordsLine(r, p); ln != "" {
		return fmt.Sprintf("%s: the job %s it and your CV does not name it, though %s may show it: if it does, name it there and in your skills.", r.Name, asks(r), quote(ln))
	}
	return ""
}
