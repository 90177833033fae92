package main

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"
)

// step is one scripted answer of the fake provider.
type step func(w http.ResponseWriter, r *http.Request)

// fakeProvider is an OpenAI-compatible server on 127.0.0.1 that answers
// each request with the next step of its script and records the requests.
type fakeProvider struct {
	*httptest.Server
	mu       sync.Mutex
	script   []step
	requests []recorded
}

type recorded struct {
	header http.Header
	body   chatRequest
	raw    string
}

func newFakeProvider(t *testing.T, script ...step) *fakeProvider {
	t.Helper()
	f := &fakeProvider{script: script}
	f.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		raw, _ := io.ReadAll(r.Body)
		var body chatRequest
		json.Unmarshal(raw, &body)
		f.mu.Lock()
		f.requests = append(f.requests, recorded{r.Header.Clone(), body, string(raw)})
		n := len(f.requests)
		f.mu.Unlock()
		if r.URL.Path != "/v1/chat/completions" {
			http.NotFound(w, r)
			return
		}
		if n > len(f.script) {
			http.Error(w, "script exhausted", http.StatusTeapot)
			return
		}
		f.script[n-1](w, r)
	}))
	t.Cleanup(f.Close)
	return f
}

func (f *fakeProvider) received() []recorded {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]recorded(nil), f.requests...)
}

// config points a Config at the fake. Its bounds are generous: make test
// runs this beside the browser suites on two cores, where a reply the test
// expects was once late past a 500 ms idle bound. The tests of the bounds
// shorten them.
func (f *fakeProvider) config() Config {
	return Config{
		APIKey:           testKey,
		BaseURL:          f.URL + "/v1",
		AnalyzeModel:     "test/reasoner",
		ChatModel:        "test/chat",
		AnalyzeMaxTokens: 1000,
		ChatMaxTokens:    500,
		Referer:          "https://shortlist.test",
		Title:            "Shortlist",
		Timeout:          60 * time.Second,
		IdleTimeout:      15 * time.Second,
		Transport:        &http.Transport{},
	}
}

const testKey = "sk-or-v1-TESTKEY-0123456789abcdef"

// The scripted answers, named after what real providers do.

func streamOf(content, reasoning, finish string) step {
	return func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/event-stream")
		fmt.Fprint(w, ": OPENROUTER PROCESSING\n\n")
		if reasoning != "" {
			writeEvent(w, map[string]any{"choices": []any{map[string]any{"delta": map[string]any{"reasoning": reasoning}, "finish_reason": nil}}})
		}
		for _, part := range split(content, 3) {
			writeEvent(w, map[string]any{"choices": []any{map[string]any{"delta": map[string]any{"content": part}, "finish_reason": nil}}})
		}
		writeEvent(w, map[string]any{"choices": []any{map[string]any{"delta": map[string]any{}, "finish_reason": finish}}})
		fmt.Fprint(w, "data: [DONE]\n\n")
	}
}

func ok(content string) step { return streamOf(content, "", "stop") }

func writeEvent(w http.ResponseWriter, v any) {
	b, _ := json.Marshal(v)
	fmt.Fprintf(w, "data: %s\n\n", b)
	w.(http.Flusher).Flush()
}

// split cuts s into n parts on byte boundaries (the fake's content is ASCII).
func split(s string, n int) []string {
	var out []string
	size := (len(s) + n - 1) / n
	for len(s) > size {
		out = append(out, s[:size])
		s = s[size:]
	}
	return append(out, s)
}

func status(code int, retryAfter string) step {
	return func(w http.ResponseWriter, r *http.Request) {
		if retryAfter != "" {
			w.Header().Set("Retry-After", retryAfter)
		}
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(code)
		fmt.Fprintf(w, `{"error":{"message":"scripted %d","code":%d}}`, code, code)
	}
}

// hang never answers until the client gives up.
func hang(w http.ResponseWriter, r *http.Request) { <-r.Context().Done() }

// stall sends the stream's start and then nothing more.
func stall(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/event-stream")
	writeEvent(w, map[string]any{"choices": []any{map[string]any{"delta": map[string]any{"content": `{"a":`}}}})
	<-r.Context().Done()
}

// trickle sends a chunk every 200 ms forever, never idle but never done.
func trickle(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/event-stream")
	for {
		writeEvent(w, map[string]any{"choices": []any{map[string]any{"delta": map[string]any{"content": " "}}}})
		select {
		case <-r.Context().Done():
			return
		case <-time.After(200 * time.Millisecond):
		}
	}
}

// keepAlive sends only OpenRouter's keep-alive comments, every 200 ms for
// d (longer than the idle timeout), then content: the provider is alive.
func keepAlive(d time.Duration, content string) step {
	return func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/event-stream")
		for end := time.Now().Add(d); time.Now().Before(end); time.Sleep(200 * time.Millisecond) {
			fmt.Fprint(w, ": OPENROUTER PROCESSING\n\n")
			w.(http.Flusher).Flush()
		}
		ok(content)(w, r)
	}
}

// cut sends half a stream and drops the connection.
func cut(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/event-stream")
	writeEvent(w, map[string]any{"choices": []any{map[string]any{"delta": map[string]any{"content": `{"match_score": 7`}}}})
	conn, _, err := w.(http.Hijacker).Hijack()
	if err == nil {
		conn.Close()
	}
}

func whole(body string) step {
	return func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		io.WriteString(w, body)
	}
}

func rawStream(lines ...string) step {
	return func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/event-stream")
		io.WriteString(w, strings.Join(lines, "\n"))
	}
}

func jsonString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}
