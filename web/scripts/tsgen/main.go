// Command tsgen writes web/src/cv/types.ts, the TypeScript types of
// everything the core (wasm/cmd/core) and the worker (worker/) answer, read
// from the Go source with go/types: one contract, written once, in Go.
//
// From the core it takes every function of the exports map: its arguments
// (the type it decodes args into) and its results (the types of its return
// statements), as the CoreExports map the page's wrapper is typed by. From
// the worker it takes the value each route handler writes with writeAnswer
// or writeJSON, as WorkerAnswers. Every named Go type reached from those is
// written once as an interface, under the name the page knows it by.
//
//	go generate ./wasm/cmd/core      (or: go run ./web/scripts/tsgen)
//
// TestTypesCurrent fails while the file is not what this writes.
package main

import (
	"fmt"
	"os"
	"path/filepath"
)

// target is the file written, from the repository root.
const target = "web/src/cv/types.ts"

func main() {
	root, err := repoRoot()
	if err != nil {
		fail(err)
	}
	src, err := generate(root)
	if err != nil {
		fail(err)
	}
	if err := os.WriteFile(filepath.Join(root, target), src, 0o644); err != nil {
		fail(err)
	}
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "tsgen:", err)
	os.Exit(1)
}

// repoRoot finds the folder of go.mod from the working directory up, so the
// command runs from go generate's package folder as well as from the root.
func repoRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", fmt.Errorf("no go.mod above the working directory")
		}
		dir = parent
	}
}
