package parse

// TestEvalExtras measures, as TestEval does and on the same expected CVs,
// what the spec's fields leave out: the name and website, the extra
// sections (each entry's title and date) and the titles of other sections.
// Its own table, so that TestEval's overall figure stays comparable with
// earlier runs. It runs only with -eval (make eval) and asserts nothing.

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/shortlist/shortlist/wasm/cv"
)

var extraEvalFields = []evalField{
	{"name", func(c cv.FormattedCV) []string { return []string{c.Name} }},
	{"website", func(c cv.FormattedCV) []string { return []string{c.Website} }},
	{"projects.title", entryField(func(c cv.FormattedCV) []cv.Entry { return c.Projects }, titleOf)},
	{"projects.duration", entryField(func(c cv.FormattedCV) []cv.Entry { return c.Projects }, durationOf)},
	{"certifications.title", entryField(func(c cv.FormattedCV) []cv.Entry { return c.Certifications }, titleOf)},
	{"awards.title", entryField(func(c cv.FormattedCV) []cv.Entry { return c.Awards }, titleOf)},
	{"awards.duration", entryField(func(c cv.FormattedCV) []cv.Entry { return c.Awards }, durationOf)},
	{"publications.title", entryField(func(c cv.FormattedCV) []cv.Entry { return c.Publications }, titleOf)},
	{"volunteering.title", entryField(func(c cv.FormattedCV) []cv.Entry { return c.Volunteering }, titleOf)},
	{"volunteering.subtitle", entryField(func(c cv.FormattedCV) []cv.Entry { return c.Volunteering }, func(e cv.Entry) string { return e.Subtitle })},
	{"volunteering.duration", entryField(func(c cv.FormattedCV) []cv.Entry { return c.Volunteering }, durationOf)},
	{"references.title", entryField(func(c cv.FormattedCV) []cv.Entry { return c.References }, titleOf)},
	{"interests", func(c cv.FormattedCV) []string { return c.Interests }},
	{"otherSections.title", func(c cv.FormattedCV) []string {
		var out []string
		for _, s := range c.OtherSections {
			out = append(out, s.Title)
		}
		return out
	}},
}

func titleOf(e cv.Entry) string    { return e.Title }
func durationOf(e cv.Entry) string { return e.Duration }

func entryField(list func(cv.FormattedCV) []cv.Entry, f func(cv.Entry) string) func(cv.FormattedCV) []string {
	return func(c cv.FormattedCV) []string {
		var out []string
		for _, e := range list(c) {
			out = append(out, f(e))
		}
		return out
	}
}

func TestEvalExtras(t *testing.T) {
	if !*evalFlag {
		t.Skip("run with -eval to measure the parser")
	}
	byName := map[string]fixture{}
	for _, f := range fixtures(t) {
		byName[strings.TrimSuffix(f.name, filepath.Ext(f.name))] = f
	}
	paths, _ := filepath.Glob("testdata/expected/*.expected.json")
	fields := make([]counts, len(extraEvalFields))
	var overall counts
	for _, path := range paths {
		f, ok := byName[strings.TrimSuffix(filepath.Base(path), ".expected.json")]
		if !ok {
			continue
		}
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		var want cv.FormattedCV
		if err := json.Unmarshal(b, &want); err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		_, result := f.parsed()
		got, ok := result.(cv.FormattedCV)
		if !ok {
			got = result.(PDFResult).CV
		}
		for i, fl := range extraEvalFields {
			c := compare(fl.items(got), fl.items(want))
			fields[i].add(c)
			overall.add(c)
		}
	}
	fmt.Println()
	fmt.Printf("%-36s %5s %5s %5s %9s %7s %6s\n", "extra field", "TP", "FP", "FN", "precision", "recall", "F1")
	for i, fl := range extraEvalFields {
		printRow(fl.name, fields[i])
	}
	printRow("extras overall", overall)
}
