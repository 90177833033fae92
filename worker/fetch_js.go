//go:build js && wasm

package main

import (
	"errors"
	"io"
	"net/http"
	"strconv"
	"strings"
	"syscall/js"
	"time"
)

// fetchTransport sends the provider requests with the runtime's fetch. It
// replaces syumai's transport, which streams every body (the provider saw
// no Content-Length, and some servers then read an empty body), splits
// header values at commas (a Retry-After date arrived as "Mon") and ignores
// the request's context. Here the body is one Uint8Array, so fetch sends
// its length; headers are read whole; and the context aborts the fetch,
// its answer's body included.
//
// batchReader is worker/read-batch.mjs's batchReader (the BATCH_READER
// binding of worker/entry.mjs): with it each read of the answer takes
// every chunk that has arrived, not one. Undefined: one chunk a read.
// eventReader is worker/read-events.mjs's eventReader (EVENT_READER): an
// event stream's plain deltas merged in JavaScript, a read at most every
// wait; undefined: the stream is read as it came.
type fetchTransport struct {
	batchReader, eventReader js.Value
	wait                     time.Duration
}

func (t fetchTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	ctx := req.Context()
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	headers := js.Global().Get("Headers").New()
	for name, values := range req.Header {
		for _, v := range values {
			headers.Call("append", name, v)
		}
	}
	init := js.Global().Get("Object").New()
	init.Set("method", req.Method)
	init.Set("headers", headers)
	init.Set("redirect", "manual")
	if req.Body != nil {
		body, err := io.ReadAll(req.Body)
		req.Body.Close()
		if err != nil {
			return nil, err
		}
		buf := js.Global().Get("Uint8Array").New(len(body))
		js.CopyBytesToJS(buf, body)
		init.Set("body", buf)
	}
	controller := js.Global().Get("AbortController").New()
	init.Set("signal", controller.Get("signal"))
	stop := afterDone(ctx.Done(), func() { controller.Call("abort") })

	// Invoke, not Call on the global object: workerd's fetch refuses a
	// `this` other than the global scope ("Illegal invocation").
	res, ok := await(js.Global().Get("fetch").Invoke(req.URL.String(), init))
	if !ok {
		stop()
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		return nil, errors.New("worker: fetch failed")
	}
	header := http.Header{}
	entries := js.Global().Get("Array").Call("from", res.Get("headers").Call("entries"))
	for i := 0; i < entries.Length(); i++ {
		e := entries.Index(i)
		header.Add(e.Index(0).String(), e.Index(1).String())
	}
	body := &streamBody{stop: stop}
	if stream := res.Get("body"); !stream.IsNull() {
		body.reader = stream.Call("getReader")
		switch {
		case strings.HasPrefix(header.Get("Content-Type"), "text/event-stream") && t.eventReader.Type() == js.TypeFunction:
			body.batch = t.eventReader.Invoke(body.reader, t.wait.Milliseconds())
			body.events = true
		case t.batchReader.Type() == js.TypeFunction:
			body.batch = t.batchReader.Invoke(body.reader)
		}
	}
	return &http.Response{
		Status:     strconv.Itoa(res.Get("status").Int()) + " " + res.Get("statusText").String(),
		StatusCode: res.Get("status").Int(),
		Header:     header,
		Body:       body,
		Request:    req,
	}, nil
}

// afterDone runs f once done is closed, until stop is called.
func afterDone(done <-chan struct{}, f func()) (stop func()) {
	quit := make(chan struct{})
	go func() {
		select {
		case <-done:
			f()
		case <-quit:
		}
	}()
	var stopped bool
	return func() {
		if !stopped {
			stopped = true
			close(quit)
		}
	}
}

// streamBody reads a fetch answer's ReadableStream.
type streamBody struct {
	reader js.Value // undefined for an answer without a body
	batch  js.Value // the reader's batchReader or eventReader, if any
	events bool     // batch is an eventReader
	rest   []byte
	buf    []byte // holds rest, reused from chunk to chunk
	done   bool
	stop   func()
}

func (b *streamBody) Read(p []byte) (int, error) {
	for len(b.rest) == 0 {
		if b.done || b.reader.IsUndefined() {
			return 0, io.EOF
		}
		var v js.Value
		if b.batch.Truthy() {
			batch, ok := await(b.batch.Call("read", len(p)))
			if !ok {
				b.done = true
				return 0, errors.New("worker: provider answer broke off")
			}
			if batch.IsNull() {
				b.done = true
				b.stop()
				return 0, io.EOF
			}
			v = batch
		} else {
			chunk, ok := await(b.reader.Call("read"))
			if !ok {
				b.done = true
				return 0, errors.New("worker: provider answer broke off")
			}
			if chunk.Get("done").Bool() {
				b.done = true
				b.stop()
				return 0, io.EOF
			}
			v = chunk.Get("value")
		}
		n := v.Get("length").Int()
		if cap(b.buf) < n {
			b.buf = make([]byte, n)
		}
		b.rest = b.buf[:n]
		js.CopyBytesToGo(b.rest, v)
	}
	n := copy(p, b.rest)
	b.rest = b.rest[n:]
	return n, nil
}

// wireBytes is how many bytes of the answer came over the wire: an
// eventReader gives Go fewer than it read. -1 when they are the same.
func (b *streamBody) wireBytes() int {
	if !b.events {
		return -1
	}
	return b.batch.Get("wireBytes").Int()
}

// Close cancels the stream, which ends the provider's request if it is
// still running.
func (b *streamBody) Close() error {
	b.stop()
	if !b.done && !b.reader.IsUndefined() {
		b.done = true
		b.reader.Call("cancel")
	}
	return nil
}
