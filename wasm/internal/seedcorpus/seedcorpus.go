// Package seedcorpus runs a fuzz test's seed corpus — its F.Add values and
// the files under testdata/fuzz/<name> — as subtests of an ordinary test.
//
// TinyGo's testing package (v0.42) never runs fuzz tests: its MainStart
// ignores them and its F.Fuzz does nothing. So each fuzz test is written
// against F, which *testing.F satisfies under standard Go, and a test built
// only for TinyGo hands the same function to Run.
package seedcorpus

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// F is the part of *testing.F that the fuzz tests use.
type F interface {
	Add(args ...any)
	Fuzz(ff any)
}

// seeds records what a fuzz test adds and the function it fuzzes.
type seeds struct {
	entries [][]any
	ff      any
}

func (s *seeds) Add(args ...any) { s.entries = append(s.entries, args) }
func (s *seeds) Fuzz(ff any)     { s.ff = ff }

// Run runs fuzz's function on every seed, as `go test` does without -fuzz:
// the F.Add values first ("seed#0", …), then each corpus file by name.
func Run(t *testing.T, name string, fuzz func(F)) {
	t.Run(name, func(t *testing.T) {
		s := &seeds{}
		fuzz(s)
		if s.ff == nil {
			t.Fatal("the fuzz test never called F.Fuzz")
		}
		for i, args := range s.entries {
			t.Run(fmt.Sprintf("seed#%d", i), func(t *testing.T) { call(t, s.ff, args) })
		}
		dir := filepath.Join("testdata", "fuzz", name)
		files, err := os.ReadDir(dir)
		if err != nil && !os.IsNotExist(err) {
			t.Fatal(err)
		}
		for _, f := range files {
			data, err := os.ReadFile(filepath.Join(dir, f.Name()))
			if err != nil {
				t.Fatal(err)
			}
			args, err := Parse(string(data))
			if err != nil {
				t.Fatalf("%s: %v", f.Name(), err)
			}
			t.Run(f.Name(), func(t *testing.T) { call(t, s.ff, args) })
		}
	})
}

// Parse reads a corpus file in `go test fuzz v1` encoding, for the string
// and []byte values this module's fuzz tests take.
func Parse(data string) ([]any, error) {
	lines := strings.Split(strings.TrimRight(data, "\n"), "\n")
	if len(lines) == 0 || lines[0] != "go test fuzz v1" {
		return nil, fmt.Errorf("not a go test fuzz v1 file")
	}
	var args []any
	for _, line := range lines[1:] {
		kind, quoted, ok := strings.Cut(line, "(")
		if !ok || !strings.HasSuffix(quoted, ")") {
			return nil, fmt.Errorf("unreadable value %q", line)
		}
		v, err := strconv.Unquote(strings.TrimSuffix(quoted, ")"))
		if err != nil {
			return nil, fmt.Errorf("value %q: %v", line, err)
		}
		switch kind {
		case "string":
			args = append(args, v)
		case "[]byte":
			args = append(args, []byte(v))
		default:
			return nil, fmt.Errorf("unsupported type in %q", line)
		}
	}
	return args, nil
}

// call calls ff, one of the fuzz function shapes of this module, with args.
func call(t *testing.T, ff any, args []any) {
	s := make([]string, len(args))
	for i, a := range args {
		v, ok := a.(string)
		if !ok {
			t.Fatalf("argument %d is %T; the fuzz functions here take strings", i, a)
		}
		s[i] = v
	}
	var n int
	switch ff.(type) {
	case func(*testing.T, string):
		n = 1
	case func(*testing.T, string, string):
		n = 2
	case func(*testing.T, string, string, string, string):
		n = 4
	case func(*testing.T, string, string, string, string, string, string, string):
		n = 7
	default:
		t.Fatalf("unsupported fuzz function %T", ff)
	}
	if len(s) != n {
		t.Fatalf("%d arguments for %T", len(s), ff)
	}
	switch ff := ff.(type) {
	case func(*testing.T, string):
		ff(t, s[0])
	case func(*testing.T, string, string):
		ff(t, s[0], s[1])
	case func(*testing.T, string, string, string, string):
		ff(t, s[0], s[1], s[2], s[3])
	case func(*testing.T, string, string, string, string, string, string, string):
		ff(t, s[0], s[1], s[2], s[3], s[4], s[5], s[6])
	}
}
