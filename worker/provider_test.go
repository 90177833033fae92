package main

import (
	"context"
	"errors"
	"net/http"
	"testing"
	"time"

	"github.com/shortlist/shortlist/wasm/prompt"
)

func TestProviderComplete(t *testing.T) {
	tests := []struct {
		name          string
		script        []step
		wantContent   string
		wantReasoning string
		wantFinish    string
		wantCode      string
		wantRetry     int
		wantRequests  int
		minDuration   time.Duration
		// idle and timeout shorten the fake's generous bounds for the
		// cases that test them.
		idle, timeout time.Duration
	}{
		{name: "stream", script: []step{ok(`{"match_score": 80}`)}, wantContent: `{"match_score": 80}`, wantFinish: "stop", wantRequests: 1},
		{name: "openrouter reasoning field", script: []step{streamOf(`{"a":1}`, "I compared the skills.", "stop")}, wantContent: `{"a":1}`, wantReasoning: "I compared the skills.", wantFinish: "stop", wantRequests: 1},
		{name: "reasoning_content field", script: []step{rawStream(`data: {"choices":[{"delta":{"reasoning_content":"think"}}]}`, ``, `data: {"choices":[{"delta":{"content":"[]"},"finish_reason":"stop"}]}`, ``, `data: [DONE]`, ``)}, wantContent: `[]`, wantReasoning: "think", wantFinish: "stop", wantRequests: 1},
		{name: "multi-line data event", script: []step{rawStream(`data: {"choices":[{"delta":`, `data: {"content":"x"},"finish_reason":"stop"}]}`, ``, ``)}, wantContent: "x", wantFinish: "stop", wantRequests: 1},
		{name: "finish reason length", script: []step{streamOf(`{"a":`, "", "length")}, wantContent: `{"a":`, wantFinish: "length", wantRequests: 1},
		{name: "unstreamed answer", script: []step{whole(`{"choices":[{"message":{"content":"{}","reasoning":"r"},"finish_reason":"stop"}]}`)}, wantContent: "{}", wantReasoning: "r", wantFinish: "stop", wantRequests: 1},
		{name: "empty choices", script: []step{whole(`{"choices":[]}`)}, wantContent: "", wantRequests: 1},
		{name: "500 then success", script: []step{status(500, ""), ok("{}")}, wantContent: "{}", wantFinish: "stop", wantRequests: 2},
		{name: "502 503 then success", script: []step{status(502, ""), status(503, ""), ok("{}")}, wantContent: "{}", wantFinish: "stop", wantRequests: 3},
		{name: "500 three times", script: []step{status(500, ""), status(500, ""), status(500, "")}, wantCode: codeAIFailed, wantRequests: 3},
		{name: "408 then success", script: []step{status(408, ""), ok("{}")}, wantContent: "{}", wantFinish: "stop", wantRequests: 2},
		{name: "429 short retry-after honoured", script: []step{status(429, "1"), ok("{}")}, wantContent: "{}", wantFinish: "stop", wantRequests: 2, minDuration: time.Second},
		{name: "429 long retry-after fails fast", script: []step{status(429, "120"), ok("{}")}, wantCode: codeAIBusy, wantRetry: 120, wantRequests: 1},
		{name: "503 long retry-after answers busy with it", script: []step{status(503, "3600"), ok("{}")}, wantCode: codeAIBusy, wantRetry: 3600, wantRequests: 1},
		{name: "503 short retry-after then success", script: []step{status(503, "1"), ok("{}")}, wantContent: "{}", wantFinish: "stop", wantRequests: 2, minDuration: time.Second},
		{name: "429 every time", script: []step{status(429, ""), status(429, ""), status(429, "")}, wantCode: codeAIBusy, wantRequests: 3},
		{name: "400 not retried", script: []step{status(400, ""), ok("{}")}, wantCode: codeAIFailed, wantRequests: 1},
		{name: "401 not retried", script: []step{status(401, ""), ok("{}")}, wantCode: codeAIFailed, wantRequests: 1},
		{name: "hang before headers", script: []step{hang, ok("{}")}, wantCode: codeAITimeout, wantRequests: 1, idle: 500 * time.Millisecond},
		{name: "stall between chunks", script: []step{stall, ok("{}")}, wantCode: codeAITimeout, wantRequests: 1, idle: 500 * time.Millisecond},
		{name: "keep-alive comments past the idle timeout", script: []step{keepAlive(1200*time.Millisecond, `{}`)}, wantContent: "{}", wantFinish: "stop", wantRequests: 1, minDuration: time.Second, idle: 500 * time.Millisecond},
		{name: "overall timeout while trickling", script: []step{trickle}, wantCode: codeAITimeout, wantRequests: 1, timeout: 2 * time.Second},
		{name: "stream cut then success", script: []step{cut, ok("{}")}, wantContent: "{}", wantFinish: "stop", wantRequests: 2},
		{name: "stream cut every time", script: []step{cut, cut, cut}, wantCode: codeAIFailed, wantRequests: 3},
		{name: "stream ends without finish", script: []step{rawStream(`data: {"choices":[{"delta":{"content":"{"}}]}`, ``, ``), ok("{}")}, wantContent: "{}", wantFinish: "stop", wantRequests: 2},
		{name: "malformed stream not retried", script: []step{rawStream(`data: {"choices": [`, ``, ``), ok("{}")}, wantCode: codeAIFailed, wantRequests: 1},
		{name: "malformed body not retried", script: []step{whole(`<html>Bad gateway</html>`), ok("{}")}, wantCode: codeAIFailed, wantRequests: 1},
		{name: "error event mid-stream", script: []step{rawStream(`data: {"choices":[{"delta":{"content":"{"}}]}`, ``, `data: {"error":{"message":"provider down"},"choices":[{"delta":{},"finish_reason":"error"}]}`, ``, ``)}, wantCode: codeAIFailed, wantRequests: 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newFakeProvider(t, tt.script...)
			cfg := f.config()
			if tt.idle > 0 {
				cfg.IdleTimeout = tt.idle
			}
			if tt.timeout > 0 {
				cfg.Timeout = tt.timeout
			}
			p := newProvider(cfg)
			p.backoff = []time.Duration{10 * time.Millisecond, 10 * time.Millisecond}
			ctx, cancel := context.WithTimeout(context.Background(), cfg.Timeout)
			defer cancel()
			start := time.Now()
			c, err := p.complete(ctx, chatRequest{Model: "m", Messages: prompt.Format("cv"), MaxTokens: 10})
			elapsed := time.Since(start)
			if got := len(f.received()); got != tt.wantRequests {
				t.Errorf("provider requests = %d, want %d", got, tt.wantRequests)
			}
			if c.Attempts != tt.wantRequests {
				t.Errorf("Attempts = %d, want %d", c.Attempts, tt.wantRequests)
			}
			if elapsed < tt.minDuration {
				t.Errorf("took %v, want at least %v", elapsed, tt.minDuration)
			}
			if tt.wantCode != "" {
				var e *Error
				if !errors.As(err, &e) || e.Code != tt.wantCode {
					t.Fatalf("err = %v, want code %s", err, tt.wantCode)
				}
				if e.RetryAfter != tt.wantRetry {
					t.Errorf("RetryAfter = %d, want %d", e.RetryAfter, tt.wantRetry)
				}
				if e.Message == "" {
					t.Errorf("error has no message")
				}
				return
			}
			if err != nil {
				t.Fatalf("err = %v", err)
			}
			if c.Content != tt.wantContent || c.Reasoning != tt.wantReasoning || c.FinishReason != tt.wantFinish {
				t.Errorf("got content %q reasoning %q finish %q, want %q %q %q", c.Content, c.Reasoning, c.FinishReason, tt.wantContent, tt.wantReasoning, tt.wantFinish)
			}
		})
	}
}

