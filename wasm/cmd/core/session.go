package main

import (
	"encoding/json"

	"github.com/shortlist/shortlist/wasm/cv"
	"github.com/shortlist/shortlist/wasm/match"
	"github.com/shortlist/shortlist/wasm/suggest"
)

// tailoring is the tailoring screen's session: the job, read once when the
// screen opens, and the CV as last rated or applied, so that an apply sends
// only its suggestion and a rating never sends the job again.
type tailoring struct {
	job match.Job
	cv  cv.StructuredCV
	// original is the CV as first formatted, what an undo brings back.
	original cv.StructuredCV
	// seq is the highest id number an apply has used: two applies sent
	// before the page took the first's answer still get ids of their own.
	seq int
}

// session is the open tailoring session, nil before the screen opens one.
var session *tailoring

// sessionError is the coded error of a session call made before the screen
// opened the session.
type sessionError struct{}

func (sessionError) Error() string        { return "core: no tailoring session" }
func (sessionError) ErrorCode() string    { return "no_session" }
func (sessionError) ErrorMessage() string { return "The tailoring screen has not opened its session." }

func openSession() (*tailoring, error) {
	if session == nil {
		return nil, sessionError{}
	}
	return session, nil
}

// openTailoring opens the session: {"cv": the CV as now edited, "original":
// as first formatted, "jobDescription"} → {"suggestions": the on-device
// suggestions of the original, rated on it, "report": its score}. The
// suggestions are made for the original so that a reload finds the
// applied ones again.
func openTailoring(args json.RawMessage) (any, error) {
	a, err := decode[struct {
		CV             cv.StructuredCV `json:"cv"`
		Original       cv.StructuredCV `json:"original"`
		JobDescription string          `json:"jobDescription"`
	}](args)
	if err != nil {
		return nil, err
	}
	job, err := readJob(a.JobDescription)
	if err != nil {
		return nil, err
	}
	session = &tailoring{job: job, cv: a.CV, original: a.Original}
	return struct {
		Suggestions []suggest.Rated `json:"suggestions"`
		Report      match.Report    `json:"report"`
	}{suggest.Rate(a.Original, job, suggest.Build(a.Original, job)), job.AnalyzeCV(cv.FromStructured(&a.Original))}, nil
}

// rateTailoring scores the session's CV and rates every suggestion shown on
// it: {"cv": the CV as the page edited it, or null for the session's as
// kept, "suggestions": [Suggestion or Rated]} → {"report", "suggestions",
// "transformed": the CV's transformed JSON}. As tailor, but the job is the
// session's and the CV is sent once.
func rateTailoring(args json.RawMessage) (any, error) {
	a, err := decode[struct {
		CV          *cv.StructuredCV `json:"cv"`
		Suggestions []suggest.Rated  `json:"suggestions"`
	}](args)
	if err != nil {
		return nil, err
	}
	s, err := openSession()
	if err != nil {
		return nil, err
	}
	if a.CV != nil {
		s.cv = *a.CV
	}
	return struct {
		Report      match.Report    `json:"report"`
		Suggestions []suggest.Rated `json:"suggestions"`
		Transformed cv.TailoringCV  `json:"transformed"`
	}{s.job.AnalyzeCV(cv.FromStructured(&s.cv)), suggest.Rate(s.cv, s.job, a.Suggestions), cv.ToTailoring(&s.cv)}, nil
}

// applySuggestion applies a suggestion to the session's CV and keeps the
// result: {"suggestion": Rated, "seq": the highest id number the document
// has used} → {"cv", "seq", "changed"} (suggest.Place; ids go above seq and
// above those the session gave). The page's reducer takes the CV as it is.
func applySuggestion(args json.RawMessage) (any, error) {
	a, err := decode[struct {
		Suggestion suggest.Rated `json:"suggestion"`
		Seq        int           `json:"seq"`
	}](args)
	if err != nil {
		return nil, err
	}
	s, err := openSession()
	if err != nil {
		return nil, err
	}
	c, seq, changed := suggest.Place(s.cv, max(a.Seq, s.seq), a.Suggestion)
	s.cv, s.seq = c, seq
	return placed{CV: c, Seq: seq, Changed: changed}, nil
}

// previewSuggestion is applySuggestion without keeping the result: what
// the suggestion would make of the session's CV ({"suggestion"} → {"cv",
// "seq", "changed"}, seq counted from 0).
func previewSuggestion(args json.RawMessage) (any, error) {
	a, err := decode[struct {
		Suggestion suggest.Rated `json:"suggestion"`
	}](args)
	if err != nil {
		return nil, err
	}
	s, err := openSession()
	if err != nil {
		return nil, err
	}
	c, seq, changed := suggest.Place(s.cv, 0, a.Suggestion)
	return placed{CV: c, Seq: seq, Changed: changed}, nil
}

// placed is a suggestion applied: the CV, the highest id number it has
// used, and whether anything changed.
type placed struct {
	CV      cv.StructuredCV `json:"cv"`
	Seq     int             `json:"seq"`
	Changed bool            `json:"changed"`
}

// undoSuggestion answers the steps that take an applied suggestion back out
// of the session's CV ({"suggestion"} → []suggest.UndoStep, suggest.Undo),
// for the page's reducer to run: what comes back is the original's.
func undoSuggestion(args json.RawMessage) (any, error) {
	a, err := decode[struct {
		Suggestion suggest.Rated `json:"suggestion"`
	}](args)
	if err != nil {
		return nil, err
	}
	s, err := openSession()
	if err != nil {
		return nil, err
	}
	steps := suggest.Undo(s.cv, s.original, a.Suggestion)
	if steps == nil {
		steps = []suggest.UndoStep{}
	}
	return steps, nil
}
