package cv_test

import (
	"strings"
	"testing"

	"github.com/shortlist/shortlist/wasm/cv"
	"github.com/shortlist/shortlist/wasm/parse"
)

// TestEntryHeadsSetApart: every entry's first head line opens an entry in
// the files; only a degree's institution is joined to the line above. A
// job whose head carries its dates (its company ends with a full stop) and
// no bullets once ran into the next job's head in the Word file and the
// PDF, and the read-back of the Word file lost that next job.
func TestEntryHeadsSetApart(t *testing.T) {
	f := cv.FormattedCV{
		ProfessionalExperience: []cv.Experience{
			{Position: "Network Specialist", Company: "Acme Corp.", Duration: "2013 - 2017"},
			{Position: "Support Engineer", Company: "Initech", Duration: "2010 - 2013"},
			{Position: "Technician", Company: "Globex"},
			{Position: "Intern", Company: "Hooli"},
		},
		Education: []cv.Education{
			{Degree: "BSc Computer Science", Institution: "TU Berlin"},
			{Institution: "Open University"},
		},
		Projects: []cv.Entry{{Title: "Home Automation"}, {Title: "Chess Engine"}},
	}
	doc := cv.ToStructured(&f)
	w, err := cv.ExportWord(doc)
	if err != nil {
		t.Fatal(err)
	}
	var joined []string
	entries := 0
	for _, s := range w.Sections {
		for _, b := range s.Blocks {
			if b.Kind != cv.BlockEntry {
				continue
			}
			entries++
			if b.Joined {
				joined = append(joined, b.Text)
			}
		}
	}
	if strings.Join(joined, "|") != "TU Berlin" || entries != 9 {
		t.Errorf("joined %q of %d entry lines, want only TU Berlin of 9", joined, entries)
	}
	dated := cv.FormattedCV{ProfessionalExperience: f.ProfessionalExperience[:2]}
	doc = cv.ToStructured(&dated)
	if w, err = cv.ExportWord(doc); err != nil {
		t.Fatal(err)
	}
	if r := cv.ReadBack(doc, parse.Text(wordText(w))); !r.Complete {
		t.Errorf("missing %q", r.Missing)
	}
}
