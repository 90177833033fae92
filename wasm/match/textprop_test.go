package match

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/shortlist/shortlist/wasm/parse"
)

// TestRemovingALineNeverRaisesTheScore takes each line out of real text CVs
// in turn, through the parser, against real and made-up job descriptions.
func TestRemovingALineNeverRaisesTheScore(t *testing.T) {
	if _, err := os.Stat(fixtures); err != nil {
		t.Skip("../shared is absent")
	}
	jds := []string{propertyJDs[0]}
	for _, name := range []string{"german_job.md", "backend-eng.txt"} {
		j, err := os.ReadFile(filepath.Join(fixtures, "jds", name))
		if err != nil {
			t.Fatal(err)
		}
		jds = append(jds, string(j))
	}
	for _, resume := range []string{"german_resume.md", "0xadada_resume.txt"} {
		b, err := os.ReadFile(filepath.Join(fixtures, "resumes", resume))
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(strings.ReplaceAll(string(b), `\n`, "\n"), "\n")
		for ji, jd := range jds {
			full := analyzeText(strings.Join(lines, "\n"), jd)
			for i := range lines {
				cut := strings.Join(append(append([]string(nil), lines[:i]...), lines[i+1:]...), "\n")
				if got := analyzeText(cut, jd); got > full {
					t.Errorf("%s, jd%d: without line %d %q the score rose from %d to %d", resume, ji, i, lines[i], full, got)
				}
			}
		}
	}
}

func analyzeText(text, jd string) int {
	return analyze(text, parse.Text(text), jd, may2025).MatchPercentage
}
