package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// TestTypesCurrent fails when web/src/cv/types.ts is not what the Go source
// generates: a field, type or export changed in Go without go generate.
func TestTypesCurrent(t *testing.T) {
	root, err := repoRoot()
	if err != nil {
		t.Fatal(err)
	}
	want, err := generate(root)
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(filepath.Join(root, target))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("web/src/cv/types.ts is stale: run go generate ./wasm/cmd/core")
	}
}

// TestRouteKey names the worker's answers by their handler.
func TestRouteKey(t *testing.T) {
	for _, tc := range []struct{ fn, want string }{
		{"handleSuggest", "suggest"},
		{"writeFailure", "failure"},
		{"handle", "handle"},
		{"notFound", "notFound"},
	} {
		if got := routeKey(tc.fn); got != tc.want {
			t.Errorf("routeKey(%q) = %q, want %q", tc.fn, got, tc.want)
		}
	}
}
