package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/shortlist/shortlist/wasm/prompt"
)

// maxShortRetryAfter is the longest Retry-After the worker waits for itself;
// a longer one goes back to the page as 429 with the same Retry-After.
const maxShortRetryAfter = 5 * time.Second

// defaultBackoff are the waits before the second and third attempt.
var defaultBackoff = []time.Duration{500 * time.Millisecond, 1500 * time.Millisecond}

// provider calls an OpenAI-compatible chat completions API.
type provider struct {
	client  http.RoundTripper
	url     string
	key     string
	referer string
	title   string
	// completionTokens sends the cap as max_completion_tokens.
	completionTokens bool
	// excludeReasoning asks for the answer without the reasoning.
	excludeReasoning bool
	idle             time.Duration
	backoff          []time.Duration
}

func newProvider(cfg Config) *provider {
	return &provider{
		client:           cfg.Transport,
		url:              cfg.BaseURL + "/chat/completions",
		key:              cfg.APIKey,
		referer:          cfg.Referer,
		title:            cfg.Title,
		completionTokens: cfg.TokensField == "max_completion_tokens",
		excludeReasoning: cfg.ExcludeReasoning,
		idle:             cfg.IdleTimeout,
		backoff:          defaultBackoff,
	}
}

// chatRequest is the body sent to the provider. Every field is the
// server's; nothing from the page's request is copied in except the texts
// inside the prompt.
type chatRequest struct {
	Model    string           `json:"model"`
	Messages []prompt.Message `json:"messages"`
	// One of the two caps is sent (see Config.TokensField).
	MaxTokens           int  `json:"max_tokens,omitempty"`
	MaxCompletionTokens int  `json:"max_completion_tokens,omitempty"`
	Stream              bool `json:"stream"`
	// Reasoning is OpenRouter's reasoning setting (Config.ExcludeReasoning).
	Reasoning *reasoningSetting `json:"reasoning,omitempty"`
}

type reasoningSetting struct {
	Exclude bool `json:"exclude"`
}

// completion is the provider's answer: the reply text, the separate
// reasoning some models send (OpenRouter's reasoning, DeepSeek's
// reasoning_content), and why generation stopped ("length" when cut).
type completion struct {
	Content      string
	Reasoning    string
	FinishReason string
	Attempts     int
}

// complete sends req, retrying connection errors, 408, 429 and 5xx at most
// len(p.backoff) times. It waits for a Retry-After up to
// maxShortRetryAfter and fails fast with ai_busy on a longer one. ctx
// carries the operation's overall deadline. Errors are *Error values.
func (p *provider) complete(ctx context.Context, req chatRequest) (completion, error) {
	req.Stream = true
	b := boundsFor(req.MaxTokens)
	if p.completionTokens {
		req.MaxCompletionTokens, req.MaxTokens = req.MaxTokens, 0
	}
	if p.excludeReasoning {
		req.Reasoning = &reasoningSetting{Exclude: true}
	}
	// A struct of strings and numbers always encodes.
	body, _ := json.Marshal(req)
	for attempt := 1; ; attempt++ {
		c, err := p.attempt(ctx, body, b)
		c.Attempts = attempt
		if err == nil {
			return c, nil
		}
		var f *failure
		if !errors.As(err, &f) {
			return c, err
		}
		if f.retryAfter > maxShortRetryAfter {
			return c, f.busy()
		}
		if !f.retryable || attempt > len(p.backoff) {
			return c, f.final()
		}
		wait := p.backoff[attempt-1]
		if f.retryAfter > 0 {
			wait = f.retryAfter
		}
		if deadline, ok := ctx.Deadline(); ok && time.Until(deadline) < wait {
			return c, f.final()
		}
		if err := sleep(ctx, wait); err != nil {
			return c, timeoutError()
		}
	}
}

// failure is one attempt's fault, before the retry decision.
type failure struct {
	err        *Error
	retryable  bool
	retryAfter time.Duration
}

func (f *failure) Error() string { return f.err.Error() }

// final is the error the page receives once no retry is left.
func (f *failure) final() *Error {
	e := *f.err
	if f.retryAfter > 0 && e.Code == codeAIBusy {
		e.RetryAfter = int((f.retryAfter + time.Second - 1) / time.Second)
	}
	return &e
}

// busy is the error of a fault whose Retry-After is longer than the worker
// waits (a 429, or a 503 in maintenance): 429 ai_busy with the same
// Retry-After, so that the page can say when to try again.
func (f *failure) busy() *Error {
	return &Error{
		Code:       codeAIBusy,
		Message:    "The AI provider is busy. Please try again later.",
		RetryAfter: int((f.retryAfter + time.Second - 1) / time.Second),
	}
}

func timeoutError() *Error {
	return &Error{Code: codeAITimeout, Message: "The AI provider took too long to answer. Please try again."}
}

// attempt makes one request and reads its whole answer.
func (p *provider) attempt(ctx context.Context, body []byte, b bounds) (completion, error) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, p.url, bytes.NewReader(body))
	if err != nil {
		return completion{}, &Error{Code: codeInternal, Message: "The server's AI address is not valid."}
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "text/event-stream, application/json")
	req.Header.Set("Authorization", "Bearer "+p.key)
	if p.referer != "" {
		req.Header.Set("HTTP-Referer", p.referer)
	}
	if p.title != "" {
		req.Header.Set("X-Title", p.title)
	}
	resp, err := p.send(ctx, req)
	if err != nil {
		return completion{}, err
	}
	rd := &idleReader{ctx: ctx, body: resp.Body, idle: p.idle, limit: b.transport}
	defer rd.Close()
	if resp.StatusCode != http.StatusOK {
		return completion{}, statusFailure(resp)
	}
	if strings.HasPrefix(resp.Header.Get("Content-Type"), "text/event-stream") {
		return readStream(rd, b)
	}
	return readWhole(rd, b)
}

