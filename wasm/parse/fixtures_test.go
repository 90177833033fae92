package parse

import (
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// sharedDir is the project's shared fixtures, relative to this package.
const sharedDir = "../../../shared/fixtures/real"

// fixture is one test document: PDF items dumped by
// web/scripts/dump-pdf-items.mjs, or a plain-text CV.
type fixture struct {
	name  string
	pages []Page // set for PDFs
	text  string // set for text files
}

func (f fixture) isPDF() bool { return f.pages != nil }

// parsed returns the parser's result for the fixture: the reading-order
// text the parser worked from and the CV.
func (f fixture) parsed() (string, any) {
	if f.isPDF() {
		r := PDF(f.pages)
		return r.Text, r
	}
	return render(textLines(f.text)), Text(f.text)
}

func loadPages(t testing.TB, path string) []Page {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Pages []Page `json:"pages"`
	}
	if err := json.Unmarshal(b, &doc); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return doc.Pages
}

// textFixtures are the plain-text CVs and job descriptions of the shared set.
var textFixtures = []string{
	"resumes/0xadada_resume.txt", "resumes/german_resume.md",
	"jds/backend-eng.txt", "jds/dfe_SeniorDevOpsEngineer.md", "jds/german_job.md", "jds/lego_senior-analytics-engineer.jd_archive.md",
}

// fixtures returns every PDF dump in testdata/pdfitems and the shared text
// files when ../shared is present, sorted by name.
func fixtures(t testing.TB) []fixture {
	t.Helper()
	paths, err := filepath.Glob("testdata/pdfitems/*.json")
	if err != nil || len(paths) == 0 {
		t.Fatalf("no PDF dumps in testdata/pdfitems: %v", err)
	}
	var out []fixture
	for _, p := range paths {
		out = append(out, fixture{name: strings.TrimSuffix(filepath.Base(p), ".json"), pages: loadPages(t, p)})
	}
	for _, p := range textFixtures {
		b, err := os.ReadFile(filepath.Join(sharedDir, p))
		if err != nil {
			continue
		}
		out = append(out, fixture{name: filepath.Base(p), text: string(b)})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].name < out[j].name })
	return out
}
