package cv

import (
	"encoding/json"
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"
)

func TestFindGaps(t *testing.T) {
	tests := []struct {
		text string
		want []string
	}{
		{"Cut costs ([number]: users, %, time or money saved)", []string{"[number]"}},
		{"Used Go to [what you built or improved] ([number])", []string{"[what you built or improved]", "[number]"}},
		{"Grew revenue by {…} and {metric}", []string{"{…}", "{metric}"}},
		{"Led [X] people, [N] teams, [Company Name]", []string{"[X]", "[N]", "[Company Name]"}},
		{"Saved XX% and $X; grew by x% at <company name>", []string{"XX%", "$X", "x%", "<company name>"}},
		{"Served XXX users, signed ___ and ??? deals", []string{"XXX", "___", "???"}},
		{"Reduced latency by 40% at Acme", nil},
		{"[1] Doe, J. (2020) [PDF]; see [my site](https://jane.dev)", nil},
		{"Max 20% of XXL orders, x86 and Xbox; C++ and {}", []string{"{}"}},
		// From generated CVs nobody here wrote (../shared rjdb): placeholders
		// caught, names and dates in brackets left alone.
		{"Sales Lead, [Company] ([Year] - [year-year]), [Not provided]", []string{"[Company]", "[Year]", "[year-year]", "[Not provided]"}},
		{"[Bachelor's Degree and/or relevant certification], <List not given>", []string{"[Bachelor's Degree and/or relevant certification]", "<List not given>"}},
		{"Mechanic, [City Motors] [2013 - 2016]; [Avia Airspace] {2009 - 2013}; [Bank of America] [Online]", nil},
		{"", nil},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			var got []string
			for _, g := range FindGaps(tt.text) {
				got = append(got, g.Marker)
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
	if g := FindGaps("Ünï 😀 [number]"); len(g) != 1 || g[0].Start != 7 || g[0].End != 15 {
		t.Errorf("UTF-16 offsets: got %+v, want 7–15", g)
	}
}

// full is a document with every section holding an item, and every list
// inside an item a line, so that every text field is filled.
func full(t *testing.T) *StructuredCV {
	t.Helper()
	f := fixtures(t)["sample"]
	return ToStructured(&f)
}

// TestGapsEveryField puts a marker into each text field of a document in
// turn: the finder names its section, item and field, and every export
// refuses the document with that gap instead of writing it. The fields are
// counted by reflection, so a field the finder skips fails here.
func TestGapsEveryField(t *testing.T) {
	base := full(t)
	if g := Gaps(base); len(g) != 0 {
		t.Fatalf("the sample has gaps: %+v", g)
	}
	visited := 0
	walkTexts(base, func(string, string, string, *string) { visited++ })
	if want := countStrings(reflect.ValueOf(*base)); visited != want {
		t.Fatalf("walkTexts visits %d text fields, the document has %d", visited, want)
	}
	for i := 0; i < visited; i++ {
		doc := clone(t, base)
		doc.Placeholders = []string{"[number]"}
		var section, id, field string
		n := 0
		walkTexts(doc, func(s, itemID, f string, text *string) {
			if n == i {
				section, id, field = s, itemID, f
				*text += " [number]"
			}
			n++
		})
		t.Run(section+"/"+id+"/"+field, func(t *testing.T) {
			gaps := Gaps(doc)
			if len(gaps) != 1 || gaps[0].Section != section || gaps[0].ItemID != id || gaps[0].Field != field || gaps[0].Marker != "[number]" {
				t.Fatalf("got %+v", gaps)
			}
			for name, export := range exportsOf(doc) {
				out, err := export()
				var ge *GapError
				if !errors.As(err, &ge) || !reflect.DeepEqual(ge.Gaps, gaps) || ge.ErrorCode() != "gaps" {
					t.Errorf("%s: got error %v, want a GapError with %+v", name, err, gaps)
				}
				if out != nil {
					t.Errorf("%s wrote %v despite the gap", name, out)
				}
			}
		})
	}
}

// TestExportsNeverEmitGaps: for every fixture, each export either refuses
// the document (it has gaps) or writes no string that holds a gap marker.
func TestExportsNeverEmitGaps(t *testing.T) {
	for name, f := range fixtures(t) {
		t.Run(name, func(t *testing.T) {
			s := ToStructured(&f)
			for export, run := range exportsOf(s) {
				out, err := run()
				if len(Gaps(s)) > 0 {
					if err == nil {
						t.Errorf("%s wrote a document with gaps", export)
					}
					continue
				}
				if err != nil {
					t.Fatalf("%s: %v", export, err)
				}
				for _, str := range stringsIn(t, out) {
					for _, g := range FindGaps(str) {
						if slices.Contains(s.Placeholders, g.Marker) {
							t.Errorf("%s wrote the gap %q in %q", export, g.Marker, str)
						}
					}
				}
			}
		})
	}
}

// exportsOf runs every export of the package on s; a failed export gives
// a nil value.
func exportsOf(s *StructuredCV) map[string]func() (any, error) {
	orNil := func(v any, err error) (any, error) {
		if err != nil {
			return nil, err
		}
		return v, nil
	}
	return map[string]func() (any, error){
		"text": func() (any, error) { return orNil(ExportText(s)) },
		"json": func() (any, error) {
			b, err := TailoringJSON(s)
			return orNil(string(b), err)
		},
		"json resume": func() (any, error) {
			b, err := ExportJSONResume(s)
			return orNil(string(b), err)
		},
		"word": func() (any, error) { return orNil(ExportWord(s)) },
	}
}

// stringsIn lists every string an export wrote: the text itself, or each
// string value of a JSON document or of the Word model.
func stringsIn(t *testing.T, v any) []string {
	t.Helper()
	var doc any
	switch x := v.(type) {
	case string:
		if json.Unmarshal([]byte(x), &doc) != nil {
			return []string{x}
		}
	default:
		b, err := json.Marshal(x)
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(b, &doc); err != nil {
			t.Fatal(err)
		}
	}
	var out []string
	var walk func(any)
	walk = func(d any) {
		switch x := d.(type) {
		case string:
			out = append(out, x)
		case []any:
			for _, e := range x {
				walk(e)
			}
		case map[string]any:
			for k, e := range x {
				out = append(out, k)
				walk(e)
			}
		}
	}
	walk(doc)
	return out
}

// countStrings counts the string fields of v that are not ids.
func countStrings(v reflect.Value) int {
	switch v.Kind() {
	case reflect.String:
		return 1
	case reflect.Slice:
		n := 0
		for i := 0; i < v.Len(); i++ {
			n += countStrings(v.Index(i))
		}
		return n
	case reflect.Struct:
		n := 0
		for i := 0; i < v.NumField(); i++ {
			if v.Type().Field(i).Name != "ID" {
				n += countStrings(v.Field(i))
			}
		}
		return n
	}
	return 0
}

func clone(t *testing.T, s *StructuredCV) *StructuredCV {
	t.Helper()
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	var c StructuredCV
	if err := json.Unmarshal(b, &c); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), `"projects"`) {
		t.Fatal("the sample has no projects")
	}
	return &c
}

