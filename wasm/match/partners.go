package match

import (
	"strings"

	"github.com/shortlist/shortlist/wasm/lexicon"
)

// "The key partners of this role will be focused on our A&I organization
// but may expand to areas such as Data Science, Marketing, Finance": the
// areas are the partners', not skills asked of the candidate (issue 35,
// audit class 11). A sentence whose subject is the role's partners or
// stakeholders and that asks nothing of the candidate yields no skill; a
// tool it names still states the stack.

// partnerNouns are the subjects that name the people a role works for.
var partnerNouns = toSet(`partner partners stakeholder stakeholders ansprechpartner schnittstellenpartner partenaires
	partenaire interlocuteurs interlocuteur interlocutores interlocutor socios`)

// partnerLead are the words that may stand before the subject: articles,
// possessives and a few adjectives ("the key partners", "ihre wichtigsten
// Ansprechpartner", "vos principaux interlocuteurs").
var partnerLead = toSet(`the your our its this role's key main primary internal external die deine ihre unsere
	wichtigsten wichtigste internen externen les vos nos ses principaux principales internes externes los las tus sus
	nuestros principales internos externos`)

// partnerAreas drops the skills of a sentence about the role's partners.
func partnerAreas(text string, terms []lexicon.Match) []lexicon.Match {
	if len(terms) == 0 || !partnersAreSubject(text) {
		return terms
	}
	out := terms[:0:0]
	for _, m := range terms {
		if m.Term.Kind == lexicon.Tool {
			out = append(out, m)
		}
	}
	return out
}

// partnersAreSubject reports whether a sentence opens with the role's
// partners as its subject and asks nothing of the candidate.
func partnersAreSubject(text string) bool {
	lower := strings.ToLower(text)
	ws := words(lower)
	for i := 0; i < len(ws) && i < 4; i++ {
		switch {
		case partnerNouns[ws[i].Text]:
			return candidateCues.index(lower) < 0
		case !partnerLead[ws[i].Text]:
			return false
		}
	}
	return false
}

// "Software tests in close cooperation with the QA department": the
// department the work is done with is named, not asked of the candidate
// (audit class 11, gulp_de 31 × 38). Dropped from the requirements, it
// lowered the German graded set (profiles of testers had met it), so the
// score keeps it and only the points leave it out.

// partnerCues stand right before the department or team a duty is done
// with, its article included.
var partnerCues = phrases(`cooperation_with_the collaboration_with_the together_with_the zusammenarbeit_mit_der
	zusammenarbeit_mit_dem zusammenarbeit_mit_den abstimmung_mit_der abstimmung_mit_dem collaboration_avec_le
	collaboration_avec_la collaboration_avec_les colaboración_con_el colaboración_con_la coordinación_con_el
	coordinación_con_la`)

// withoutPartnerDepartments leaves out of the points the skills read from
// the name of the department a duty is done with.
func withoutPartnerDepartments(reqs []Requirement) []Requirement {
	out := reqs[:0:0]
	for _, r := range reqs {
		if !partnerDepartment(r) {
			out = append(out, r)
		}
	}
	return out
}

// partnerDepartment reports whether a skill requirement's words stand
// right after a cooperation cue in its sentence.
func partnerDepartment(r Requirement) bool {
	if r.Kind != KindSkill || r.Text == "" {
		return false
	}
	lower := strings.ToLower(r.Clause)
	text := strings.ToLower(r.Text)
	for _, c := range partnerCues {
		if strings.Contains(lower, c+" "+text) {
			return true
		}
	}
	return false
}
