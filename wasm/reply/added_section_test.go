package reply

import (
	"fmt"
	"reflect"
	"testing"

	"github.com/shortlist/shortlist/wasm/cv"
)

// TestAddedSectionIsRead reads an AI's formatting with a section the reader
// has no key of its own for: without a row of reading its list is dropped;
// with a made-up "patents" row (in place of the references, its entries in
// the References field, as a test cannot add fields to the CV's structs) it
// is read under each of the row's reply keys, as the other extra sections
// are (cv.TestAddedSectionFlowsThroughEveryExport follows such a row
// through the exports).
func TestAddedSectionIsRead(t *testing.T) {
	content := `{"formattedCV": {"aboutMe": "Engineer.", "%s": [{"title": "EP 123 456: a queue", "issuer": "European Patent Office",
		"date": "2021", "highlights": ["Licensed to 3 firms"]}]}}`
	want := []cv.Entry{{Title: "EP 123 456: a queue", Subtitle: "European Patent Office", Duration: "2021", Highlights: []string{"Licensed to 3 firms"}}}
	read := func(key string) cv.FormattedCV {
		t.Helper()
		f, err := FormattedCV("", fmt.Sprintf(content, key))
		if err != nil {
			t.Fatal(err)
		}
		return f
	}
	if f := read("patents"); f.References != nil {
		t.Errorf("without the row: references %+v, want none", f.References)
	}

	saved := extraReadings
	t.Cleanup(func() { extraReadings = saved })
	var rows []cv.SectionReading
	for _, r := range saved {
		if r.Key != cv.SectionReferences {
			rows = append(rows, r)
		}
	}
	extraReadings = append(rows, cv.SectionReading{Key: "patents",
		ReplyKeys: []string{"patents", "patent"}, Entries: func(f *cv.FormattedCV) *[]cv.Entry { return &f.References }})
	for _, key := range []string{"patents", "patent"} {
		if f := read(key); !reflect.DeepEqual(f.References, want) {
			t.Errorf("with the patents row, under %q: %+v, want %+v", key, f.References, want)
		}
	}
}
