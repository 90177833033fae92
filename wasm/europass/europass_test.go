package europass

import (
	"encoding/json"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/shortlist/shortlist/wasm/internal/seedcorpus"
)

var update = flag.Bool("update", false, "rewrite testdata/*.want.json from the current output")

// TestReadGolden maps the Europass CVs of testdata (written from the v3
// schema and the current editor's Candidate form, in English and German;
// see testdata/README.md) and compares the
// Formatted CV with the one written by hand beside each.
func TestReadGolden(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.xml")
	if len(files) < 4 {
		t.Fatal("want the English and the German Europass CV of each form in testdata")
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			got, err := Read(data)
			if err != nil {
				t.Fatalf("Read: %v", err)
			}
			gotJSON, _ := json.MarshalIndent(got, "", "  ")
			golden := strings.TrimSuffix(f, ".xml") + ".want.json"
			if *update {
				if err := os.WriteFile(golden, append(gotJSON, '\n'), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatal(err)
			}
			if string(gotJSON)+"\n" != string(want) {
				t.Errorf("Read(%s) =\n%s\nwant\n%s", f, gotJSON, want)
			}
		})
	}
}

func TestCEFR(t *testing.T) {
	tests := []struct {
		name string
		l    levels
		want string
	}{
		{"all agree", levels{"C1", "C1", "C1", "C1", "C1"}, "C1"},
		{"a range", levels{"B2", "C1", "B1", "B2", "B1"}, "B1–C1"},
		{"lower case and gaps", levels{Listening: "b2", Writing: " "}, "B2"},
		{"nothing valid", levels{Listening: "fluent"}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.l.cefr(); got != tt.want {
				t.Errorf("cefr() = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestItems(t *testing.T) {
	tests := []struct {
		name, in string
		want     []string
	}{
		{"list", "<ul><li>One &amp; two</li><li>Three</li></ul>", []string{"One & two", "Three"}},
		{"paragraphs and breaks", "<p>A<br/>B</p><p>C</p>", []string{"A", "B", "C"}},
		{"plain lines with dashes", "- A\n• B\n\nC", []string{"A", "B", "C"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := items(tt.in)
			if strings.Join(got, "|") != strings.Join(tt.want, "|") {
				t.Errorf("items(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}

func TestReadRefuses(t *testing.T) {
	tests := []struct{ name, in string }{
		{"not XML", "%PDF-1.7"},
		{"another XML", `<?xml version="1.0"?><invoice><total>3</total></invoice>`},
		{"no LearnerInfo", `<SkillsPassport xmlns="http://europass.cedefop.europa.eu/Europass"><DocumentInfo/></SkillsPassport>`},
		{"cut short", `<SkillsPassport><LearnerInfo><Identification>`},
		{"Candidate without PersonName", `<Candidate xmlns="http://www.europass.eu/1.0"><CandidatePerson/><CandidateProfile/></Candidate>`},
		{"Candidate cut short", `<Candidate><CandidatePerson><PersonName><GivenName>A`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := Read([]byte(tt.in)); !errors.Is(err, ErrNotEuropass) {
				t.Errorf("Read error = %v, want ErrNotEuropass", err)
			}
		})
	}
}

func FuzzRead(f *testing.F) { fuzzRead(f) }

// fuzzRead: any bytes give either ErrNotEuropass or a CV whose lists are
// not nil, and never a panic.
func fuzzRead(f seedcorpus.F) {
	files, _ := filepath.Glob("testdata/*.xml")
	for _, name := range files {
		if data, err := os.ReadFile(name); err == nil {
			f.Add(string(data))
		}
	}
	f.Add(`<Candidate><CandidatePerson><PersonName/></CandidatePerson><CandidateProfile><EmploymentHistory><EmployerHistory><PositionHistory><EmploymentPeriod><StartDate><FormattedDateTime>-</FormattedDateTime></StartDate></EmploymentPeriod></PositionHistory></EmployerHistory></EmploymentHistory></CandidateProfile></Candidate>`)
	f.Add(`<Europass><LearnerInfo><WorkExperienceList><WorkExperience><Period><From year="x" month="-"/></Period></WorkExperience></WorkExperienceList></LearnerInfo></Europass>`)
	f.Fuzz(func(t *testing.T, s string) {
		data := []byte(s)
		got, err := Read(data)
		if err != nil {
			if !errors.Is(err, ErrNotEuropass) {
				t.Fatalf("unexpected error %v", err)
			}
			return
		}
		if got.ProfessionalExperience == nil || got.Education == nil || got.Languages == nil || got.CoreSkills == nil {
			t.Fatal("a nil list")
		}
	})
}
