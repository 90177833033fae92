package evaldata

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

// Each reader on a made-up set of the shared layout; an absent set says
// os.ErrNotExist.
func TestReaders(t *testing.T) {
	dir := t.TempDir()
	write := func(path, s string) {
		t.Helper()
		p := filepath.Join(dir, path)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := RJDB(dir); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("RJDB of an empty dir: %v, want not exist", err)
	}
	if _, err := GulpCVs(dir); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("GulpCVs of an empty dir: %v, want not exist", err)
	}
	write("rjdb/test.jsonl", `{"Job-Description":"Analyst","Resume-matched":"Ana","Resume-unmatched":"Bo"}`+"\n"+
		`{"Job-Description":"Cook","Resume-matched":"Cy","Resume-unmatched":"Di"}`+"\n")
	write("gulp_de/cv/7.txt", "Lebenslauf")
	write("gulp_de/jobpost/9.txt", "Projekt")
	write("gulp_de/pairs.csv", "cv,jobpost,label\n7,9,2\n")
	triples, err := RJDB(dir)
	if want := []Triple{{"Analyst", "Ana", "Bo"}, {"Cook", "Cy", "Di"}}; err != nil || !reflect.DeepEqual(triples, want) {
		t.Errorf("RJDB %+v, %v; want %+v", triples, err, want)
	}
	cvs, err := GulpCVs(dir)
	if err != nil || !reflect.DeepEqual(cvs, map[int]string{7: "Lebenslauf"}) {
		t.Errorf("GulpCVs %v, %v", cvs, err)
	}
	posts, err := GulpPosts(dir)
	if err != nil || !reflect.DeepEqual(posts, map[int]string{9: "Projekt"}) {
		t.Errorf("GulpPosts %v, %v", posts, err)
	}
	pairs, err := GulpPairs(dir)
	if err != nil || !reflect.DeepEqual(pairs, []GulpPair{{7, 9, 2}}) {
		t.Errorf("GulpPairs %+v, %v", pairs, err)
	}
	write("gulp_de/pairs.csv", "cv,jobpost,label\n7,x,2\n")
	if _, err := GulpPairs(dir); err == nil {
		t.Error("GulpPairs of a row with a bad id: no error")
	}
}
