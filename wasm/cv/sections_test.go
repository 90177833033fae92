package cv

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

// withPatents swaps in a section table with a made-up "patents" section of
// entries in place of the references, for one test: a row of sectionTable
// is all the code a section needs. It keeps its entries in the References
// fields, as a test cannot add fields to the CV's structs; a real section
// adds its own to FormattedCV, StructuredCV and TailoringCV in cv.go
// (docs/cv-document.md, "Adding a section").
func withPatents(t *testing.T) {
	t.Helper()
	saved := sectionTable
	t.Cleanup(func() { sectionTable = saved })
	var rows []section
	for _, x := range saved {
		if x.Key != SectionReferences {
			rows = append(rows, x)
		}
	}
	sectionTable = append(rows, entrySection(SectionInfo{Key: "patents", IDPrefix: "pat", Heading: "PATENTS", Title: "Patents",
		Noun: "Patent", TitleLabel: "Patent", SubtitleLabel: "Office"}, "patent", "patents",
		entryPlace{func(f *FormattedCV) *[]Entry { return &f.References }, func(s *StructuredCV) *[]StructuredEntry { return &s.References },
			func(t *TailoringCV) *[]StructuredEntry { return &t.References }}, (*resume).addPublication))
}

// patentCV is a CV with one patent whose highlight holds a gap Shortlist
// put in.
func patentCV() *StructuredCV {
	f := EmptyFormatted()
	f.Name = "Jane Doe"
	f.References = []Entry{{Title: "EP 123 456: a queue", Subtitle: "European Patent Office", Duration: "2021",
		Highlights: []string{"Licensed to [number] firms"}}}
	return ToStructured(&f)
}

// TestAddedSectionFlowsThroughEveryExport adds a section in a test and
// follows it through the ids, the text, Word and JSON Resume files, the
// read-back report, the gap finder and the page's description.
func TestAddedSectionFlowsThroughEveryExport(t *testing.T) {
	withPatents(t)
	s := patentCV()
	if got := s.References[0]; got.ID != "pat_1" || got.Highlights[0].ID != "pat_1_h1" {
		t.Errorf("ids = %s, %s, want pat_1, pat_1_h1", got.ID, got.Highlights[0].ID)
	}

	s.Placeholders = []string{"[number]"}
	want := []Gap{{Section: "patents", ItemID: "pat_1_h1", Field: "text", Text: "Licensed to [number] firms",
		TextGap: TextGap{Marker: "[number]", Start: 12, End: 20}}}
	if got := Gaps(s); !slices.Equal(got, want) {
		t.Errorf("Gaps = %+v, want %+v", got, want)
	}
	if _, err := ExportText(s); err == nil {
		t.Error("ExportText wrote a CV with a gap in a patent")
	}
	s.References[0].Highlights[0].Text = "Licensed to 3 firms"

	text, err := ExportText(s)
	if err != nil {
		t.Fatal(err)
	}
	if wantText := "PATENTS\nEP 123 456: a queue — European Patent Office\n2021\n• Licensed to 3 firms\n"; !strings.HasSuffix(text, wantText) {
		t.Errorf("text ends %q, want %q", text, wantText)
	}
	word, err := ExportWord(s)
	if err != nil {
		t.Fatal(err)
	}
	if got := word.Sections[len(word.Sections)-1].Heading; got != "PATENTS" {
		t.Errorf("last Word section %q, want PATENTS", got)
	}

	raw, err := ExportJSONResume(s)
	if err != nil {
		t.Fatal(err)
	}
	var jr struct{ Publications []jrPublication }
	if err := json.Unmarshal(raw, &jr); err != nil {
		t.Fatal(err)
	}
	wantPub := jrPublication{Name: "EP 123 456: a queue", Publisher: "European Patent Office", ReleaseDate: "2021", Summary: "Licensed to 3 firms"}
	if len(jr.Publications) != 1 || jr.Publications[0] != wantPub {
		t.Errorf("JSON Resume publications = %+v, want [%+v]", jr.Publications, wantPub)
	}

	full := ReadBack(s, FromStructured(s))
	if !full.Complete || !strings.Contains(full.Summary, "1 patent") {
		t.Errorf("read back of the same CV: %+v, want complete with 1 patent", full)
	}
	back := FromStructured(s)
	back.References = nil
	lost := ReadBack(s, back)
	if wantMissing := []string{"patent: EP 123 456: a queue — European Patent Office (2021)"}; lost.Complete || !slices.Equal(lost.Missing, wantMissing) {
		t.Errorf("read back without the patent: missing %q, want %q", lost.Missing, wantMissing)
	}

	info := Sections()
	if last := info[len(info)-1]; last.Key != "patents" || last.Kind != KindEntries || last.IDPrefix != "pat" || last.Noun != "Patent" {
		t.Errorf("Sections ends with %+v, want the patents row", last)
	}
}

