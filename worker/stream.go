package main

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"io"
)

// Bounds a reply must stay within, derived from the configured max tokens
// of its operation so that every reply the cap allows fits.
const (
	// bytesPerToken bounds the text one token writes: about 4 bytes in
	// English, 3 to 6 in scripts such as Chinese; long runs of spaces or
	// punctuation can be one token, hence the margin.
	bytesPerToken = 16
	// eventBytesPerToken bounds one streamed event of one token in the most
	// verbose shape known: OpenRouter's, about 400 bytes with its ids,
	// provider name and the token twice (reasoning and reasoning_details),
	// each escaped character taking up to 6 bytes.
	eventBytesPerToken = 1024
	// transportSlack is room for keep-alive comments, the final usage
	// event and an unstreamed answer's envelope.
	transportSlack = 1 << 20
)

// bounds limit what the worker reads from one provider answer: the text
// the model wrote (the answer and its reasoning, each alone), and the
// answer's bytes on the wire, a guard against a stream that never stops.
type bounds struct {
	content, reasoning, transport int
}

// boundsFor is the bounds of a reply capped at maxTokens tokens.
func boundsFor(maxTokens int) bounds {
	if maxTokens <= 0 {
		maxTokens = defaultAnalyzeMaxTokens
	}
	return bounds{
		content:   maxTokens * bytesPerToken,
		reasoning: maxTokens * bytesPerToken,
		transport: maxTokens*eventBytesPerToken + transportSlack,
	}
}

// transcript accumulates the first choice's text over the events.
type transcript struct {
	bounds             bounds
	content, reasoning []byte
	finish             string
	event              eventText
}

// add reads one event's JSON; it fails on a mid-stream error event, on an
// event that is not a chat completion chunk and past the bounds.
func (r *transcript) add(data []byte) error {
	if err := scanEvent(data, &r.event); err != nil {
		return unreadable()
	}
	if r.event.failed {
		return &failure{err: &Error{Code: codeAIFailed, Message: "The AI provider failed while answering."}}
	}
	for i := range r.event.parts {
		r.content, r.reasoning = r.event.parts[i].appendTo(r.content, r.reasoning)
	}
	if r.event.finish != "" {
		r.finish = r.event.finish
	}
	if len(r.content) > r.bounds.content || len(r.reasoning) > r.bounds.reasoning {
		return tooLong()
	}
	return nil
}

func (r *transcript) completion() completion {
	return completion{Content: string(r.content), Reasoning: string(r.reasoning), FinishReason: r.finish}
}

// maxEventBytes bounds one event's data: a token's event is under a
// kilobyte, an unstreamed answer is read whole by readWhole.
const maxEventBytes = 1 << 20

// readStream reads a server-sent event stream of chat chunks until
// "data: [DONE]" or the end of the body after a finish reason. Comment
// lines (OpenRouter's ": OPENROUTER PROCESSING" keep-alives) are skipped;
// the data lines of one event are joined as the SSE format says.
func readStream(body io.Reader, b bounds) (completion, error) {
	// Room for a typical reply from the start: growing by doubling from
	// nothing left garbage for TinyGo's collector to sweep.
	r := transcript{bounds: b, content: make([]byte, 0, 16<<10), reasoning: make([]byte, 0, 16<<10)}
	var data []byte
	sc := bufio.NewScanner(body)
	// A large first buffer: each read takes whatever the provider has
	// sent, so a long reply is read in few calls.
	sc.Buffer(make([]byte, 0, 64<<10), maxEventBytes)
	for sc.Scan() {
		line := sc.Bytes()
		switch {
		case len(line) == 0:
			if err := r.dispatch(data); err != nil {
				return completion{}, err
			}
			data = data[:0]
		case line[0] == ':':
		case hasPrefix(line, "data:"):
			v := line[len("data:"):]
			if len(v) > 0 && v[0] == ' ' {
				v = v[1:]
			}
			if len(v) == len("[DONE]") && hasPrefix(v, "[DONE]") {
				return r.completion(), nil
			}
			if len(data) > 0 {
				data = append(data, '\n')
			}
			data = append(data, v...)
		}
	}
	if err := sc.Err(); err != nil {
		return completion{}, readFailure(err)
	}
	if err := r.dispatch(data); err != nil {
		return completion{}, err
	}
	if r.finish == "" {
		return completion{}, brokeOff()
	}
	return r.completion(), nil
}

// dispatch reads one event's data; an empty event is a no-op.
func (r *transcript) dispatch(data []byte) error {
	if len(bytes.TrimSpace(data)) == 0 {
		return nil
	}
	return r.add(data)
}

// readWhole reads an unstreamed JSON completion.
func readWhole(body io.Reader, b bounds) (completion, error) {
	data, err := io.ReadAll(body)
	if err != nil {
		return completion{}, readFailure(err)
	}
	r := transcript{bounds: b}
	if err := r.add(data); err != nil {
		return completion{}, err
	}
	return r.completion(), nil
}

// readFailure classifies an error met while reading the answer: a timeout
// is final, a broken connection may be retried.
func readFailure(err error) error {
	switch {
	case errors.Is(err, errIdle), errors.Is(err, context.DeadlineExceeded), errors.Is(err, context.Canceled):
		return timeoutError()
	case errors.Is(err, errTooLarge), errors.Is(err, bufio.ErrTooLong):
		return tooLong()
	default:
		return brokeOff()
	}
}

func brokeOff() error {
	return &failure{err: &Error{Code: codeAIFailed, Message: "The AI provider's answer broke off."}, retryable: true}
}

func unreadable() error {
	return &Error{Code: codeAIFailed, Message: "The AI provider sent an answer the server could not read."}
}

func tooLong() error {
	return &Error{Code: codeAIFailed, Message: "The AI provider's answer was longer than the configured maximum tokens allow."}
}
