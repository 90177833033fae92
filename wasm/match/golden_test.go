package match

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden reports in testdata/golden")

// TestGolden keeps the whole report of each natural fixture pair in
// testdata/golden, so that any change to the score, the lists or the
// evidence shows as a reviewable diff. "Present" is May 2025.
func TestGolden(t *testing.T) {
	if _, err := os.Stat(fixtures); err != nil {
		t.Skip("../shared is absent")
	}
	for _, pair := range naturalPairs {
		name := strings.TrimSuffix(pair[0], filepath.Ext(pair[0]))
		t.Run(name, func(t *testing.T) {
			text, c := readResume(t, filepath.Join(fixtures, "resumes", pair[0]))
			r := analyze(text, c, readJD(t, filepath.Join(fixtures, "jds", pair[1])), may2025)
			got, err := json.MarshalIndent(r, "", "  ")
			if err != nil {
				t.Fatal(err)
			}
			path := filepath.Join("testdata", "golden", name+".json")
			if *update {
				if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(path, append(got, '\n'), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run go test -update)", err)
			}
			if !bytes.Equal(append(got, '\n'), want) {
				t.Errorf("report for %s differs from %s (run go test -update and review the diff)", pair[0], path)
			}
		})
	}
}
