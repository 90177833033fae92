package suggest

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/shortlist/shortlist/wasm/cv"
	"github.com/shortlist/shortlist/wasm/parse"
)

var update = flag.Bool("update", false, "rewrite the golden suggestions in testdata/golden")

const fixtures = "../../../shared/fixtures/real"

// TestGolden keeps the suggestions for real CV and job pairs of ../shared in
// testdata/golden, so every change shows as a reviewable diff.
func TestGolden(t *testing.T) {
	if _, err := os.Stat(fixtures); err != nil {
		t.Skip("../shared is absent")
	}
	pairs := [][2]string{
		{"barry_allen_fe", "job_desc_front_end_engineer"},
		{"alfred_pennyworth_pm", "job_desc_product_manager"},
	}
	for _, pair := range pairs {
		t.Run(pair[0], func(t *testing.T) {
			c := structured(readPDF(t, pair[0]).CV)
			got := Suggestions(c, readPDF(t, pair[1]).Text)
			checkGolden(t, pair[0]+".json", got)
		})
	}
}

// TestGoldenDuties keeps the suggestions for a CV whose bullets show the
// job's duties in other words in testdata/golden/duties.json.
func TestGoldenDuties(t *testing.T) {
	checkGolden(t, "duties.json", Suggestions(dutySample(), dutyJD))
}

// checkGolden compares suggestions with testdata/golden/name, which -update rewrites.
func checkGolden(t *testing.T, name string, got []Rated) {
	t.Helper()
	b, err := json.MarshalIndent(got, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	b = append(b, '\n')
	path := filepath.Join("testdata", "golden", name)
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update)", err)
	}
	if !bytes.Equal(b, want) {
		t.Errorf("suggestions differ from %s (run go test -update and review the diff)", path)
	}
}

// readPDF parses a fixture PDF from its dumped pdf.js items.
func readPDF(t *testing.T, name string) parse.PDFResult {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "parse", "testdata", "pdfitems", name+".json"))
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Pages []parse.Page `json:"pages"`
	}
	if err := json.Unmarshal(b, &doc); err != nil {
		t.Fatal(err)
	}
	return parse.PDF(doc.Pages)
}

// structured gives a formatted CV the spec's ids, as the page does.
func structured(f cv.FormattedCV) cv.StructuredCV {
	var c cv.StructuredCV
	for i, h := range strings.Split(f.ProfessionalHeader, " • ") {
		c.ProfessionalHeader = append(c.ProfessionalHeader, cv.HeaderPart{ID: fmt.Sprintf("header_%d", i+1), Value: h})
	}
	c.AboutMe = f.AboutMe
	for i, e := range f.ProfessionalExperience {
		x := cv.StructuredExperience{ID: fmt.Sprintf("exp_%d", i+1), Title: e.Position, Company: e.Company, Location: e.Location, Duration: e.Duration}
		for k, r := range e.Responsibilities {
			x.Responsibilities = append(x.Responsibilities, cv.Responsibility{ID: fmt.Sprintf("exp_%d_r%d", i+1, k+1), Text: r})
		}
		c.ProfessionalExperience = append(c.ProfessionalExperience, x)
	}
	for i, e := range f.Education {
		c.Education = append(c.Education, cv.StructuredEducation{ID: fmt.Sprintf("edu_%d", i+1), Degree: e.Degree, Institution: e.Institution, Duration: e.Duration, Location: e.Location, Notes: e.Description})
	}
	for i, s := range f.CoreSkills {
		c.CoreSkills = append(c.CoreSkills, cv.NamedItem{ID: fmt.Sprintf("skill_%d", i+1), Name: s})
	}
	for i, s := range f.ToolsTechnologies {
		c.ToolsTechnologies = append(c.ToolsTechnologies, cv.NamedItem{ID: fmt.Sprintf("tech_%d", i+1), Name: s})
	}
	for i, l := range f.Languages {
		c.Languages = append(c.Languages, cv.StructuredLanguage{ID: fmt.Sprintf("lang_%d", i+1), Language: l.Language, Proficiency: l.ProficiencyLevel})
	}
	return c
}
