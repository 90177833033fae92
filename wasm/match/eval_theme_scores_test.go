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
	type tally struct{ n, over, worst int }
	type pair struct {
		name, jd  string
		pdf, pste int
	}
	byTheme := map[string]*tally{}
	var themes []string
	var over []pair
	all := tally{}
	cvs := themePDFs(*themesFlag)
	sort.Strings(cvs)
	for _, f := range cvs {
		base := strings.TrimSuffix(f, ".json")
		pasted, err := os.ReadFile(base + ".viewer.txt")
		if err != nil {
			continue
		}
		theme := filepath.Base(filepath.Dir(f))
		if byTheme[theme] == nil {
			byTheme[theme] = &tally{}
			themes = append(themes, theme)
		}
		r := parse.PDF(loadPages(t, f))
		text := string(pasted)
		c := parse.Text(text)
		for _, j := range jobs {
			a := analyzeRead(r.Text, r.CV, j.segs, j.reqs, may2025).MatchPercentage
			p := analyzeRead(text, c, j.segs, j.reqs, may2025).MatchPercentage
			d := max(a-p, p-a)
			for _, x := range []*tally{byTheme[theme], &all} {
				x.n++
				x.worst = max(x.worst, d)
				if d > 2 {
					x.over++
				}
			}
			if d > 2 {
				over = append(over, pair{theme + "/" + filepath.Base(base), j.name, a, p})
			}
		}
	}
	fmt.Printf("\nmatch score, theme PDF vs pasted from a viewer (%d real jobs)\n", len(jobs))
	fmt.Printf("%-16s %6s %8s %8s\n", "theme", "pairs", "over 2", "largest")
	for _, th := range themes {
		x := byTheme[th]
		fmt.Printf("%-16s %6d %8d %8d\n", th, x.n, x.over, x.worst)
	}
	fmt.Printf("%-16s %6d %8d %8d\n", "all", all.n, all.over, all.worst)
	sort.SliceStable(over, func(i, j int) bool {
		return max(over[i].pdf-over[i].pste, over[i].pste-over[i].pdf) > max(over[j].pdf-over[j].pste, over[j].pste-over[j].pdf)
	})
	fmt.Printf("\n%-36s %-44s %5s %6s\n", "pair over 2 points", "job", "PDF", "pasted")
	for _, p := range over {
		fmt.Printf("%-36s %-44s %5d %6d\n", p.name, p.jd, p.pdf, p.pste)
	}
}
