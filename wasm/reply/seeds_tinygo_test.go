//go:build tinygo

package reply

import (
	"testing"

	"github.com/shortlist/shortlist/wasm/internal/seedcorpus"
)

// TestFuzzSeeds runs the seed corpora under TinyGo, which runs no fuzz
// tests itself (see package seedcorpus).
func TestFuzzSeeds(t *testing.T) {
	seedcorpus.Run(t, "FuzzReply", fuzzReply)
}
