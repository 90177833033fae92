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
	// Plain paths and a method check: TinyGo's net/http fork has the
	// ServeMux from before Go 1.22, without method patterns.
	mux := http.NewServeMux()
	mux.Handle("/api/health", allowOnly("GET", handleHealth(cfg)))
	mux.Handle("/api/analyze", allowOnly("POST", ai(handleAnalyze(a, cfg.AnalyzeModel, cfg.AnalyzeMaxTokens))))
	mux.Handle("/api/format", allowOnly("POST", ai(handleFormat(a, cfg.ChatModel, cfg.ChatMaxTokens))))
	mux.Handle("/api/suggest", allowOnly("POST", ai(handleSuggest(a, cfg.ChatModel, cfg.ChatMaxTokens))))
	mux.Handle("/", notFound())
	return securityHeaders(allowedHosts(cfg.AllowedHosts, mux))
}

// handleHealth tells the page whether AI is on, and nothing about the key.
func handleHealth(cfg Config) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, http.StatusOK, struct {
			AI bool `json:"ai"`
		}{cfg.AIEnabled()})
	})
}

// allowOnly serves method (and HEAD with GET, as Go's method patterns do)
// and answers any other method with a JSON 405 naming the allowed one.
func allowOnly(method string, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == method || (method == http.MethodGet && r.Method == http.MethodHead) {
			next.ServeHTTP(w, r)
			return
		}
		w.Header().Set("Allow", method)
		writeError(w, codeMethodNotAllowed, "This address only answers "+method+" requests.")
	})
}

func notFound() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		writeError(w, codeNotFound, "There is no such API operation.")
	})
}
