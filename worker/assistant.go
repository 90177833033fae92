package main

import (
	"context"
	"encoding/json"
	"errors"
	"log"
	"net/http"
	"time"

	"github.com/shortlist/shortlist/wasm/prompt"
)

// assistant runs the AI operations: it builds the provider request, reads
// the reply through the core's extraction, and asks once for a repair when
// the reply cannot be used.
type assistant struct {
	provider *provider
	keys     *keyScanner
	limiter  Limiter
	timeout  time.Duration
	log      *log.Logger
}

func newAssistant(cfg Config) *assistant {
	return &assistant{
		provider: newProvider(cfg),
		keys:     newKeyScanner(cfg.APIKey),
		limiter:  cfg.Limiter,
		timeout:  cfg.Timeout,
		log:      cfg.Log,
	}
}

// admit allows each client (by Cloudflare's connecting IP) the limiter's
// budget of AI requests and answers 429 rate_limited beyond it.
func (a *assistant) admit(r *http.Request) error {
	if a.limiter == nil {
		return nil
	}
	key := r.Header.Get("Cf-Connecting-Ip")
	if key == "" {
		key = "unknown"
	}
	if !a.limiter.Allow(key) {
		return &Error{Code: codeRateLimited, Message: "Too many AI requests from your connection. Please wait a minute and try again.", RetryAfter: 60}
	}
	return nil
}

// parseFunc reads a completion into the operation's result; its error, if
// any, is a *reply.Error whose message says what was wrong with the reply.
type parseFunc func(c completion) error

// run sends req, parses the reply with parse and, when that fails, sends
// one repair request. The whole run is bounded by the assistant's timeout.
// name labels the single log line, which carries no user text.
func (a *assistant) run(ctx context.Context, name string, req chatRequest, parse parseFunc) error {
	ctx, cancel := context.WithTimeout(ctx, a.timeout)
	defer cancel()
	start := time.Now()
	attempts, repaired, err := a.runRepairing(ctx, req, parse)
	outcome := "ok"
	if err != nil {
		outcome = "error"
		var e *Error
		if errors.As(err, &e) {
			outcome = e.Code
		}
	}
	if a.log != nil {
		a.log.Printf("worker: %s: %s after %d provider requests (repair %t) in %d ms", name, outcome, attempts, repaired, time.Since(start).Milliseconds())
	}
	return err
}

func (a *assistant) runRepairing(ctx context.Context, req chatRequest, parse parseFunc) (attempts int, repaired bool, err error) {
	c, err := a.complete(ctx, req)
	attempts = c.Attempts
	if err != nil {
		return attempts, false, err
	}
	perr := parse(c)
	if perr == nil {
		return attempts, false, nil
	}
	req.Messages = prompt.Repair(req.Messages, c.Content, problem(c, perr))
	c, err = a.complete(ctx, req)
	attempts += c.Attempts
	if err != nil {
		return attempts, true, err
	}
	if parse(c) != nil {
		return attempts, true, &Error{Code: codeAIBadReply, Message: "The AI's answer could not be used, even after asking again. Please try again; the on-device engine still works."}
	}
	return attempts, true, nil
}

// complete calls the provider and refuses a reply that holds the key as
// it came: such a reply is never read, repaired or trimmed.
func (a *assistant) complete(ctx context.Context, req chatRequest) (completion, error) {
	c, err := a.provider.complete(ctx, req)
	if err != nil {
		return c, err
	}
	if a.keys != nil && (a.keys.found(c.Content) || a.keys.found(c.Reasoning)) {
		return c, keyEcho()
	}
	return c, nil
}

// answer writes v, an operation's result built from the provider's reply,
// unless a reader could find the key in it (keyScanner.inAnswer): then the
// whole answer is refused with 502 ai_key_echo, never sent trimmed.
func (a *assistant) answer(w http.ResponseWriter, name string, v any) {
	body, err := json.Marshal(v)
	if err != nil {
		writeRaw(w, http.StatusInternalServerError, []byte(internalErrorResponse))
		return
	}
	if a.keys.inAnswer(body) {
		if a.log != nil {
			a.log.Printf("worker: %s: answer refused: %s", name, codeAIKeyEcho)
		}
		writeFailure(w, keyEcho())
		return
	}
	writeRaw(w, http.StatusOK, body)
}

func keyEcho() *Error {
	return &Error{Code: codeAIKeyEcho, Message: "The AI provider's answer repeated the server's key, so it was not sent. Please try again; the on-device engine still works."}
}

// problem tells the model why its reply was refused, in words that never
// quote the user's texts.
func problem(c completion, err error) string {
	if c.FinishReason == "length" {
		return "it was cut off at the length limit before the JSON was complete; answer more briefly"
	}
	var m interface{ ErrorMessage() string }
	if errors.As(err, &m) {
		return m.ErrorMessage()
	}
	return "it did not hold the JSON asked for"
}
