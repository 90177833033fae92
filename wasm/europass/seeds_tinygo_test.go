//go:build tinygo

package europass

import (
	"testing"

	"github.com/shortlist/shortlist/wasm/internal/seedcorpus"
)

// TestFuzzSeeds runs the seed corpus under TinyGo, which runs no fuzz tests
// itself (see package seedcorpus).
func TestFuzzSeeds(t *testing.T) {
	seedcorpus.Run(t, "FuzzRead", fuzzRead)
}
