package cv

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

var update = flag.Bool("update", false, "rewrite testdata/golden/* from the current output")

// fixtures are the hand-written Formatted CVs of real CVs (wasm/parse's
// expectations) plus this package's own sample with every field filled.
func fixtures(t *testing.T) map[string]FormattedCV {
	t.Helper()
	files, _ := filepath.Glob("../parse/testdata/expected/*.expected.json")
	files = append(files, "testdata/sample.json")
	out := map[string]FormattedCV{}
	for _, file := range files {
		b, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		var f FormattedCV
		if err := json.Unmarshal(b, &f); err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		out[strings.TrimSuffix(strings.TrimSuffix(filepath.Base(file), ".json"), ".expected")] = f
	}
	if len(out) < 2 {
		t.Fatalf("only %d fixtures", len(out))
	}
	return out
}

func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", "golden", name)
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./wasm/cv -update)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from the golden file (run go test ./wasm/cv -update to accept):\n%s", path, got)
	}
}

func TestExportsGolden(t *testing.T) {
	for name, f := range fixtures(t) {
		t.Run(name, func(t *testing.T) {
			golden(t, name+".txt", []byte(text(f)))
			jr, err := jsonResume(f)
			if err != nil {
				t.Fatal(err)
			}
			golden(t, name+".resume.json", jr)
			w, err := indentJSON(wordModel(f))
			if err != nil {
				t.Fatal(err)
			}
			golden(t, name+".word.json", w)
		})
	}
}

// TestJSONResumeSchema validates the JSON Resume of every fixture against the
// official v1.0.0 schema (testdata/jsonresume, see its README).
func TestJSONResumeSchema(t *testing.T) {
	// Read here rather than by the library's file loader, which needs an
	// absolute path that js/wasm does not give.
	f, err := os.Open("testdata/jsonresume/schema.json")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	schemaDoc, err := jsonschema.UnmarshalJSON(f)
	if err != nil {
		t.Fatal(err)
	}
	c := jsonschema.NewCompiler()
	c.AssertFormat()
	if err := c.AddResource("https://jsonresume.org/schema/v1.0.0.json", schemaDoc); err != nil {
		t.Fatal(err)
	}
	sch, err := c.Compile("https://jsonresume.org/schema/v1.0.0.json")
	if err != nil {
		t.Fatal(err)
	}
	check := func(t *testing.T, f FormattedCV) {
		t.Helper()
		b, err := jsonResume(f)
		if err != nil {
			t.Fatal(err)
		}
		doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(b))
		if err != nil {
			t.Fatal(err)
		}
		if err := sch.Validate(doc); err != nil {
			t.Errorf("not a valid JSON Resume: %v\n%s", err, b)
		}
	}
	for name, f := range fixtures(t) {
		t.Run(name, func(t *testing.T) { check(t, f) })
	}
	t.Run("empty CV", func(t *testing.T) { check(t, FormattedCV{}) })
	t.Run("every extra section", func(t *testing.T) { check(t, *extras()) })
	t.Run("the schema is enforced", func(t *testing.T) {
		doc, _ := jsonschema.UnmarshalJSON(strings.NewReader(`{"basics": {"email": "not an email"}, "work": [{"startDate": "March 2020"}]}`))
		if sch.Validate(doc) == nil {
			t.Error("an invalid resume passed")
		}
	})
}

func TestTextSections(t *testing.T) {
	f := fixtures(t)["sample"]
	got := text(f)
	order := []string{"PROFESSIONAL HEADER", "ABOUT ME", "PROFESSIONAL EXPERIENCE", "EDUCATION", "CORE SKILLS", "TOOLS & TECHNOLOGIES", "LANGUAGES",
		"PROJECTS", "CERTIFICATIONS", "AWARDS", "PUBLICATIONS", "VOLUNTEERING", "INTERESTS", "REFERENCES", "PATENTS"}
	at := -1
	for _, h := range order {
		i := strings.Index(got, "\n"+h+"\n")
		if h == order[0] {
			i = strings.Index(got, h+"\n")
		}
		if i <= at {
			t.Fatalf("heading %q missing or out of order in:\n%s", h, got)
		}
		at = i
	}
	if text(FormattedCV{}) != "" {
		t.Error("an empty CV should give an empty text")
	}
}