// send runs the request and waits for the response headers at most the idle
// timeout. The wait races the call, so that a transport that ignores the
// request's context cannot hold the operation; the worker's own transport
// (fetch_js.go) also aborts its fetch when the context ends.
func (p *provider) send(ctx context.Context, req *http.Request) (*http.Response, error) {
	type result struct {
		resp *http.Response
		err  error
	}
	done := make(chan result, 1)
	go func() {
		resp, err := p.client.RoundTrip(req)
		done <- result{resp, err}
	}()
	timer := time.NewTimer(p.idle)
	defer timer.Stop()
	select {
	case r := <-done:
		if r.err != nil {
			if ctx.Err() != nil {
				return nil, timeoutError()
			}
			return nil, &failure{err: &Error{Code: codeAIFailed, Message: "The AI provider could not be reached."}, retryable: true}
		}
		return r.resp, nil
	case <-timer.C:
	case <-ctx.Done():
	}
	go func() {
		if r := <-done; r.resp != nil {
			r.resp.Body.Close()
		}
	}()
	return nil, timeoutError()
}

// statusFailure classifies a non-200 answer. Its body is never read into
// a message or a log: it may echo the request.
func statusFailure(resp *http.Response) error {
	code := resp.StatusCode
	switch {
	case code == http.StatusTooManyRequests:
		return &failure{
			err:        &Error{Code: codeAIBusy, Message: "The AI provider is busy. Please try again later."},
			retryable:  true,
			retryAfter: retryAfter(resp.Header.Get("Retry-After")),
		}
	case code == http.StatusRequestTimeout:
		return &failure{err: timeoutError(), retryable: true}
	case code >= 500:
		return &failure{
			err:        &Error{Code: codeAIFailed, Message: "The AI provider failed (status " + strconv.Itoa(code) + ")."},
			retryable:  true,
			retryAfter: retryAfter(resp.Header.Get("Retry-After")),
		}
	case code == http.StatusUnauthorized || code == http.StatusForbidden || code == http.StatusPaymentRequired:
		return &Error{Code: codeAIFailed, Message: "The AI provider refused the server's key or account (status " + strconv.Itoa(code) + ")."}
	default:
		return &Error{Code: codeAIFailed, Message: "The AI provider rejected the request (status " + strconv.Itoa(code) + ")."}
	}
}

// retryAfter reads Retry-After in seconds or as an HTTP date; 0 if absent.
func retryAfter(v string) time.Duration {
	v = strings.TrimSpace(v)
	if v == "" {
		return 0
	}
	if s, err := strconv.Atoi(v); err == nil {
		if s < 0 {
			return 0
		}
		return time.Duration(s) * time.Second
	}
	if t, err := http.ParseTime(v); err == nil {
		if d := time.Until(t); d > 0 {
			return d
		}
	}
	return 0
}

func sleep(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// idleReader reads a response body with the idle timeout between two
// reads, the context's deadline overall and at most limit bytes. On a
// timeout it closes the body, which in workerd cancels the provider's
// stream. One goroutine reads the body for all calls: under TinyGo a
// goroutine a read allocated a stack each time, and a long reply is read
// in hundreds of chunks.
type idleReader struct {
	ctx     context.Context
	body    io.ReadCloser
	idle    time.Duration
	limit   int
	buf     []byte
	pending bool // the reading goroutine holds a request
	asks    chan []byte
	results chan readResult
	read    int
}

type readResult struct {
	data []byte
	err  error
}

// Reading errors of idleReader; the context's own error marks the overall
// deadline.
var (
	errIdle     = errors.New("worker: provider idle")
	errTooLarge = errors.New("worker: provider answer too large")
)

// wireCounter is a body that reads more bytes off the wire than it gives
// (worker/read-events.mjs merges a stream's events in JavaScript): the
// transport bound applies to the wire. wireBytes is -1 when it does not.
type wireCounter interface{ wireBytes() int }

// wire is how many bytes of the answer came over the wire so far.
func (r *idleReader) wire() int {
	if c, ok := r.body.(wireCounter); ok {
		if n := c.wireBytes(); n >= 0 {
			return n
		}
	}
	return r.read
}

func (r *idleReader) Read(p []byte) (int, error) {
	if r.wire() >= r.limit {
		return 0, errTooLarge
	}
	if r.asks == nil {
		r.asks, r.results = make(chan []byte), make(chan readResult, 1)
		go func(body io.Reader, asks <-chan []byte, results chan<- readResult) {
			for buf := range asks {
				n, err := body.Read(buf)
				results <- readResult{buf[:n], err}
			}
		}(r.body, r.asks, r.results)
	}
	if !r.pending {
		if len(r.buf) < len(p) {
			r.buf = make([]byte, len(p))
		}
		r.pending = true
		r.asks <- r.buf[:len(p)]
	}
	timer := time.NewTimer(r.idle)
	defer timer.Stop()
	select {
	case res := <-r.results:
		r.pending = false
		n := copy(p, res.data)
		r.read += n
		return n, res.err
	case <-timer.C:
		r.body.Close()
		return 0, errIdle
	case <-r.ctx.Done():
		r.body.Close()
		return 0, r.ctx.Err()
	}
}

// Close ends the body and, once its read returns, the reading goroutine.
func (r *idleReader) Close() error {
	if r.asks != nil {
		close(r.asks)
		r.asks = nil
	}
	return r.body.Close()
}
