package main

import (
	"encoding/json"
	"slices"

	"github.com/shortlist/shortlist/wasm/cv"
	"github.com/shortlist/shortlist/wasm/match"
	"github.com/shortlist/shortlist/wasm/suggest"
)

// tailoring is the tailoring screen's session: the job, read once when the
// screen opens, the CV as last rated or applied and the suggestions shown on
// it, so that an edit sends only its action: an apply its suggestion, a
// rating nothing the core already holds.
type tailoring struct {
	job match.Job
	cv  cv.StructuredCV
	// own are the on-device suggestions made when the session opened, ai
	// the AI's as the page last sent them: every rating rates both.
	own, ai []suggest.Rated
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
// suggestions of the original, rated on it, "report": its score,
// "transformed": the CV's tailoring JSON, what the AI's request sends}. The
// suggestions are made for the original so that a reload finds the
// applied ones again; the session keeps them, and every rating rates them.
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
	own := suggest.Rate(a.Original, job, suggest.Build(a.Original, job))
	session = &tailoring{job: job, cv: a.CV, original: a.Original, own: own}
	return struct {
		Suggestions []suggest.Rated `json:"suggestions"`
		Report      match.Report    `json:"report"`
		Transformed cv.TailoringCV  `json:"transformed"`
	}{own, job.AnalyzeCV(cv.FromStructured(&a.Original)), cv.ToTailoring(&a.CV)}, nil
}

// rateTailoring scores the session's CV and rates every suggestion of the
// session on it, the on-device ones first: {"cv": the CV as the page edited
// it, or null for the session's as kept, "ai": the AI's suggestions as the
// worker sent them (a suggestion without a source is the AI's: it gets the
// same quotes, guard and effect as the on-device ones), or null for those
// kept} → {"report", "suggestions", "transformed": the CV's transformed
// JSON}. The page sends only what the core does not hold yet.
func rateTailoring(args json.RawMessage) (any, error) {
	a, err := decode[struct {
		CV *cv.StructuredCV `json:"cv"`
		AI *[]suggest.Rated `json:"ai"`
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
	if a.AI != nil {
		s.ai = *a.AI
	}
	return struct {
		Report      match.Report    `json:"report"`
		Suggestions []suggest.Rated `json:"suggestions"`
		Transformed cv.TailoringCV  `json:"transformed"`
	}{s.job.AnalyzeCV(cv.FromStructured(&s.cv)), suggest.Rate(s.cv, s.job, append(slices.Clip(s.own), s.ai...)), cv.ToTailoring(&s.cv)}, nil
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
