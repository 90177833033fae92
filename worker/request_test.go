package main

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// TestDecodeRefusesBrokenText: text the model would read as something the
// user never typed is a 400 before any provider request.
func TestDecodeRefusesBrokenText(t *testing.T) {
	tests := []struct {
		name, body string
		ok         bool
	}{
		{"plain", `{"cvText":"Jane","jobDescription":"Go"}`, true},
		{"a surrogate pair", `{"cvText":"Jane \ud83d\ude00","jobDescription":"Go"}`, true},
		{"an escaped backslash before u0000", `{"cvText":"C:\\u0000dir","jobDescription":"Go"}`, true},
		{"accented and emoji", `{"cvText":"Zoë 😀","jobDescription":"Go"}`, true},
		{"invalid UTF-8", "{\"cvText\":\"Jane \xff\",\"jobDescription\":\"Go\"}", false},
		{"a raw NUL", "{\"cvText\":\"Jane\",\"jobDescription\":\"Go\"}\x00", false},
		{"an escaped NUL", `{"cvText":"Jane\u0000","jobDescription":"Go"}`, false},
		{"a lone high surrogate", `{"cvText":"Jane \ud83d","jobDescription":"Go"}`, false},
		{"a high surrogate before a letter escape", `{"cvText":"Jane \ud83d\u0041","jobDescription":"Go"}`, false},
		{"a lone low surrogate", `{"cvText":"Jane \ude00","jobDescription":"Go"}`, false},
		{"a surrogate at the end", `{"cvText":"\ud83d`, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := httptest.NewRequest(http.MethodPost, "/api/analyze", strings.NewReader(tt.body))
			r.Header.Set("Content-Type", "application/json")
			var q analyzeRequest
			err := decode(r, &q)
			if tt.ok && err != nil {
				t.Fatalf("refused: %v", err)
			}
			if !tt.ok && (err == nil || errorCode(err) != codeInvalidJSON) {
				t.Fatalf("err = %v, want %s", err, codeInvalidJSON)
			}
		})
	}
}

