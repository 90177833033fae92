package main

import (
	"net/http"
	"net/url"
	"strings"
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

// allowedHosts refuses, with 403 forbidden_host, every request addressed
// to a host not in hosts (none: every host passes). make dev sets it to the
// address it serves: a page on another site whose name a rebinding DNS
// server points at 127.0.0.1 reaches the local server with its own name in
// Host, and without this check could spend the developer's key. A deployed
// worker leaves it empty: Cloudflare routes only its own hostnames to it.
func allowedHosts(hosts []string, next http.Handler) http.Handler {
	if len(hosts) == 0 {
		return next
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		host := strings.ToLower(requestHost(r))
		for _, h := range hosts {
			if host == h {
				next.ServeHTTP(w, r)
				return
			}
		}
		writeError(w, codeForbiddenHost, "This server answers only requests addressed to its own host.")
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
