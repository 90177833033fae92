package docx_test

import (
	"os"
	"reflect"
	"testing"

	"github.com/shortlist/shortlist/wasm/docx"
	"github.com/shortlist/shortlist/wasm/parse"
)

// TestAppDownloadReadsBack reads the Word file the app itself makes
// (testdata/app-download.docx, the download of app-cv.txt's parse): the
// parse of its text keeps the experience, education, skills, languages and
// contact details of the CV it was made from. (An external test: parse
// imports docx.)
func TestAppDownloadReadsBack(t *testing.T) {
	src, err := os.ReadFile("testdata/app-cv.txt")
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile("testdata/app-download.docx")
	if err != nil {
		t.Fatal(err)
	}
	doc, err := docx.Read(data)
	if err != nil {
		t.Fatal(err)
	}
	want, got := parse.Text(string(src)), parse.Text(doc.Text())
	checks := []struct {
		name      string
		got, want any
	}{
		{"experience", got.ProfessionalExperience, want.ProfessionalExperience},
		{"education", got.Education, want.Education},
		{"core skills", got.CoreSkills, want.CoreSkills},
		{"tools", got.ToolsTechnologies, want.ToolsTechnologies},
		{"languages", got.Languages, want.Languages},
		{"about me", got.AboutMe, want.AboutMe},
		{"contact", []string{got.Email, got.Phone, got.LinkedIn}, []string{want.Email, want.Phone, want.LinkedIn}},
	}
	for _, c := range checks {
		if !reflect.DeepEqual(c.got, c.want) {
			t.Errorf("%s: got %+v, want %+v", c.name, c.got, c.want)
		}
	}
}
