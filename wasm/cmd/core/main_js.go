//go:build js && wasm

package main

import "syscall/js"

// main registers globalThis.shortlistCore and keeps the instance alive so the
// page can call it for as long as it is open.
func main() {
	core := js.Global().Get("Object").New()
	core.Set("call", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) != 2 || args[0].Type() != js.TypeString || args[1].Type() != js.TypeString {
			return string(encode(envelope{Error: &codedError{Code: "bad_arguments", Message: "call(name, argsJSON) takes two strings."}}))
		}
		return string(call(args[0].String(), []byte(args[1].String())))
	}))
	js.Global().Set("shortlistCore", core)
	select {}
}
