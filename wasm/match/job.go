package match

import (
	"slices"

	"github.com/shortlist/shortlist/wasm/cv"
)

// Job is a job description read once: its segments and requirements, and
// the month "Present" stands for. Scoring many versions of a CV against one
// job (the tailoring screen scores one per suggestion) reads the job once.
type Job struct {
	segs []segment
	reqs []Requirement
	now  int
}

// ReadJob reads a job description for scoring. Deterministic.
func ReadJob(jobDescription string) Job {
	segs := segments(jobDescription)
	return Job{segs: segs, reqs: requirements(jobDescription, segs), now: thisMonth()}
}

// AnalyzeCV is AnalyzeCV(c, jobDescription) on the job already read.
func (j Job) AnalyzeCV(c cv.FormattedCV) Report {
	return analyzeRead(render(c), c, j.segs, j.reqs, j.now)
}

// Fit is a CV read against a job: the score (the same number AnalyzeCV
// gives), the requirements with their coverage, and the term decisions,
// without the tips and questions an analysis also writes.
type Fit struct {
	Score        int
	Requirements []Requirement
	p            profile
}

// Fit scores a structured or edited CV against the job.
func (j Job) Fit(c cv.FormattedCV) Fit {
	p := newProfile(render(c), c, j.now)
	reqs := slices.Clone(j.reqs)
	for i := range reqs {
		reqs[i].Coverage, reqs[i].CV = cover(reqs[i], p)
	}
	return Fit{Score: scoreCovered(j.segs, reqs, p).pct, Requirements: reqs, p: p}
}

// Decide is the one decision about a skill or tool (a lexicon name) for
// this CV: see TermDecision.
func (f Fit) Decide(term string) TermDecision { return decide(term, f.p) }