func TestWordContactLine(t *testing.T) {
	tests := []struct {
		name string
		cv   FormattedCV
		want []string
	}{
		{"only what is filled, nothing in place of the rest", FormattedCV{Email: "a@b.example"}, []string{"a@b.example"}},
		{"all given, in order", FormattedCV{Phone: "+49 1", Email: "a@b.example", LinkedIn: "linkedin.com/in/a", Website: "a.dev", Address: "Berlin"},
			[]string{"+49 1", "a@b.example", "linkedin.com/in/a", "a.dev", "Berlin"}},
		{"none given", FormattedCV{Phone: "  "}, []string{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := wordModel(tt.cv).Contact; strings.Join(got, "|") != strings.Join(tt.want, "|") || got == nil {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
	names := []struct {
		name                string
		cv                  FormattedCV
		wantName, wantTitle string
	}{
		{"no name: the header is the title, nothing taken for a name", FormattedCV{ProfessionalHeader: "Data Analyst"}, "", "Data Analyst"},
		{"the name is not written twice", FormattedCV{Name: "Jane  Doe", ProfessionalHeader: "jane doe • Data Analyst"}, "Jane  Doe", "Data Analyst"},
		{"a name the header lacks", FormattedCV{Name: "Jane Doe", ProfessionalHeader: "Data Analyst • Berlin"}, "Jane Doe", "Data Analyst • Berlin"},
	}
	for _, tt := range names {
		t.Run(tt.name, func(t *testing.T) {
			w := wordModel(tt.cv)
			if w.Name != tt.wantName || w.Title != tt.wantTitle || len(w.Sections) != 0 {
				t.Errorf("got %+v, want name %q title %q", w, tt.wantName, tt.wantTitle)
			}
		})
	}
}

// TestExtraSectionsInExports checks that every extra section and other
// section reaches the text, Word and JSON Resume files, under the Word
// headings in their order.
func TestExtraSectionsInExports(t *testing.T) {
	f := *extras()
	text := text(f)
	w := wordModel(f)
	var headings []string
	for _, s := range w.Sections {
		headings = append(headings, s.Heading)
	}
	wantHeadings := []string{"PROJECTS", "CERTIFICATIONS", "AWARDS", "PUBLICATIONS", "VOLUNTEERING", "INTERESTS", "REFERENCES", "PATENTS"}
	if strings.Join(headings, ",") != strings.Join(wantHeadings, ",") {
		t.Errorf("Word headings %q, want %q", headings, wantHeadings)
	}
	jr, err := jsonResume(f)
	if err != nil {
		t.Fatal(err)
	}
	var r map[string]json.RawMessage
	if err := json.Unmarshal(jr, &r); err != nil {
		t.Fatal(err)
	}
	for _, key := range []string{"projects", "certificates", "awards", "publications", "volunteer", "interests", "references", "meta"} {
		if _, ok := r[key]; !ok {
			t.Errorf("JSON Resume lacks %q", key)
		}
	}
	for _, want := range []string{"Shelter finder", "github.com/jane/shelter", "Used by 3 cities", "AWS Certified Cloud Practitioner", "Amazon Web Services",
		"Best Thesis Award", "Queues in practice", "ACM Queue", "Mentor", "CoderDojo", "Taught 40 children Scratch", "Chess", "Climbing",
		"Dr. Max Muster", "max@acme.example", "EP 123 456: a queue", "US 7 654 321", "Jane Doe", "janedoe.dev", "Berlin, Germany"} {
		if !strings.Contains(text, want) {
			t.Errorf("text lacks %q", want)
		}
		if !strings.Contains(string(jr), want) {
			t.Errorf("JSON Resume lacks %q", want)
		}
		wj, _ := json.Marshal(w)
		if !strings.Contains(string(wj), want) {
			t.Errorf("Word model lacks %q", want)
		}
	}
	if strings.Count(text, "Jane Doe") != 1 {
		t.Errorf("the name should be written once:\n%s", text)
	}
}

func TestISORange(t *testing.T) {
	tests := []struct{ in, start, end string }{
		{"03/2020 – now", "2020-03", ""},
		{"Mar 2020 - Present", "2020-03", ""},
		{"2019–2021", "2019", "2021"},
		{"seit 2020", "2020", ""},
		{"2020-03 to 2021-11", "2020-03", "2021-11"},
		{"März 2018 – Dezember 2019", "2018-03", "2019-12"},
		{"ene. 2019 - actualidad", "2019-01", ""},
		{"2019", "", ""},
		{"13/2020 - 2021", "", ""},
		{"two years", "", ""},
		{"", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			s, e := isoRange(tt.in)
			if s != tt.start || e != tt.end {
				t.Errorf("isoRange(%q) = %q, %q; want %q, %q", tt.in, s, e, tt.start, tt.end)
			}
		})
	}
}

// TestWordSkills: core skills and tools share one SKILLS section, each on
// its line, whichever of them the CV has; an other section of the same
// title stays a section of its own, after the extra sections.
func TestWordSkills(t *testing.T) {
	tests := []struct {
		name string
		cv   FormattedCV
		want string // headings and their blocks' texts
	}{
		{"both", FormattedCV{CoreSkills: []string{"SQL"}, ToolsTechnologies: []string{"Excel"}, AboutMe: "Analyst."},
			"PROFESSIONAL SUMMARY[Analyst.] SKILLS[Core skills: SQL|Tools & technologies: Excel]"},
		{"tools only", FormattedCV{ToolsTechnologies: []string{"Excel"}, Languages: []Language{{Language: "German"}}},
			"SKILLS[Tools & technologies: Excel] LANGUAGES[German]"},
		{"an other section named Skills", FormattedCV{CoreSkills: []string{"SQL"}, OtherSections: []Section{{Title: "Skills", Lines: []string{"Typing"}}}},
			"SKILLS[Core skills: SQL] SKILLS[Typing]"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			for _, s := range wordModel(tt.cv).Sections {
				var texts []string
				for _, b := range s.Blocks {
					texts = append(texts, b.Text)
				}
				got = append(got, s.Heading+"["+strings.Join(texts, "|")+"]")
			}
			if strings.Join(got, " ") != tt.want {
				t.Errorf("got %s, want %s", strings.Join(got, " "), tt.want)
			}
		})
	}
}
