package suggest

import (
	"fmt"
	"slices"
	"strings"

	"github.com/shortlist/shortlist/wasm/cv"
	"github.com/shortlist/shortlist/wasm/match"
)

// maxDuties bounds the bullets reworded for the job's duties.
const maxDuties = 3

// rewordedDuties names in a bullet the job's words for a duty (or a
// word-read qualification) that the bullet shows only in other words, as
// the core's one duty decision finds it (match.DutyDecision): the bullet
// stays as written, and only the job's words it shows in other words
// follow it in brackets ("Automated builds with Jenkins (CI/CD)"), so
// nothing the bullet does not show is claimed.
func (b *builder) rewordedDuties() {
	n := 0
	for i, d := range b.fit.DutyDecisions() {
		if d.State != match.DutyReworded || n == maxDuties {
			continue
		}
		r := b.reqs[i]
		exp, resp, ok := b.bulletOf(d.Line)
		if !ok || b.rewritten[resp.ID] {
			continue
		}
		var named []string
		term := ""
		for _, o := range d.Other {
			if !slices.ContainsFunc(named, func(w string) bool { return strings.EqualFold(w, o.Job) }) {
				named = append(named, o.Job)
			}
			if term == "" && o.Term != "" {
				term = o.Term
			}
		}
		n++
		b.rewritten[resp.ID] = true
		s := Rated{Suggestion: cv.Suggestion{
			ParentSection:            cv.SectionProfessionalExperience,
			ProfessionalExperienceID: ptr(exp.ID),
			InputItemID:              ptr(resp.ID),
			SuggestionDescription:    fmt.Sprintf("Use the job's words in this bullet: the job asks for %s, and your bullet shows it in other words: %s.", quote(r.Text), match.JobWords(d)),
			CurrentText:              resp.Text,
			SuggestedText:            cv.SuggestedText{Text: strings.TrimRight(strings.TrimSpace(resp.Text), ".;, ") + " (" + strings.Join(named, ", ") + ")"},
			Impact:                   impactOf(r.Importance),
			ImpactDescription:        "Screening software looks for the job's own words; your bullet says the same in other words.",
		}, Requirement: clause(r), Evidence: resp.Text}
		if term != "" {
			dt := b.fit.Decide(term)
			s.Term, s.TermState = dt.Term, dt.State
		}
		b.add(s)
	}
}

// bulletOf finds the experience and bullet whose text is line.
func (b *builder) bulletOf(line string) (cv.StructuredExperience, cv.Responsibility, bool) {
	for _, e := range b.cv.ProfessionalExperience {
		for _, r := range e.Responsibilities {
			if strings.TrimSpace(r.Text) == line {
				return e, r, true
			}
		}
	}
	return cv.StructuredExperience{}, cv.Responsibility{}, false
}
