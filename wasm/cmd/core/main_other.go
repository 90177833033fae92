//go:build !(js && wasm)

package main

import (
	"fmt"
	"os"
)

// main explains that the engine runs in a browser; the exports are tested natively.
func main() {
	fmt.Fprintln(os.Stderr, "core: build with GOOS=js GOARCH=wasm; it runs in the page")
	os.Exit(2)
}
