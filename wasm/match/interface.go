package match

import (
	"strings"

	"github.com/shortlist/shortlist/wasm/lexicon"
)

// The lexicon reads a bare "UI" as UI design, a designer's skill. In
// "React UI für verteilte Backend-Dienste" or "Entwurf von UI
// Anwendungen" it is the user interface a developer builds: front-end
// development. Where the job speaks of design (UX, Figma, a designer), the
// lexicon's reading stands.

// frontEnd is the lexicon's front-end development.
var frontEnd = func() lexicon.Term {
	t, _ := lexicon.Lookup("front-end development")
	return t
}()

// designCues are the words of a text about design work.
var designCues = phrases("design ux figma sketch adobe_xd wireframe gestaltung diseño conception_graphique")

// uiAsInterface reports whether a match is a bare "UI" in a text that does
// not speak of design: the interface, not the design skill.
func uiAsInterface(m lexicon.Match, lower string) bool {
	return m.Term.Name == "UI design" && strings.EqualFold(m.Text, "UI") && frontEnd.Name != "" && !containsAny(lower, designCues)
}

// jobTerms are the terms findTerms reads in a job's sentence, a bare "UI"
// as front-end development. Only the job is read so: a CV's "UI" keeps
// the lexicon's reading, and its front-end work shows by its own words.
func jobTerms(text, lower string) []lexicon.Match {
	ms := findTerms(text, lower)
	for i, m := range ms {
		if uiAsInterface(m, lower) {
			ms[i].Term = frontEnd
		}
	}
	return ms
}
