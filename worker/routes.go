package main

import "net/http"

// routes returns every /api route on one screen. Static assets never reach
// the worker: wrangler.toml sends only /api/* here. The AI operations pass,
// in order: the same-origin check (403), the key check (503), the
// handler's own bounds (400, 413, 415), then the per-client rate limit
// (429), so that only requests bound for the provider use up the budget.
func routes(cfg Config) http.Handler {
	a := newAssistant(cfg)
	ai := func(h http.Handler) http.Handler {
		return sameOrigin(requireAI(cfg, h))
	}
	mux := http.NewServeMux()
	mux.Handle("GET /api/health", handleHealth(cfg))
	mux.Handle("/api/health", methodNotAllowed("GET"))
	mux.Handle("POST /api/analyze", ai(handleAnalyze(a, cfg.AnalyzeModel, cfg.AnalyzeMaxTokens)))
	mux.Handle("/api/analyze", methodNotAllowed("POST"))
	mux.Handle("POST /api/format", ai(handleFormat(a, cfg.ChatModel, cfg.ChatMaxTokens)))
	mux.Handle("/api/format", methodNotAllowed("POST"))
	mux.Handle("POST /api/suggest", ai(handleSuggest(a, cfg.ChatModel, cfg.ChatMaxTokens)))
	mux.Handle("/api/suggest", methodNotAllowed("POST"))
	mux.Handle("/", notFound())
	return securityHeaders(mux)
}

// handleHealth tells the page whether AI is on, and nothing about the key.
func handleHealth(cfg Config) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, http.StatusOK, struct {
			AI bool `json:"ai"`
		}{cfg.AIEnabled()})
	})
}

func methodNotAllowed(allow string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Allow", allow)
		writeError(w, codeMethodNotAllowed, "This address only answers "+allow+" requests.")
	})
}

func notFound() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		writeError(w, codeNotFound, "There is no such API operation.")
	})
}
