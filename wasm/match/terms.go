package match

import "github.com/shortlist/shortlist/wasm/lexicon"

// The states of a term decision.
const (
	TermShown   = "shown"   // the CV names the term, or a variant of it (HTML5 for HTML)
	TermImplied = "implied" // the CV shows it through another term (PostgreSQL for SQL) or its own words in use
	TermAbsent  = "absent"  // neither
)

// TermDecision is the one answer to "does the CV show this skill or tool?"
// that every suggestion, tip and warning about the term rests on, so that
// none says "your CV already shows it" while another says "not in your CV".
// Variants are the lexicon's aliases (HTML5 → HTML, CSS3 → CSS, "front-end"
// in a role's title → front-end development), found by the same lexicon the
// parser and the score use.
type TermDecision struct {
	Term  string `json:"term"`
	State string `json:"state"`
	Where string `json:"where,omitempty"` // the CV's words that show or imply it
	By    string `json:"by,omitempty"`    // TermImplied: the term that implies it, "" when the CV's words in use do
}

// decide makes the decision for a lexicon name; it agrees with the score:
// a term is shown or implied exactly when cover gives its requirement a
// coverage above 0 (a test checks it on real pairs).
func decide(name string, p profile) TermDecision {
	if ev, ok := p.skills[name]; ok {
		return TermDecision{Term: name, State: TermShown, Where: ev}
	}
	if ev, ok := skillEvidence(name, p); ok {
		d := TermDecision{Term: name, State: TermImplied, Where: ev}
		for _, n := range shownBy[name] {
			if e, ok := p.skills[n]; ok && !p.basic[n] && e == ev {
				d.By = n
				break
			}
		}
		if name == "full-stack development" {
			d.By = fullStack[0] + " and " + fullStack[1]
		}
		return d
	}
	// A skill written as ordinary words ("project management") shown in
	// other forms ("managed the project"), as cover counts it.
	if t, ok := lexicon.Lookup(name); ok && t.Kind == lexicon.Skill && !p.basic[name] {
		if ln := linesInWords(name, p); ln != "" {
			return TermDecision{Term: name, State: TermImplied, Where: ln}
		}
	}
	return TermDecision{Term: name, State: TermAbsent}
}
