package main

import "net/http"

// routes returns every /api route on one screen. Static assets never reach
// the worker: wrangler.toml sends only /api/* here.
func routes(cfg Config) http.Handler {
	mux := http.NewServeMux()
	mux.Handle("GET /api/health", handleHealth(cfg))
	mux.Handle("/api/health", methodNotAllowed("GET"))
	mux.Handle("/", notFound())
	return mux
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
