package cv_test

import (
	"testing"

	"github.com/shortlist/shortlist/wasm/cv"
	"github.com/shortlist/shortlist/wasm/parse"
)

// TestJobHeadWithoutWords: a title or company that is a sign alone ("*",
// "-": a bullet read as the title) is not written, so the head does not
// open with a bullet; the Word file's read-back finds every job, and still
// names one taken out.
func TestJobHeadWithoutWords(t *testing.T) {
	tests := []struct {
		name string
		jobs []cv.Experience
	}{
		{"star title", []cv.Experience{{Position: "*", Company: "Window cleaners", Duration: "2020 - 2021"}, {Position: "*", Company: "Tree surgeons", Duration: "2016 - 2020"}}},
		{"dash title", []cv.Experience{{Position: "-", Company: "Field Sales Engineer (Northwind)", Duration: "2022-2023"}, {Position: "Sales Assistant", Company: "Contoso", Duration: "2019-2021"}}},
		{"dash company", []cv.Experience{{Position: "Werkstudent", Company: "–", Duration: "04/2018 - 09/2018"}, {Position: "Praktikant", Company: "Muster GmbH", Duration: "01/2018 - 03/2018"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := cv.FormattedCV{Name: "Alex Moreau", Email: "alex@example.org", ProfessionalExperience: tt.jobs}
			doc := cv.ToStructured(&f)
			w, err := cv.ExportWord(doc)
			if err != nil {
				t.Fatal(err)
			}
			if r := cv.ReadBack(doc, parse.Text(wordText(w))); !r.Complete {
				t.Errorf("missing %q from\n%s", r.Missing, wordText(w))
			}
			short := cv.FormattedCV{Name: f.Name, Email: f.Email, ProfessionalExperience: tt.jobs[1:]}
			w, err = cv.ExportWord(cv.ToStructured(&short))
			if err != nil {
				t.Fatal(err)
			}
			if r := cv.ReadBack(doc, parse.Text(wordText(w))); len(r.Missing) != 1 {
				t.Errorf("first job taken out: missing %q, want it alone", r.Missing)
			}
		})
	}
}
