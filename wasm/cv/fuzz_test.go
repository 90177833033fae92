package cv

import (
	"encoding/json"
	"reflect"
	"regexp"
	"strings"
	"testing"
)

var isoDateRe = regexp.MustCompile(`^(?:19|20)\d\d(?:-(?:0[1-9]|1[0-2]))?$`)

// FuzzExports feeds CV text from outside (a parsed PDF, an AI reply, the
// user's edits) through every transform and download: none may panic, the
// JSON ones must be valid JSON, dates must be ISO 8601 or absent, and the
// editable CV must come back the same from a second pass.
func FuzzExports(f *testing.F) {
	f.Add("Jane Doe • Engineer", "About", "Acme", "Mar 2020 - Present", "Built • things", "MSc", "German")
	f.Add("", "", "", "", "", "", "")
	f.Fuzz(func(t *testing.T, header, about, company, duration, resp, degree, lang string) {
		in := FormattedCV{
			ProfessionalHeader:     header,
			AboutMe:                about,
			ProfessionalExperience: []Experience{{Company: company, Position: header, Duration: duration, Location: about, Responsibilities: []string{resp, ""}}},
			Education:              []Education{{Institution: company, Degree: degree, Duration: duration, Description: resp}},
			CoreSkills:             []string{resp},
			ToolsTechnologies:      []string{degree},
			Languages:              []Language{{Language: lang, ProficiencyLevel: degree}},
			Email:                  about,
			LinkedIn:               company,
		}
		s := ToStructured(&in)
		back := FromStructured(s)
		if again := ToStructured(&back); !reflect.DeepEqual(again, s) {
			t.Fatalf("second pass differs:\n got %#v\nwant %#v", again, s)
		}
		Text(in)
		WordModel(in)
		for name, export := range map[string]func() ([]byte, error){
			"JSON":        func() ([]byte, error) { return TailoringJSON(s) },
			"JSON Resume": func() ([]byte, error) { return JSONResume(in) },
		} {
			b, err := export()
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			if !json.Valid(b) {
				t.Fatalf("%s is not valid JSON: %s", name, b)
			}
		}
		start, end := isoRange(duration)
		for _, d := range []string{start, end} {
			if d != "" && !isoDateRe.MatchString(d) {
				t.Fatalf("isoRange(%q) = %q, %q: not ISO 8601", duration, start, end)
			}
		}
		if start == "" && end != "" {
			t.Fatalf("isoRange(%q) has an end %q without a start", duration, end)
		}
		for _, d := range []string{start, end} {
			if d != "" && !strings.Contains(duration, d[:4]) {
				t.Fatalf("isoRange(%q) = %q, %q: a year the duration does not have", duration, start, end)
			}
		}
	})
}
