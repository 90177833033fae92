//go:build js && wasm

package main

import (
	"log"
	"syscall/js"
)

// bindingLimiter is the Workers rate-limiting binding (wrangler.toml
// [[ratelimits]]), which wrangler also runs locally.
type bindingLimiter struct {
	binding js.Value
	log     *log.Logger
}

// newBindingLimiter returns nil when the binding is not configured, so the
// routes run without a limit (docs/worker.md says what then protects a
// deployment).
func newBindingLimiter(binding js.Value, logger *log.Logger) Limiter {
	if binding.IsUndefined() || binding.IsNull() {
		return nil
	}
	return &bindingLimiter{binding: binding, log: logger}
}

// Allow asks the binding; if the binding itself fails, the request is
// allowed and the failure logged, so a limiter outage does not take the
// AI down with it.
func (l *bindingLimiter) Allow(key string) bool {
	opts := js.Global().Get("Object").New()
	opts.Set("key", key)
	result, ok := await(l.binding.Call("limit", opts))
	if !ok {
		l.log.Print("worker: rate limit binding failed; request allowed")
		return true
	}
	return result.Get("success").Bool()
}

// await waits for a JavaScript promise; ok is false when it rejects.
func await(promise js.Value) (js.Value, bool) {
	type outcome struct {
		v  js.Value
		ok bool
	}
	done := make(chan outcome, 1)
	var then, catch js.Func
	then = js.FuncOf(func(_ js.Value, args []js.Value) any {
		then.Release()
		catch.Release()
		done <- outcome{args[0], true}
		return nil
	})
	catch = js.FuncOf(func(_ js.Value, args []js.Value) any {
		then.Release()
		catch.Release()
		done <- outcome{js.Undefined(), false}
		return nil
	})
	promise.Call("then", then, catch)
	r := <-done
	return r.v, r.ok
}
