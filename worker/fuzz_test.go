package main

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/shortlist/shortlist/wasm/input"
)

// FuzzReadStream feeds arbitrary provider answers to the stream reader: it
// must never panic, and what it returns is either a completion or one of
// the worker's coded errors.
func FuzzReadStream(f *testing.F) {
	for _, seed := range []string{
		"data: {\"choices\":[{\"delta\":{\"content\":\"{}\"},\"finish_reason\":\"stop\"}]}\n\ndata: [DONE]\n\n",
		": OPENROUTER PROCESSING\n\ndata: {\"choices\":[{\"delta\":{\"reasoning\":\"r\"}}]}\n\n",
		"data: {\"choices\":[{\"delta\":\ndata: {\"content\":\"x\"}}]}\n\n",
		"data: {\"error\":{\"message\":\"down\"}}\n\n",
		"data: {\"choices\": [\n\n",
		"data: [DONE]",
		"",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, body string) {
		c, err := readStream(strings.NewReader(body), boundsFor(100))
		if err != nil {
			if code := errorCode(err); code == "" {
				t.Fatalf("error without a code: %v", err)
			}
			return
		}
		if len(c.Content) > len(body) || len(c.Reasoning) > len(body) {
			t.Fatalf("completion longer than the stream: %d+%d > %d", len(c.Content), len(c.Reasoning), len(body))
		}
	})
}

// FuzzDecode feeds arbitrary bodies to the analyze request's decoder and
// validation: no panic, and every refusal is a coded error with a status
// of 4xx.
func FuzzDecode(f *testing.F) {
	for _, seed := range []string{
		`{"cvText":"Jane Doe","jobDescription":"Go engineer"}`,
		`{"cvText":"Jane","jobDescription":"Go","model":"x"}`,
		`{"cvText":5}`,
		`{"cvText":"a"} {"cvText":"b"}`,
		`{"cvText":"\ud83d\ude00","jobDescription":" "}`,
		`[`,
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, body string) {
		r := httptest.NewRequest(http.MethodPost, "/api/analyze", strings.NewReader(body))
		r.Header.Set("Content-Type", "application/json")
		var q analyzeRequest
		err := decodeValid(r, &q)
		if err == nil {
			for _, text := range []string{q.CVText, q.JobDescription} {
				if strings.TrimSpace(text) == "" || input.Length(text) > input.MaxChars {
					t.Fatalf("accepted a blank or too long text (%d characters)", input.Length(text))
				}
			}
			return
		}
		code := errorCode(err)
		if status := statusOf(code); code == "" || status < 400 || status >= 500 {
			t.Fatalf("refusal %v has code %q (status %d)", err, code, status)
		}
	})
}

// errorCode is the code of a worker error, before or after the retry
// decision; "" for anything else.
func errorCode(err error) string {
	switch e := err.(type) {
	case *Error:
		return e.Code
	case *failure:
		return e.err.Code
	}
	return ""
}
