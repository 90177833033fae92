//go:build !(js && wasm)

package main

import (
	"fmt"
	"os"
)

// main explains how the worker is built; its handlers are tested natively.
func main() {
	fmt.Fprintln(os.Stderr, "worker: build with GOOS=js GOARCH=wasm and run it with wrangler")
	os.Exit(2)
}