// TestSectionsDescribeEverySection checks the table against the
// Structured CV: each row's key is a field of its JSON (the contact
// details are several), each key and id prefix used once.
func TestSectionsDescribeEverySection(t *testing.T) {
	raw, err := json.Marshal(ToStructured(&FormattedCV{}))
	if err != nil {
		t.Fatal(err)
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(raw, &fields); err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, x := range Sections() {
		if _, ok := fields[x.Key]; !ok && x.Key != SectionContact {
			t.Errorf("section %q is no field of the Structured CV", x.Key)
		}
		for _, k := range []string{"key " + x.Key, "prefix " + x.IDPrefix} {
			if k == "prefix " {
				continue // a section of one text (About Me, the contact details) has no ids
			}
			if seen[k] {
				t.Errorf("%s used twice", k)
			}
			seen[k] = true
		}
		if x.Kind == KindEntries && (x.TitleLabel == "" || x.SubtitleLabel == "") {
			t.Errorf("entry section %q has no field labels", x.Key)
		}
	}
}

// TestReadingsAreTheExtraRows checks that the rows of reading (what the
// parser and the AI reply reader walk) are the extra sections of
// sectionTable, in its order, each with headings and reply keys, and with
// the place of its own kind: an item put there comes out under its key in
// the Structured CV.
func TestReadingsAreTheExtraRows(t *testing.T) {
	var extra []section
	for _, x := range sectionTable {
		if x.Kind != KindSpec {
			extra = append(extra, x)
		}
	}
	if len(extra) != len(Readings()) {
		t.Fatalf("%d rows of reading, want %d (the extra sections)", len(Readings()), len(extra))
	}
	for i, r := range Readings() {
		x := extra[i]
		if r.Key != x.Key || len(Headings(r.Key)) == 0 || len(r.ReplyKeys) == 0 {
			t.Errorf("reading %d = %s with %d headings and %d reply keys, want %s with some of each", i, r.Key, len(Headings(r.Key)), len(r.ReplyKeys), x.Key)
			continue
		}
		f := EmptyFormatted()
		switch x.Kind {
		case KindEntries:
			if r.Entries == nil || r.Names != nil {
				t.Errorf("%s: an entry section's reading needs Entries alone", r.Key)
				continue
			}
			*r.Entries(&f) = []Entry{{Title: "One"}}
		case KindNames:
			if r.Names == nil || r.Entries != nil {
				t.Errorf("%s: a names section's reading needs Names alone", r.Key)
				continue
			}
			*r.Names(&f) = []string{"One"}
		}
		raw, err := json.Marshal(ToStructured(&f))
		if err != nil {
			t.Fatal(err)
		}
		var byKey map[string]json.RawMessage
		if err := json.Unmarshal(raw, &byKey); err != nil {
			t.Fatal(err)
		}
		var items []json.RawMessage
		if err := json.Unmarshal(byKey[x.Key], &items); err != nil || len(items) != 1 {
			t.Errorf("%s: an item in the reading's place gives %s under its key, want one item", r.Key, byKey[x.Key])
		}
	}
}

// ExtraLines gives the extra sections' words a block a line, in the files'
// order, without headings, bullet marks or the spec's sections.
func TestExtraLinesAreTheExtraSectionsWords(t *testing.T) {
	f := FormattedCV{
		AboutMe:        "Engineer.",
		Projects:       []Entry{{Title: "DevFlow", Subtitle: "Open source", Duration: "2022", Highlights: []string{"CLI used with GitHub"}}},
		Certifications: []Entry{{Title: "CKA", Subtitle: "CNCF"}},
		Interests:      []string{"Chess", "Running"},
		OtherSections:  []Section{{Title: "Ehrenamt", Lines: []string{"Trainer im Sportverein"}}},
	}
	want := []string{"DevFlow — Open source", "2022", "CLI used with GitHub", "CKA — CNCF", "Chess, Running", "Trainer im Sportverein"}
	if got := ExtraLines(f); !slices.Equal(got, want) {
		t.Errorf("ExtraLines = %q, want %q", got, want)
	}
}
