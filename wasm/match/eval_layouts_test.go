package match

// TestEvalLayoutScores (make eval) measures what issue 27 asks of pasted
// text: the same CV uploaded as a PDF and pasted out of a PDF viewer must
// get the same match score. For every layout of the generated corpus
// (web/scripts/make-layouts.mjs writes build/layouts) it scores the PDF's
// parse, as the upload does (the reading-order text with its layout-aware
// parse), and the viewer's text pasted (<name>.viewer.txt, parsed on its
// own), against every text job description of ../shared/fixtures/real/jds,
// and prints per family the pairs, the largest difference in points and
// the number of pairs over 2 points, then every pair over 2. It asserts
// nothing: the figures are for reading.

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/shortlist/shortlist/wasm/parse"
)

var layoutsFlag = flag.String("layouts", "", "folder of the generated layout corpus (make eval writes build/layouts)")

func TestEvalLayoutScores(t *testing.T) {
	if *layoutsFlag == "" {
		t.Skip("run with -layouts <dir> to compare pasted and PDF scores on the layout corpus")
	}
	jdPaths, _ := filepath.Glob("../../../shared/fixtures/real/jds/*")
	jds := map[string]string{}
	for _, p := range jdPaths {
		if ext := filepath.Ext(p); ext == ".txt" || ext == ".md" {
			b, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			jds[filepath.Base(p)] = string(b)
		}
	}
	if len(jds) == 0 {
		t.Skip("no job descriptions in ../shared/fixtures/real/jds")
	}
	names := make([]string, 0, len(jds))
	for n := range jds {
		names = append(names, n)
	}
	sort.Strings(names)
	var gaps scoreGaps
	docs, _ := filepath.Glob(filepath.Join(*layoutsFlag, "*", "*.viewer.txt"))
	sort.Strings(docs)
	for _, v := range docs {
		family := filepath.Base(filepath.Dir(v))
		base := strings.TrimSuffix(v, ".viewer.txt")
		if _, err := os.Stat(base + ".json"); err != nil {
			continue
		}
		pasted, err := os.ReadFile(v)
		if err != nil {
			t.Fatal(err)
		}
		r := parse.PDF(loadPages(t, base+".json"))
		for _, n := range names {
			a := AnalyzeParsed(r.Text, r.CV, jds[n]).MatchPercentage
			p := Analyze(string(pasted), jds[n]).MatchPercentage
			gaps.add(family, gapPair{family + "/" + filepath.Base(base), n, a, p})
		}
	}
	gaps.print(fmt.Sprintf("match score, PDF upload vs pasted from a viewer (%d job descriptions)", len(names)), "layout family", "job description", [3]int{36, 44, 36})
}
