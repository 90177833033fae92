package cv_test

import (
	"flag"
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/shortlist/shortlist/wasm/cv"
	"github.com/shortlist/shortlist/wasm/internal/evaldata"
	"github.com/shortlist/shortlist/wasm/parse"
)

var readBackCorpus = flag.Bool("readback-corpus", false, "read back the Word content of gulp_de's and RJDB's CVs (../shared/data) and print the false alarms")

// TestEvalReadBackWord is the Word half of the read-back over gulp_de's
// and RJDB's CVs, native and fast: each CV text through parseText, its
// Word content as docxText reads it (wordText), parsed back and compared.
// The whole read-back with the app's writers is web's
// read-back-corpus.test.ts (READ_BACK_ALL=1); this one prints only ids
// and kinds, no text of the data.
func TestEvalReadBackWord(t *testing.T) {
	if !*readBackCorpus {
		t.Skip("-readback-corpus not set")
	}
	texts := map[string]string{}
	cvs, err := evaldata.GulpCVs(evaldata.Dir)
	if err != nil {
		t.Fatal(err)
	}
	for id, s := range cvs {
		texts[fmt.Sprintf("gulp_de %d.txt", id)] = s
	}
	triples, err := evaldata.RJDB(evaldata.Dir)
	if err != nil {
		t.Fatal(err)
	}
	for i, x := range triples {
		texts[fmt.Sprintf("rjdb line %d Resume-matched", i+1)] = x.Matched
		texts[fmt.Sprintf("rjdb line %d Resume-unmatched", i+1)] = x.Unmatched
	}
	names := make([]string, 0, len(texts))
	for n := range texts {
		names = append(names, n)
	}
	sort.Strings(names)
	byKind := map[string]int{}
	alarms := 0
	for _, n := range names {
		f := parse.Text(texts[n])
		doc := cv.ToStructured(&f)
		w, err := cv.ExportWord(doc)
		if err != nil {
			t.Fatal(err)
		}
		r := cv.ReadBack(doc, parse.Text(wordText(w)))
		for _, m := range r.Missing {
			kind, _, _ := strings.Cut(m, ": ")
			corpus, _, _ := strings.Cut(n, " ")
			byKind[corpus+" "+kind]++
			alarms++
			t.Logf("%s: %s", n, kind)
		}
	}
	t.Logf("false alarms: %d; by kind: %v", alarms, byKind)
}
