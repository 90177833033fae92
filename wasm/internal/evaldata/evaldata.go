// Package evaldata reads the evaluation sets in ../shared/data for tests:
// RJDB's CV–job triples and the German graded set gulp_de (its CV texts,
// posts and graded pairs). Only tests import it; nothing of the data goes
// into the repository, and the app never reads it.
package evaldata

import (
	"bufio"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// Dir is the shared data directory as a test of a package in wasm/<pkg>
// sees it (a test runs in its package's directory).
const Dir = "../../../shared/data"

// Triple is one line of RJDB's test.jsonl: a job and a CV that fits it and
// one that does not.
type Triple struct {
	JD        string `json:"Job-Description"`
	Matched   string `json:"Resume-matched"`
	Unmatched string `json:"Resume-unmatched"`
}

// RJDB reads dir's rjdb/test.jsonl; the error wraps os.ErrNotExist when the
// set is absent.
func RJDB(dir string) ([]Triple, error) {
	f, err := os.Open(filepath.Join(dir, "rjdb", "test.jsonl"))
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []Triple
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for n := 1; sc.Scan(); n++ {
		var x Triple
		if err := json.Unmarshal(sc.Bytes(), &x); err != nil {
			return nil, fmt.Errorf("evaldata: rjdb line %d: %w", n, err)
		}
		out = append(out, x)
	}
	return out, sc.Err()
}

// GulpCVs reads gulp_de's CV texts by profile id.
func GulpCVs(dir string) (map[int]string, error) {
	return textsByID(filepath.Join(dir, "gulp_de", "cv"))
}

// GulpPosts reads gulp_de's project posts by post id.
func GulpPosts(dir string) (map[int]string, error) {
	return textsByID(filepath.Join(dir, "gulp_de", "jobpost"))
}

// GulpPair is one graded pair of gulp_de: a profile, a post, and the grade
// people gave the fit, 1 (best) to 5 (none).
type GulpPair struct {
	CV, Post, Grade int
}

// GulpPairs reads gulp_de's pairs.csv.
func GulpPairs(dir string) ([]GulpPair, error) {
	f, err := os.Open(filepath.Join(dir, "gulp_de", "pairs.csv"))
	if err != nil {
		return nil, err
	}
	defer f.Close()
	rows, err := csv.NewReader(f).ReadAll()
	if err != nil {
		return nil, fmt.Errorf("evaldata: gulp_de pairs: %w", err)
	}
	var out []GulpPair
	for i, row := range rows {
		if i == 0 {
			continue // the header
		}
		var p GulpPair
		for j, dst := range []*int{&p.CV, &p.Post, &p.Grade} {
			if j >= len(row) {
				return nil, fmt.Errorf("evaldata: gulp_de pairs row %d: %d fields", i+1, len(row))
			}
			if *dst, err = strconv.Atoi(row[j]); err != nil {
				return nil, fmt.Errorf("evaldata: gulp_de pairs row %d: %w", i+1, err)
			}
		}
		out = append(out, p)
	}
	return out, nil
}

// textsByID reads the <id>.txt files of a directory.
func textsByID(dir string) (map[int]string, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.txt"))
	if err != nil {
		return nil, err
	}
	if len(files) == 0 {
		return nil, fmt.Errorf("evaldata: no texts in %s: %w", dir, os.ErrNotExist)
	}
	out := map[int]string{}
	for _, f := range files {
		id, err := strconv.Atoi(strings.TrimSuffix(filepath.Base(f), ".txt"))
		if err != nil {
			return nil, fmt.Errorf("evaldata: %s: not an id", f)
		}
		b, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		out[id] = string(b)
	}
	return out, nil
}