// TestDecodeStrictKeys: a key must be a field's exact name, once; the
// refusal is 400 invalid_json and names the key.
func TestDecodeStrictKeys(t *testing.T) {
	const cvSuggest = `{"core_skills":["Go"],"professional_experience":[{"id":"exp_1","title":"Engineer","responsibilities":[{"id":"r1","text":"Go"}]}]}`
	tests := []struct {
		name, op, body string
		names          string // "" when accepted
	}{
		{"exact names", "/api/analyze", `{"cvText":"Jane","jobDescription":"Go"}`, ""},
		{"a case variant after the field", "/api/analyze", `{"cvText":"Jane","CVTEXT":"z","jobDescription":"Go"}`, `"CVTEXT"`},
		{"a case variant alone", "/api/format", `{"CvText":"Jane"}`, `"CvText"`},
		{"a duplicate key", "/api/analyze", `{"cvText":"Jane","jobDescription":"Go","cvText":"z"}`, `"cvText"`},
		{"an unknown key", "/api/analyze", `{"cvText":"Jane","jobDescription":"Go","model":"x"}`, `"model"`},
		{"an unknown key inside the CV", "/api/suggest", `{"cv":{"core_skills":["Go"],"temperature":2},"jobDescription":"Go"}`, `"temperature"`},
		{"a case variant in a list item", "/api/suggest", `{"cv":{"core_skills":["Go"],"professional_experience":[{"ID":"exp_1"}]},"jobDescription":"Go"}`, `"ID"`},
		{"a duplicate in a nested item", "/api/suggest", `{"cv":{"core_skills":["Go"],"languages":[{"id":"l1","language":"de","language":"fr"}]},"jobDescription":"Go"}`, `"language"`},
		{"a nested CV", "/api/suggest", `{"cv":` + cvSuggest + `,"jobDescription":"Go"}`, ""},
		{"an escaped key that reads as a field", "/api/format", `{"cv\u0054ext":"Jane"}`, ""},
		{"an escaped duplicate", "/api/format", `{"cvText":"a","cv\u0054ext":"b"}`, `"cvText"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := httptest.NewRequest(http.MethodPost, tt.op, strings.NewReader(tt.body))
			r.Header.Set("Content-Type", "application/json")
			var err error
			switch tt.op {
			case "/api/analyze":
				err = decode(r, &analyzeRequest{})
			case "/api/format":
				err = decode(r, &formatRequest{})
			default:
				err = decode(r, &suggestRequest{})
			}
			if tt.names == "" {
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				return
			}
			e, ok := err.(*Error)
			if !ok || e.Code != codeInvalidJSON || !strings.Contains(e.Message, tt.names) {
				t.Fatalf("err = %v, want %s naming %s", err, codeInvalidJSON, tt.names)
			}
		})
	}
}

// TestDecodeDepth: nesting deeper than maxDepth is refused with 400
// invalid_json before any decoder recurses into it; up to maxDepth, the
// body reaches the decoders (here refused for its type).
func TestDecodeDepth(t *testing.T) {
	nested := func(levels int) string {
		return `{"cvText":` + strings.Repeat("[", levels-1) + strings.Repeat("]", levels-1) + `,"jobDescription":"Go"}`
	}
	for _, tt := range []struct {
		name   string
		levels int
		deep   bool
	}{
		{"at the bound", maxDepth, false},
		{"one level deeper", maxDepth + 1, true},
		{"a hundred levels", 100, true},
		{"as deep as the body bound allows", maxBodyBytes/2 - 64, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			r := httptest.NewRequest(http.MethodPost, "/api/analyze", strings.NewReader(nested(tt.levels)))
			r.Header.Set("Content-Type", "application/json")
			err := decode(r, &analyzeRequest{})
			e, ok := err.(*Error)
			if !ok || e.Code != codeInvalidJSON {
				t.Fatalf("err = %v, want %s", err, codeInvalidJSON)
			}
			if got := strings.Contains(e.Message, "levels deep"); got != tt.deep {
				t.Fatalf("message %q: refused for its depth = %v, want %v", e.Message, got, tt.deep)
			}
		})
	}
}

// TestDecodeContentType: only application/json, optionally with
// charset=utf-8, in any case; anything else is 415.
func TestDecodeContentType(t *testing.T) {
	tests := []struct {
		value string
		ok    bool
	}{
		{"application/json", true},
		{"application/json; charset=utf-8", true},
		{"Application/JSON;Charset=UTF-8", true},
		{`application/json; charset="utf-8"`, true},
		{"application/json, text/plain", false},
		{"application/json; charset=latin1", false},
		{"application/json; boundary=x", false},
		{"application/json; charset=utf-8; x=y", false},
		{"application/json;", false},
		{"application/jsonx", false},
		{"text/json", false},
		{"application/ld+json", false},
		{"text/plain", false},
		{"", false},
	}
	for _, tt := range tests {
		t.Run(tt.value, func(t *testing.T) {
			r := httptest.NewRequest(http.MethodPost, "/api/format", strings.NewReader(`{"cvText":"Jane"}`))
			r.Header.Set("Content-Type", tt.value)
			err := decode(r, &formatRequest{})
			if tt.ok && err != nil {
				t.Fatalf("refused: %v", err)
			}
			if !tt.ok && errorCode(err) != codeUnsupportedMedia {
				t.Fatalf("err = %v, want %s", err, codeUnsupportedMedia)
			}
		})
	}
	// syumai/workers hands "application/json, text/plain" over as two values.
	r := httptest.NewRequest(http.MethodPost, "/api/format", strings.NewReader(`{"cvText":"Jane"}`))
	r.Header.Add("Content-Type", "application/json")
	r.Header.Add("Content-Type", " text/plain")
	if err := decode(r, &formatRequest{}); errorCode(err) != codeUnsupportedMedia {
		t.Fatalf("two values: err = %v, want %s", err, codeUnsupportedMedia)
	}
}
