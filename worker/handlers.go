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
		writeAnswer(w, http.StatusOK, out, a.redactor)
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
		writeAnswer(w, http.StatusOK, out, a.redactor)
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
		req := chatRequest{Model: model, MaxTokens: maxTokens, Messages: prompt.Suggest(q.CV, q.JobDescription)}
		err := a.run(r.Context(), "suggest", req, func(c completion) (err error) {
			out.Suggestions, err = reply.Suggestions(c.Reasoning, c.Content)
			out.RawAPIResponse = reply.RawResponse(c.Reasoning, c.Content)
			return err
		})
		if err != nil {
			writeFailure(w, err)
			return
		}
		writeAnswer(w, http.StatusOK, out, a.redactor)
	})
}