func TestProviderUnreachable(t *testing.T) {
	f := newFakeProvider(t)
	cfg := f.config()
	f.Close()
	p := newProvider(cfg)
	p.backoff = []time.Duration{time.Millisecond, time.Millisecond}
	c, err := p.complete(context.Background(), chatRequest{Model: "m", Messages: prompt.Format("cv")})
	var e *Error
	if !errors.As(err, &e) || e.Code != codeAIFailed {
		t.Fatalf("err = %v, want %s", err, codeAIFailed)
	}
	if c.Attempts != 3 {
		t.Errorf("attempts = %d, want 3 (connection errors are retried twice)", c.Attempts)
	}
}

func TestProviderRequest(t *testing.T) {
	msgs := prompt.Format("Jane Doe")
	content := jsonString(msgs[0].Content)
	tests := []struct {
		name, tokensField string
		exclude           bool
		wantBody          string
	}{
		{"max_tokens by default", "", false, `{"model":"test/chat","messages":[{"role":"user","content":` + content + `}],"max_tokens":500,"stream":true}`},
		{"max_completion_tokens when configured", "max_completion_tokens", false, `{"model":"test/chat","messages":[{"role":"user","content":` + content + `}],"max_completion_tokens":500,"stream":true}`},
		{"the reasoning left out", "", true, `{"model":"test/chat","messages":[{"role":"user","content":` + content + `}],"max_tokens":500,"stream":true,"reasoning":{"exclude":true}}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newFakeProvider(t, ok("{}"))
			cfg := f.config()
			cfg.TokensField = tt.tokensField
			cfg.ExcludeReasoning = tt.exclude
			if _, err := newProvider(cfg).complete(context.Background(), chatRequest{Model: "test/chat", Messages: msgs, MaxTokens: 500}); err != nil {
				t.Fatal(err)
			}
			got := f.received()[0]
			wantHeaders := map[string]string{
				"Authorization": "Bearer " + testKey,
				"Content-Type":  "application/json",
				"Http-Referer":  "https://shortlist.test",
				"X-Title":       "Shortlist",
			}
			for k, v := range wantHeaders {
				if got.header.Get(k) != v {
					t.Errorf("header %s = %q, want %q", k, got.header.Get(k), v)
				}
			}
			if got.raw != tt.wantBody {
				t.Errorf("body = %s\nwant %s", got.raw, tt.wantBody)
			}
		})
	}
}

func TestRetryAfter(t *testing.T) {
	tests := []struct {
		name, in string
		want     time.Duration
	}{
		{"absent", "", 0},
		{"seconds", "3", 3 * time.Second},
		{"negative", "-1", 0},
		{"garbage", "soon", 0},
		{"past date", "Mon, 02 Jan 2006 15:04:05 GMT", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := retryAfter(tt.in); got != tt.want {
				t.Errorf("retryAfter(%q) = %v, want %v", tt.in, got, tt.want)
			}
		})
	}
	future := time.Now().Add(time.Hour).UTC().Format(http.TimeFormat)
	if got := retryAfter(future); got < 59*time.Minute || got > time.Hour {
		t.Errorf("retryAfter(a date in an hour) = %v", got)
	}
}
