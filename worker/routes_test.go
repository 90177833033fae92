package main

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func TestRoutes(t *testing.T) {
	tests := []struct {
		name       string
		cfg        Config
		method     string
		path       string
		wantStatus int
		wantBody   string
	}{
		{"health ai off", Config{}, "GET", "/api/health", 200, `{"ai":false}`},
		{"health ai on", Config{APIKey: "sk-secret"}, "GET", "/api/health", 200, `{"ai":true}`},
		{"health wrong method", Config{}, "POST", "/api/health", 405, `{"error":{"code":"method_not_allowed","message":"This address only answers GET requests."}}`},
		{"health head", Config{}, "HEAD", "/api/health", 200, `{"ai":false}`},
		{"analyze wrong method", Config{}, "GET", "/api/analyze", 405, `{"error":{"code":"method_not_allowed","message":"This address only answers POST requests."}}`},
		{"format wrong method", Config{}, "PUT", "/api/format", 405, `{"error":{"code":"method_not_allowed","message":"This address only answers POST requests."}}`},
		{"suggest wrong method", Config{}, "DELETE", "/api/suggest", 405, `{"error":{"code":"method_not_allowed","message":"This address only answers POST requests."}}`},
		{"analyze without key", Config{}, "POST", "/api/analyze", 503, `{"error":{"code":"ai_unavailable","message":"AI is not configured on this server. The on-device engine still works."}}`},
		{"api path below an operation", Config{}, "POST", "/api/analyze/x", 404, `{"error":{"code":"not_found","message":"There is no such API operation."}}`},
		{"unknown api path", Config{}, "GET", "/api/nope", 404, `{"error":{"code":"not_found","message":"There is no such API operation."}}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := httptest.NewRecorder()
			routes(tt.cfg).ServeHTTP(rec, httptest.NewRequest(tt.method, tt.path, nil))
			if rec.Code != tt.wantStatus {
				t.Errorf("status = %d, want %d", rec.Code, tt.wantStatus)
			}
			if got := rec.Body.String(); got != tt.wantBody {
				t.Errorf("body = %s, want %s", got, tt.wantBody)
			}
			if ct := rec.Header().Get("Content-Type"); ct != "application/json; charset=utf-8" {
				t.Errorf("content type = %q", ct)
			}
			if !json.Valid(rec.Body.Bytes()) {
				t.Errorf("body is not JSON")
			}
			if cc := rec.Header().Get("Cache-Control"); cc != "no-store" {
				t.Errorf("cache-control = %q", cc)
			}
		})
	}
	rec := httptest.NewRecorder()
	routes(Config{}).ServeHTTP(rec, httptest.NewRequest(http.MethodDelete, "/api/health", nil))
	if got := rec.Header().Get("Allow"); got != "GET" {
		t.Errorf("Allow = %q, want GET", got)
	}
}

// TestAllowedHosts: with ALLOWED_HOSTS set (make dev), a request addressed
// to another host is refused before anything else; without it, any host
// passes.
func TestAllowedHosts(t *testing.T) {
	cfg, err := loadConfig(func(name string) string {
		if name == "ALLOWED_HOSTS" {
			return "127.0.0.1:9619, LOCALHOST:9619"
		}
		return ""
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		host string
		want int
	}{
		{"127.0.0.1:9619", http.StatusOK},
		{"localhost:9619", http.StatusOK},
		{"evil.example:9619", http.StatusForbidden},
		{"127.0.0.1:8787", http.StatusForbidden},
	} {
		r := httptest.NewRequest(http.MethodGet, "http://"+tt.host+"/api/health", nil)
		rec := httptest.NewRecorder()
		routes(cfg).ServeHTTP(rec, r)
		if rec.Code != tt.want {
			t.Errorf("Host %s: status %d, want %d", tt.host, rec.Code, tt.want)
		}
		if tt.want == http.StatusForbidden && !strings.Contains(rec.Body.String(), `"code":"forbidden_host"`) {
			t.Errorf("Host %s: body %s", tt.host, rec.Body)
		}
	}
	r := httptest.NewRequest(http.MethodGet, "http://evil.example/api/health", nil)
	rec := httptest.NewRecorder()
	routes(Config{}).ServeHTTP(rec, r)
	if rec.Code != http.StatusOK {
		t.Errorf("no ALLOWED_HOSTS: status %d", rec.Code)
	}
}
