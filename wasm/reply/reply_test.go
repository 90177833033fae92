package reply

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite testdata/*.golden.json from the current output")

// TestGolden reads every testdata/<op>_<case>.reply (with an optional
// <op>_<case>.reasoning, the provider's separate reasoning field) and
// compares the result, or the error code, with <op>_<case>.golden.json.
func TestGolden(t *testing.T) {
	files, err := filepath.Glob("testdata/*.reply")
	if err != nil || len(files) == 0 {
		t.Fatalf("no replies in testdata: %v", err)
	}
	for _, file := range files {
		name := strings.TrimSuffix(filepath.Base(file), ".reply")
		t.Run(name, func(t *testing.T) {
			content := read(t, file)
			reasoning := ""
			if b, err := os.ReadFile(strings.TrimSuffix(file, ".reply") + ".reasoning"); err == nil {
				reasoning = string(b)
			}
			var out any
			var err error
			switch op, _, _ := strings.Cut(name, "_"); op {
			case "analysis":
				out, err = Analysis(reasoning, content)
			case "format":
				out, err = FormattedCV(reasoning, content)
			case "suggest":
				out, err = Suggestions(reasoning, content)
			default:
				t.Fatalf("unknown operation in %s", name)
			}
			if err != nil {
				var e *Error
				if !errors.As(err, &e) {
					t.Fatalf("error %v is not a *reply.Error", err)
				}
				out = map[string]string{"error": e.Code, "message": e.Message}
			}
			got, jerr := json.MarshalIndent(out, "", "  ")
			if jerr != nil {
				t.Fatal(jerr)
			}
			got = append(got, '\n')
			golden := strings.TrimSuffix(file, ".reply") + ".golden.json"
			if *update {
				if err := os.WriteFile(golden, got, 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want := []byte(read(t, golden))
			if !bytes.Equal(got, want) {
				t.Errorf("%s differs from %s (run go test ./wasm/reply -update to accept):\n%s", name, golden, got)
			}
		})
	}
}

func read(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestFormattedExtraNames: each extra section is read under its key or the
// other names AIs give it.
func TestFormattedExtraNames(t *testing.T) {
	content := `{"aboutMe": "Analyst.", "certificates": [{"title": "AWS SAA"}], "honors": [{"title": "Dean's list"}],
		"volunteer": [{"title": "Mentor"}], "projects": [{"title": "Shelter finder"}], "hobbies": ["chess"], "references": []}`
	f, err := FormattedCV("", content)
	if err != nil {
		t.Fatal(err)
	}
	got := []string{f.Certifications[0].Title, f.Awards[0].Title, f.Volunteering[0].Title, f.Projects[0].Title, f.Interests[0]}
	want := []string{"AWS SAA", "Dean's list", "Mentor", "Shelter finder", "chess"}
	if !slices.Equal(got, want) || f.References != nil || f.Publications != nil {
		t.Errorf("got %q, references %v, publications %v; want %q and none", got, f.References, f.Publications, want)
	}
}
