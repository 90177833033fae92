package cv_test

import (
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/shortlist/shortlist/wasm/cv"
	"github.com/shortlist/shortlist/wasm/parse"
)

var readBackDump = flag.String("readback-dump", "", "a folder of {doc, pages} files written by web's read-back-corpus.test.ts with READ_BACK_DUMP set")

// TestEvalReadBackPDFDump is the PDF half of the read-back, native, over files
// that web's read-back-corpus.test.ts dumped (READ_BACK_DUMP=dir): each
// CV's document and the pdf.js items of Shortlist's own PDF of it. It
// parses the items again with this tree's parser and prints what the
// compare names missing, so a parser rule can be tried in seconds; the
// PDF itself (the writer's layout) is the one of the run that dumped it.
func TestEvalReadBackPDFDump(t *testing.T) {
	if *readBackDump == "" {
		t.Skip("-readback-dump not set")
	}
	files, err := filepath.Glob(filepath.Join(*readBackDump, "*.json"))
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(files)
	byKind := map[string]int{}
	alarms := 0
	for _, p := range files {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		var d struct {
			Doc   cv.StructuredCV `json:"doc"`
			Pages []parse.Page    `json:"pages"`
		}
		if err := json.Unmarshal(b, &d); err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		name := strings.TrimSuffix(filepath.Base(p), ".json")
		corpus, _, _ := strings.Cut(name, "_")
		r := cv.ReadBack(&d.Doc, parse.PDF(d.Pages).CV)
		for _, m := range r.Missing {
			kind, _, _ := strings.Cut(m, ": ")
			byKind[corpus+" "+kind]++
			alarms++
			t.Logf("%s: %s", name, m)
		}
	}
	t.Logf("false alarms: %d in %d files; by kind: %v", alarms, len(files), byKind)
}
