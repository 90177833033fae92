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
