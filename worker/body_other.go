//go:build !(js && wasm)

package main

import "net/http"

// writeBody sends body, a whole answer (body_js.go hands it to the runtime
// in one piece).
func writeBody(w http.ResponseWriter, body []byte) {
	w.Write(body)
}
