// Package suggest proposes offline tailoring suggestions for a structured CV
// against a job description, in the spec's Suggestion shape, sorted by
// impact (High, Medium, Low) and at most 20.
//
// Every suggestion is built from the two texts: a job skill that the CV
// shows only in its prose goes into the skill lists; the lists are reordered
// so the job's skills come first; a bullet without a figure gets a place for
// its number; a bullet that shows a duty of the job in other words (a
// variant of its term, a tool that implies it) names the job's words; a weak opening ("Responsible for managing X") becomes a verb
// ("Managed X"), an opening adverb goes, a gerund in an ended role becomes
// the past tense; the job's title goes into the header when a role in the CV
// carries it; the summary names the job's skills the CV shows; a listed tool
// that no bullet uses is asked to be shown in one; long bullets are split.
//
// Fabrication guard: a suggestion that would add a skill, tool, language or
// degree the CV does not show says so ("not in your CV — add it only if it
// is true") and is never High impact.
package suggest

import (
	"fmt"
	"sort"

	"github.com/shortlist/shortlist/wasm/cv"
	"github.com/shortlist/shortlist/wasm/match"
)

// maxSuggestions is the spec's upper bound.
const maxSuggestions = 20

// Guard is the words every suggestion to add something the CV does not show
// carries in its description. The page does not look for them: it shows its
// warning from Rated.Adds.
const Guard = "not in your CV — add it only if it is true"

// Where a suggestion came from.
const (
	SourceOnDevice = "on-device"
	SourceAI       = "ai"
)

// Rated is a suggestion with what the page shows before it is applied: the
// job's words it serves, the CV's words it rests on, the one term decision
// it follows, what it would add that the CV does not show, and its exact
// effect on the score of the CV it was rated against.
type Rated struct {
	cv.Suggestion
	Source string `json:"source"` // SourceOnDevice or SourceAI
	// Requirement quotes the job description's words the suggestion serves,
	// "" when it serves none in particular (a clearer bullet).
	Requirement string `json:"requirement"`
	// Evidence quotes the CV's words the suggestion rests on, "" when it
	// adds something new.
	Evidence string `json:"evidence"`
	// Term and TermState are the job's skill or tool the suggestion is about
	// and the core's one decision on it (match.TermShown, TermImplied,
	// TermAbsent); both "" when it is about none.
	Term      string `json:"term"`
	TermState string `json:"term_state"`
	// Adds lists the skills, tools, languages, degrees and figures the
	// suggestion would put in the CV that it neither shows nor implies: the
	// fabrication guard. Never nil.
	Adds []string `json:"adds"`
	// Effect is the score after applying the suggestion to the CV it was
	// rated against minus the score before, both computed by the core.
	Effect int `json:"effect"`
	// Raises names the job's requirements whose coverage applying it raises.
	Raises []string `json:"raises"`
	// Applied is set when applying it would change nothing: the CV already
	// says what it suggests.
	Applied bool `json:"applied"`
	// Gaps are the placeholders of the suggested text ("[number]") the user
	// fills before applying it; never nil.
	Gaps []cv.TextGap `json:"gaps"`
	// Stale is set when the item it points at is no longer in the CV
	// (deleted since it was made): it can be neither applied nor rated.
	Stale bool `json:"stale"`
}

// Suggestions returns the on-device suggestions for c against
// jobDescription, rated against c; an empty list when there is nothing to
// suggest. Deterministic: the same inputs give the same suggestions and ids.
func Suggestions(c cv.StructuredCV, jobDescription string) []Rated {
	job := match.ReadJob(jobDescription)
	return Rate(c, job, Build(c, job))
}

// Build makes the on-device suggestions for c, sorted by impact (High,
// Medium, Low), at most 20, with ids sug_1…; Effect, Raises and Applied are
// left to Rate.
func Build(c cv.StructuredCV, job match.Job) []Rated {
	fit := job.Fit(cv.FromStructured(&c))
	s := &builder{cv: c, fit: fit, reqs: fit.Requirements, rewritten: map[string]bool{}, out: []Rated{}}
	s.buriedSkills()
	s.unusedSkills()
	s.headerTitle()
	s.aboutMe()
	s.reorder(cv.SectionCoreSkills, c.CoreSkills)
	s.reorder(cv.SectionToolsTechnologies, c.ToolsTechnologies)
	s.rewordedDuties()
	s.weakOpenings()
	s.figures()
	s.missing()
	s.longBullets()
	sort.SliceStable(s.out, func(i, j int) bool { return impactRank(s.out[i].Impact) < impactRank(s.out[j].Impact) })
	if len(s.out) > maxSuggestions {
		s.out = s.out[:maxSuggestions]
	}
	for i := range s.out {
		s.out[i].ID = fmt.Sprintf("sug_%d", i+1)
	}
	return s.out
}

// builder collects suggestions.
type builder struct {
	cv        cv.StructuredCV
	fit       match.Fit
	reqs      []match.Requirement
	out       []Rated
	rewritten map[string]bool // bullets already rewritten, by id: one suggestion a bullet
}

func (b *builder) add(s Rated) {
	if !changesText(s.Suggestion) {
		return
	}
	if s.Impact == "" {
		s.Impact = cv.ImpactLow
	}
	s.Source = SourceOnDevice
	if s.Adds == nil {
		s.Adds = []string{}
	}
	b.out = append(b.out, s)
}

func impactRank(impact string) int {
	switch impact {
	case cv.ImpactHigh:
		return 0
	case cv.ImpactMedium:
		return 1
	}
	return 2
}

// impactOf maps a requirement's importance to a suggestion's impact.
func impactOf(importance string) string {
	switch importance {
	case match.Required:
		return cv.ImpactHigh
	case match.Expected:
		return cv.ImpactMedium
	}
	return cv.ImpactLow
}

// guarded caps the impact of a suggestion that adds what the CV does not
// show: never High.
func guarded(impact string) string {
	if impact == cv.ImpactHigh {
		return cv.ImpactMedium
	}
	return impact
}

// ptr returns a pointer to a copy of s, for the optional ids.
func ptr(s string) *string { return &s }

// quote puts text in typographic quotes.
func quote(s string) string { return "“" + s + "”" }
