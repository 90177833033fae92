package match

// TestEvalThemeScores measures issue 34's "the same CV pasted or as PDF
// scores within 2 points on every theme": for every CV of the theme corpus
// (-themes, as TestEvalInvariants reads it) it scores the PDF's parse, as
// the upload does, and the viewer's text pasted (<cv>.viewer.txt, parsed
// on its own), against every real job of ../shared/fixtures/real/jds, and
// prints per theme the pairs, those more than 2 points apart and the
// largest difference, then the total and the themes' pairs over 2. It
// asserts nothing: the figures are for reading.

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/shortlist/shortlist/wasm/parse"
)

func TestEvalThemeScores(t *testing.T) {
	if *themesFlag == "" {
		t.Skip("run with -themes <dir> to compare pasted and PDF scores on the theme corpus")
	}
	if _, err := os.Stat(fixtures); err != nil {
		t.Skip("../shared is absent")
	}
	type job struct {
		name string
		segs []segment
		reqs []Requirement
	}
	var jobs []job
	for _, jd := range realJobs(t) {
		segs := segments(jd[1])
		jobs = append(jobs, job{jd[0], segs, requirements(jd[1], segs)})
	}
	var gaps scoreGaps
	cvs := themePDFs(*themesFlag)
	sort.Strings(cvs)
	for _, f := range cvs {
		base := strings.TrimSuffix(f, ".json")
		pasted, err := os.ReadFile(base + ".viewer.txt")
		if err != nil {
			continue
		}
		theme := filepath.Base(filepath.Dir(f))
		r := parse.PDF(loadPages(t, f))
		text := string(pasted)
		c := parse.Text(text)
		for _, j := range jobs {
			a := analyzeRead(r.Text, r.CV, j.segs, j.reqs, may2025).MatchPercentage
			p := analyzeRead(text, c, j.segs, j.reqs, may2025).MatchPercentage
			gaps.add(theme, gapPair{theme + "/" + filepath.Base(base), j.name, a, p})
		}
	}
	gaps.print(fmt.Sprintf("match score, theme PDF vs pasted from a viewer (%d real jobs)", len(jobs)), "theme", "job", [3]int{16, 36, 44})
}
