package reply

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"
)

// hostile are replies built to make a careless reader slow: deep nesting,
// many brackets that never close or close wrongly, many tags, comments and
// quotes.
var hostile = []struct{ name, unit string }{
	{"open brackets", "["},
	{"open braces", "{"},
	{"nested keys", `{"a":`},
	{"closed invalid", "{x}"},
	{"prose brackets", "{ x "},
	{"mismatched", "{]"},
	{"think tags", "<think>a</think>"},
	{"stray closing tags", "x</think>"},
	{"unclosed think", "<think"},
	{"comments", "/*"},
	{"line comments", "[1, // c\n"},
	{"smart quotes", "{“a”: [“b”,"},
	{"trailing commas", `{"a": [1,,,`},
	{"fences", "```"},
	{"strings", `"\"`},
	{"invisible characters", "\u200b\U000E0041"},
}

// TestHostileRepliesAreFast reads 128 KiB of each hostile pattern with the
// three readers. A linear reader needs milliseconds; a quadratic one would
// need minutes, so the generous bound does not flake on a busy machine. Under
// js/wasm the same code runs several times slower, more so on a loaded
// machine, so its bound is ten times wider: still far below quadratic.
func TestHostileRepliesAreFast(t *testing.T) {
	const size = 128 << 10
	bound := 3 * time.Second
	if runtime.GOARCH == "wasm" {
		bound = 30 * time.Second
	}
	for _, h := range hostile {
		name, unit := h.name, h.unit
		t.Run(name, func(t *testing.T) {
			reply := strings.Repeat(unit, size/len(unit))
			start := time.Now()
			_, _ = Analysis(reply, reply)
			_, _ = FormattedCV("", reply)
			_, _ = Suggestions("", reply)
			if d := time.Since(start); d > bound {
				t.Errorf("%s: %v for %d bytes", name, d, len(reply))
			} else {
				t.Logf("%s: %v", name, d)
			}
		})
	}
}

// BenchmarkGoldenReplies reads every golden reply once per iteration with
// its operation's reader: the cost of reading real-sized replies.
func BenchmarkGoldenReplies(b *testing.B) {
	files, err := filepath.Glob("testdata/*.reply")
	if err != nil || len(files) == 0 {
		b.Fatalf("no replies in testdata: %v", err)
	}
	var names, texts []string
	size := 0
	for _, f := range files {
		r, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		names, texts = append(names, filepath.Base(f)), append(texts, string(r))
		size += len(r)
	}
	b.SetBytes(int64(size))
	for b.Loop() {
		readAll(names, texts)
	}
}

// readAll reads each text with the reader its file name's prefix names.
func readAll(names, texts []string) {
	for i, text := range texts {
		switch {
		case strings.HasPrefix(names[i], "analysis_"):
			_, _ = Analysis("", text)
		case strings.HasPrefix(names[i], "format_"):
			_, _ = FormattedCV("", text)
		default:
			_, _ = Suggestions("", text)
		}
	}
}
