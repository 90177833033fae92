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
	"encoding/json"
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
	type pair struct {
		name, jd  string
		pdf, pste int
	}
	var over []pair
	type fam struct{ n, over, worst int }
	byFam := map[string]*fam{}
	var order []string
	all := fam{}
	docs, _ := filepath.Glob(filepath.Join(*layoutsFlag, "*", "*.viewer.txt"))
	sort.Strings(docs)
	for _, v := range docs {
		family := filepath.Base(filepath.Dir(v))
		base := strings.TrimSuffix(v, ".viewer.txt")
		b, err := os.ReadFile(base + ".json")
		if err != nil {
			continue
		}
		var doc struct {
			Pages []parse.Page `json:"pages"`
		}
		if err := json.Unmarshal(b, &doc); err != nil {
			t.Fatalf("%s: %v", base, err)
		}
		pasted, err := os.ReadFile(v)
		if err != nil {
			t.Fatal(err)
		}
		r := parse.PDF(doc.Pages)
		if byFam[family] == nil {
			byFam[family] = &fam{}
			order = append(order, family)
		}
		for _, n := range names {
			a := AnalyzeParsed(r.Text, r.CV, jds[n]).MatchPercentage
			p := Analyze(string(pasted), jds[n]).MatchPercentage
			d := max(a-p, p-a)
			for _, f := range []*fam{byFam[family], &all} {
				f.n++
				f.worst = max(f.worst, d)
				if d > 2 {
					f.over++
				}
			}
			if d > 2 {
				over = append(over, pair{family + "/" + filepath.Base(base), n, a, p})
			}
		}
	}
	fmt.Printf("\nmatch score, PDF upload vs pasted from a viewer (%d job descriptions)\n", len(names))
	fmt.Printf("%-36s %6s %8s %8s\n", "layout family", "pairs", "over 2", "largest")
	for _, f := range order {
		fmt.Printf("%-36s %6d %8d %8d\n", f, byFam[f].n, byFam[f].over, byFam[f].worst)
	}
	fmt.Printf("%-36s %6d %8d %8d\n", "all", all.n, all.over, all.worst)
	sort.SliceStable(over, func(i, j int) bool {
		return max(over[i].pdf-over[i].pste, over[i].pste-over[i].pdf) > max(over[j].pdf-over[j].pste, over[j].pste-over[j].pdf)
	})
	fmt.Printf("\n%-44s %-36s %5s %6s\n", "pair over 2 points", "job description", "PDF", "pasted")
	for _, p := range over {
		fmt.Printf("%-44s %-36s %5d %6d\n", p.name, p.jd, p.pdf, p.pste)
	}
}
