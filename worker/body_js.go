//go:build js && wasm

package main

import (
	"net/http"
	"syscall/js"
)

// rawBodyWriter is syumai's ResponseWriter's way to take a whole JS body.
// Without it every answer goes out through an io.Pipe turned into a
// ReadableStream, a promise and a goroutine per read, which cost a
// /api/health request more CPU than starting the instance did.
type rawBodyWriter interface {
	WriteRawJSBody(body js.Value)
}

// writeBody sends body, a whole answer, as one Uint8Array when the runtime's
// ResponseWriter takes one.
func writeBody(w http.ResponseWriter, body []byte) {
	raw, ok := w.(rawBodyWriter)
	if !ok {
		w.Write(body)
		return
	}
	buf := js.Global().Get("Uint8Array").New(len(body))
	js.CopyBytesToJS(buf, body)
	raw.WriteRawJSBody(buf)
}
