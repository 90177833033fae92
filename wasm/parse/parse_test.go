package parse

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode"

	"github.com/shortlist/shortlist/wasm/cv"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/golden")

func marshal(t *testing.T, v any) []byte {
	t.Helper()
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	return append(b, '\n')
}

// TestGolden compares the full parse of every fixture with its golden file.
func TestGolden(t *testing.T) {
	for _, f := range fixtures(t) {
		t.Run(f.name, func(t *testing.T) {
			_, result := f.parsed()
			got := marshal(t, result)
			path := filepath.Join("testdata", "golden", f.name+".json")
			if *update {
				if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(path, got, 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run go test -update)", err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("parse of %s differs from %s (run go test -update and review the diff)", f.name, path)
			}
		})
	}
}

// TestDeterministic parses every fixture twice and compares the bytes.
func TestDeterministic(t *testing.T) {
	for _, f := range fixtures(t) {
		t.Run(f.name, func(t *testing.T) {
			_, a := f.parsed()
			_, b := f.parsed()
			if !bytes.Equal(marshal(t, a), marshal(t, b)) {
				t.Error("two parses of the same input differ")
			}
		})
	}
}

// values lists every string of a Formatted CV, split where the parser
// joins spans (the header's " • ", newlines in aboutMe and descriptions).
func values(f cv.FormattedCV) []string {
	out := strings.Split(f.ProfessionalHeader, " • ")
	out = append(out, strings.Split(f.AboutMe, "\n")...)
	for _, x := range f.ProfessionalExperience {
		out = append(out, x.Company, x.Position, x.Duration, x.Location)
		out = append(out, x.Responsibilities...)
	}
	for _, e := range f.Education {
		out = append(out, e.Institution, e.Degree, e.Duration, e.Location)
		out = append(out, strings.Split(e.Description, "\n")...)
	}
	out = append(out, f.CoreSkills...)
	out = append(out, f.ToolsTechnologies...)
	for _, l := range f.Languages {
		out = append(out, l.Language, l.ProficiencyLevel)
	}
	return append(out, f.Email, f.Phone, f.LinkedIn, f.Address)
}

// TestNeverInvents checks that every value of every fixture's CV is a span
// of the text the parser read or of a link annotation's address, white space
// folded.
func TestNeverInvents(t *testing.T) {
	for _, f := range fixtures(t) {
		t.Run(f.name, func(t *testing.T) {
			text, result := f.parsed()
			c, ok := result.(cv.FormattedCV)
			if !ok {
				c = result.(PDFResult).CV
			}
			for _, p := range f.pages {
				for _, l := range p.Links {
					text += "\n" + l.URL
				}
			}
			src := fold(text)
			for _, v := range values(c) {
				if v = fold(v); v != "" && !strings.Contains(src, v) {
					t.Errorf("value %q is not in the input", v)
				}
			}
		})
	}
}

// runeCounts counts the non-space runes of s.
func runeCounts(s string) map[rune]int {
	m := map[rune]int{}
	for _, r := range s {
		if !unicode.IsSpace(r) {
			m[r]++
		}
	}
	return m
}

// TestReadingOrderAddsNothing checks that layout analysis only reorders,
// drops and joins: the reading-order text has no character the normalised
// items (or pasted text) do not have.
func TestReadingOrderAddsNothing(t *testing.T) {
	for _, f := range fixtures(t) {
		t.Run(f.name, func(t *testing.T) {
			text, _ := f.parsed()
			var src strings.Builder
			for _, p := range f.pages {
				for _, it := range p.Items {
					src.WriteString(normalise(it.Str))
				}
			}
			if !f.isPDF() {
				src.WriteString(prepareText(f.text))
			}
			have := runeCounts(src.String())
			for r, n := range runeCounts(text) {
				if n > have[r] {
					t.Errorf("reading order has %d × %q, the input %d", n, r, have[r])
				}
			}
		})
	}
}