// TestUserBracketsAreText: only the placeholders Shortlist put in the CV
// are gaps; the user's own brackets, tags and symbols, and a placeholder's
// shape the user typed, are text that every export writes as it stands.
func TestUserBracketsAreText(t *testing.T) {
	const own = "Led [Confidential] migration; wrote <b>bold</b> notes; rated ??? by [number] peers"
	doc := clone(t, full(t))
	doc.AboutMe = own
	if g := Gaps(doc); len(g) != 0 {
		t.Fatalf("the user's own text is read as gaps: %+v", g)
	}
	text, err := ExportText(doc)
	if err != nil || !strings.Contains(text, own) {
		t.Fatalf("ExportText = %v; want the text as written", err)
	}
	doc.Placeholders = []string{"[number]"}
	if g := Gaps(doc); len(g) != 1 || g[0].Marker != "[number]" || g[0].Field != "about_me" {
		t.Fatalf("a placeholder Shortlist put in: got %+v, want the one [number]", g)
	}
}

// TestInsertedPlaceholders: of an AI's formatting of the user's text, only
// the placeholders the text does not hold are Shortlist's (they block a
// download); the user's own brackets, the same marker included, stay text.
func TestInsertedPlaceholders(t *testing.T) {
	const source = "Led [Confidential] migration; wrote <b>bold</b> notes; rated by [number] peers"
	doc := clone(t, full(t))
	doc.AboutMe = "Led [Confidential] migration; wrote <b>bold</b> notes; rated by [number] peers"
	doc.ProfessionalExperience[0].Responsibilities[0].Text = "Cut costs by [percentage] for [Company Name]"
	got := InsertedPlaceholders(doc, source)
	if strings.Join(got, "|") != "[percentage]|[Company Name]" {
		t.Fatalf("InsertedPlaceholders = %q, want [percentage] and [Company Name]", got)
	}
	doc.Placeholders = got
	var gaps []string
	for _, g := range Gaps(doc) {
		gaps = append(gaps, g.Field+" "+g.Marker)
	}
	if strings.Join(gaps, "|") != "text [percentage]|text [Company Name]" {
		t.Fatalf("Gaps = %q, want the AI's two markers only", gaps)
	}
	if got := InsertedPlaceholders(doc, doc.AboutMe+" Cut costs by [percentage] for [Company Name]"); len(got) != 0 {
		t.Fatalf("markers the text holds are the user's: got %q", got)
	}
}
