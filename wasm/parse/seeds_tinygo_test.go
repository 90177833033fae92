//go:build tinygo

package parse

import (
	"testing"

	"github.com/shortlist/shortlist/wasm/internal/seedcorpus"
)

// TestFuzzSeeds runs the seed corpora under TinyGo, which runs no fuzz
// tests itself (see package seedcorpus).
func TestFuzzSeeds(t *testing.T) {
	seedcorpus.Run(t, "FuzzText", fuzzText)
	seedcorpus.Run(t, "FuzzCellSeps", fuzzCellSeps)
	seedcorpus.Run(t, "FuzzShortcuts", fuzzShortcuts)
	seedcorpus.Run(t, "FuzzPDF", fuzzPDF)
}
