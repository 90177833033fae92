package main

import (
	"net/http"

	"github.com/shortlist/shortlist/wasm/cv"
	"github.com/shortlist/shortlist/wasm/prompt"
	"github.com/shortlist/shortlist/wasm/reply"
)

// validator is a decoded request body that checks its own fields.
type validator interface{ validate() error }

// accept decodes the body into q and validates it, then spends one of the
// client's AI requests: a refused request never reaches the limiter.
func accept(a *assistant, r *http.Request, q validator) error {
	if err := decodeValid(r, q); err != nil {
		return err
	}
	return a.admit(r)
}

// decodeValid decodes the body into q and validates it.
func decodeValid(r *http.Request, q validator) error {
	if err := decode(r, q); err != nil {
		return err
	}
	return q.validate()
}

// handleAnalyze answers POST /api/analyze {cvText, jobDescription} with
// the spec's Analysis result.
func handleAnalyze(a *assistant, model string, maxTokens int) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var q analyzeRequest
		if err := accept(a, r, &q); err != nil {
			writeFailure(w, err)
			return
		}
		var out cv.Analysis
		req := chatRequest{Model: model, MaxTokens: maxTokens, Messages: prompt.Analyze(q.CVText, q.JobDescription)}
		err := a.run(r.Context(), "analyze", req, func(c completion) (err error) {
			out, err = reply.Analysis(c.Reasoning, c.Content)
			return err
		})
		if err != nil {
			writeFailure(w, err)
			return
		}
		a.answer(w, "analyze", out)
	})
}

// handleFormat answers POST /api/format {cvText} with the spec's
// Formatted CV.
func handleFormat(a *assistant, model string, maxTokens int) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var q formatRequest
		if err := accept(a, r, &q); err != nil {
			writeFailure(w, err)
			return
		}
		var out cv.FormattedCV
		req := chatRequest{Model: model, MaxTokens: maxTokens, Messages: prompt.Format(q.CVText)}
		err := a.run(r.Context(), "format", req, func(c completion) (err error) {
			out, err = reply.FormattedCV(c.Reasoning, c.Content)
			return err
		})
		if err != nil {
			writeFailure(w, err)
			return
		}
		a.answer(w, "format", out)
	})
}

// suggestResponse is the answer of /api/suggest.
type suggestResponse struct {
	Suggestions    []cv.Suggestion `json:"suggestions"`
	RawAPIResponse string          `json:"rawApiResponse"`
}

// handleSuggest answers POST /api/suggest {cv, jobDescription} with
// {suggestions, rawApiResponse}.
func handleSuggest(a *assistant, model string, maxTokens int) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var q suggestRequest
		if err := accept(a, r, &q); err != nil {
			writeFailure(w, err)
			return
		}
		var out suggestResponse
		ids := tailoringIDs(q.CV)
		req := chatRequest{Model: model, MaxTokens: maxTokens, Messages: prompt.Suggest(q.CV, q.JobDescription)}
		err := a.run(r.Context(), "suggest", req, func(c completion) error {
			s, err := reply.Suggestions(c.Reasoning, c.Content)
			if err != nil {
				return err
			}
			if s = knownIDs(s, ids); len(s) == 0 {
				return &reply.Error{Code: reply.CodeShape, Message: "Every suggestion referred to an item id that is not in the CV; use only the ids given."}
			}
			out.Suggestions = s
			out.RawAPIResponse = reply.RawResponse(c.Reasoning, c.Content)
			return nil
		})
		if err != nil {
			writeFailure(w, err)
			return
		}
		a.answer(w, "suggest", out)
	})
}

// tailoringIDs are the item ids of the CV sent with a suggest request.
func tailoringIDs(c cv.TailoringCV) map[string]bool {
	ids := map[string]bool{}
	for _, e := range c.ProfessionalExperience {
		ids[e.ID] = true
		for _, r := range e.Responsibilities {
			ids[r.ID] = true
		}
	}
	for _, e := range c.Education {
		ids[e.ID] = true
	}
	for _, l := range c.Languages {
		ids[l.ID] = true
	}
	delete(ids, "")
	return ids
}

// knownIDs keeps the suggestions whose ids are in the CV that was sent: one
// tied to an experience the CV does not have is dropped (there is nothing
// to apply it to); one whose input_item_id is unknown becomes new content
// (the spec's null input_item_id), so that it can never replace an item it
// did not read. The sections whose items the CV sent carries no ids for
// (the header's parts, skills and tools go as plain text) keep theirs: the
// page matches them against its own document. Only the section and the two
// id fields are read or changed.
func knownIDs(in []cv.Suggestion, ids map[string]bool) []cv.Suggestion {
	out := in[:0]
	for _, s := range in {
		if id := s.ProfessionalExperienceID; id != nil && !ids[*id] {
			continue
		}
		switch s.ParentSection {
		case cv.SectionProfessionalExperience, cv.SectionEducation, cv.SectionLanguages:
			if id := s.InputItemID; id != nil && !ids[*id] {
				s.InputItemID = nil
			}
		}
		out = append(out, s)
	}
	return out
}
