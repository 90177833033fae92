package docx

import (
	"errors"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/shortlist/shortlist/wasm/internal/seedcorpus"
)

var update = flag.Bool("update", false, "rewrite the golden texts in testdata")

func FuzzRead(f *testing.F) { fuzzRead(f) }

// fuzzRead checks the contract on any bytes: no panic, either a coded *Error
// or a document with text, the same answer twice. Its seeds are the real
// files in testdata and a few small parts.
func fuzzRead(f seedcorpus.F) {
	files, _ := filepath.Glob("testdata/*.docx")
	for _, name := range files {
		if data, err := os.ReadFile(name); err == nil {
			f.Add(string(data))
		}
	}
	f.Add(string(zipOf(map[string]string{"word/document.xml": body(p("A") + li("0", "B"))})))
	f.Add(string(zipOf(map[string]string{"word/document.xml": body(`<w:tbl><w:tr>` + cell(p("x")) + `</w:tr></w:tbl>`)})))
	f.Add("PK\x03\x04")
	f.Fuzz(func(t *testing.T, s string) {
		data := []byte(s)
		doc, err := Read(data)
		if err != nil {
			var e *Error
			if !errors.As(err, &e) || e.Code == "" || e.Message == "" {
				t.Fatalf("error without code: %v", err)
			}
			return
		}
		text := doc.Text()
		if strings.TrimSpace(text) == "" {
			t.Fatal("a document without text was not refused")
		}
		if !utf8.ValidString(text) {
			t.Fatalf("invalid UTF-8: %q", text)
		}
		again, _ := Read(data)
		if again.Text() != text {
			t.Fatal("two reads differ")
		}
	})
}
