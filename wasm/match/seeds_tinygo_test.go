//go:build tinygo

package match

import (
	"testing"

	"github.com/shortlist/shortlist/wasm/internal/seedcorpus"
)

// TestFuzzSeeds runs the seed corpora under TinyGo, which runs no fuzz
// tests itself (see package seedcorpus).
func TestFuzzSeeds(t *testing.T) {
	seedcorpus.Run(t, "FuzzSentenceEnds", fuzzSentenceEnds)
	seedcorpus.Run(t, "FuzzShortcuts", fuzzShortcuts)
	seedcorpus.Run(t, "FuzzAnalyze", fuzzAnalyze)
}
