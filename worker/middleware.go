package main

import (
	"net/http"
	"net/url"
)

// securityHeaders marks every /api answer as data that must not be
// sniffed, framed, cached or given a referrer.
func securityHeaders(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "no-referrer")
		h.Set("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'")
		h.Set("Cache-Control", "no-store")
		next.ServeHTTP(w, r)
	})
}

// sameOrigin refuses requests that a browser made from another site's page:
// Sec-Fetch-Site other than same-origin or none, or an Origin whose host
// is not this worker's. Clients that send neither (curl, scripts) pass;
// the rate limit is what bounds them.
func sameOrigin(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if site := r.Header.Get("Sec-Fetch-Site"); site != "" && site != "same-origin" && site != "none" {
			writeError(w, codeForbiddenOrigin, "Requests from other sites are not accepted.")
			return
		}
		if origin := r.Header.Get("Origin"); origin != "" {
			u, err := url.Parse(origin)
			if err != nil || u.Host != requestHost(r) {
				writeError(w, codeForbiddenOrigin, "Requests from other sites are not accepted.")
				return
			}
		}
		next.ServeHTTP(w, r)
	})
}

// requestHost is the host the client addressed.
func requestHost(r *http.Request) string {
	if r.URL.Host != "" {
		return r.URL.Host
	}
	return r.Host
}

// requireAI answers 503 ai_unavailable when no provider key is configured.
func requireAI(cfg Config, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !cfg.AIEnabled() {
			writeError(w, codeAIUnavailable, "AI is not configured on this server. The on-device engine still works.")
			return
		}
		next.ServeHTTP(w, r)
	})
}
