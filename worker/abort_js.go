//go:build js && wasm

package main

import (
	"context"
	"net/http"
	"syscall/js"
)

// cancelOnAbort ends the request's context when signal, the incoming
// request's AbortSignal (worker/entry.mjs), aborts because the client went
// away: the provider request is then aborted, and no retry or repair
// request follows. syumai's own request context never ends.
func cancelOnAbort(signal js.Value, next http.Handler) http.Handler {
	if signal.IsUndefined() || signal.IsNull() {
		return next
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ctx, cancel := context.WithCancel(r.Context())
		defer cancel()
		onAbort := js.FuncOf(func(js.Value, []js.Value) any {
			cancel()
			return nil
		})
		defer onAbort.Release()
		signal.Call("addEventListener", "abort", onAbort)
		defer signal.Call("removeEventListener", "abort", onAbort)
		if signal.Get("aborted").Bool() {
			cancel()
		}
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}
