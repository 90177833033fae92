package evaldata

import (
	"errors"
	"os"
	"reflect"
	"testing"
)

// Each reader on a made-up set of the shared layout (testdata/set); an
// absent set says os.ErrNotExist; a pair with a bad id is an error.
func TestReaders(t *testing.T) {
	const set = "testdata/set"
	if _, err := RJDB("testdata/absent"); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("RJDB of an absent set: %v, want not exist", err)
	}
	if _, err := GulpCVs("testdata/absent"); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("GulpCVs of an absent set: %v, want not exist", err)
	}
	triples, err := RJDB(set)
	if want := []Triple{{"Analyst", "Ana", "Bo"}, {"Cook", "Cy", "Di"}}; err != nil || !reflect.DeepEqual(triples, want) {
		t.Errorf("RJDB %+v, %v; want %+v", triples, err, want)
	}
	cvs, err := GulpCVs(set)
	if err != nil || !reflect.DeepEqual(cvs, map[int]string{7: "Lebenslauf"}) {
		t.Errorf("GulpCVs %v, %v", cvs, err)
	}
	posts, err := GulpPosts(set)
	if err != nil || !reflect.DeepEqual(posts, map[int]string{9: "Projekt"}) {
		t.Errorf("GulpPosts %v, %v", posts, err)
	}
	pairs, err := GulpPairs(set)
	if err != nil || !reflect.DeepEqual(pairs, []GulpPair{{7, 9, 2}}) {
		t.Errorf("GulpPairs %+v, %v", pairs, err)
	}
	if _, err := GulpPairs("testdata/badpair"); err == nil {
		t.Error("GulpPairs of a row with a bad id: no error")
	}
}
