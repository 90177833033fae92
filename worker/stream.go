package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"strings"
)

// chatChunk is one server-sent event of a streamed chat completion, and
// also the shape of a whole (unstreamed) completion: providers that ignore
// "stream" answer with message instead of delta.
type chatChunk struct {
	Choices []struct {
		Delta        chatText `json:"delta"`
		Message      chatText `json:"message"`
		FinishReason *string  `json:"finish_reason"`
	} `json:"choices"`
	// Error is how OpenRouter reports a failure after the stream started.
	Error *struct {
		Message string `json:"message"`
	} `json:"error"`
}

type chatText struct {
	Content          string `json:"content"`
	Reasoning        string `json:"reasoning"`
	ReasoningContent string `json:"reasoning_content"`
}

// transcript accumulates the first choice's text over the chunks.
type transcript struct {
	content, reasoning strings.Builder
	finish             string
}

// add takes one chunk; it fails on a mid-stream error event.
func (r *transcript) add(c chatChunk) error {
	if c.Error != nil {
		return &failure{err: &Error{Code: codeAIFailed, Message: "The AI provider failed while answering."}}
	}
	if len(c.Choices) == 0 {
		return nil
	}
	ch := c.Choices[0]
	for _, t := range []chatText{ch.Delta, ch.Message} {
		r.content.WriteString(t.Content)
		r.reasoning.WriteString(t.Reasoning)
		r.reasoning.WriteString(t.ReasoningContent)
	}
	if ch.FinishReason != nil && *ch.FinishReason != "" {
		r.finish = *ch.FinishReason
	}
	return nil
}

func (r *transcript) completion() completion {
	return completion{Content: r.content.String(), Reasoning: r.reasoning.String(), FinishReason: r.finish}
}

// readStream reads a server-sent event stream of chat chunks until
// "data: [DONE]" or the end of the body after a finish reason. Comment
// lines (OpenRouter's ": OPENROUTER PROCESSING" keep-alives) are skipped;
// the data lines of one event are joined as the SSE format says.
func readStream(body io.Reader) (completion, error) {
	var r transcript
	var data []byte
	sc := bufio.NewScanner(body)
	sc.Buffer(make([]byte, 0, 4096), maxReplyBytes)
	for sc.Scan() {
		line := sc.Bytes()
		switch {
		case len(line) == 0:
			if err := r.event(data); err != nil {
				return completion{}, err
			}
			data = data[:0]
		case line[0] == ':':
		case bytes.HasPrefix(line, []byte("data:")):
			v := bytes.TrimPrefix(bytes.TrimPrefix(line, []byte("data:")), []byte(" "))
			if bytes.Equal(v, []byte("[DONE]")) {
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
	if err := r.event(data); err != nil {
		return completion{}, err
	}
	if r.finish == "" {
		return completion{}, brokeOff()
	}
	return r.completion(), nil
}

// event decodes one event's data; an empty event is a no-op.
func (r *transcript) event(data []byte) error {
	if len(bytes.TrimSpace(data)) == 0 {
		return nil
	}
	var c chatChunk
	if err := json.Unmarshal(data, &c); err != nil {
		return unreadable()
	}
	return r.add(c)
}

// readWhole reads an unstreamed JSON completion.
func readWhole(body io.Reader) (completion, error) {
	b, err := io.ReadAll(body)
	if err != nil {
		return completion{}, readFailure(err)
	}
	var c chatChunk
	if err := json.Unmarshal(b, &c); err != nil {
		return completion{}, unreadable()
	}
	var r transcript
	if err := r.add(c); err != nil {
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
		return &Error{Code: codeAIFailed, Message: "The AI provider's answer was too long."}
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
