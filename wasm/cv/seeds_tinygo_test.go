//go:build tinygo

package cv

import (
	"testing"

	"github.com/shortlist/shortlist/wasm/internal/seedcorpus"
)

// TestFuzzSeeds runs the seed corpora under TinyGo, which runs no fuzz
// tests itself (see package seedcorpus).
func TestFuzzSeeds(t *testing.T) {
	seedcorpus.Run(t, "FuzzExports", fuzzExports)
	seedcorpus.Run(t, "FuzzFindGaps", fuzzFindGaps)
}
