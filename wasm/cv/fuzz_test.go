package cv

import (
	"encoding/json"
	"errors"
	"github.com/shortlist/shortlist/wasm/internal/seedcorpus"
	"reflect"
	"regexp"
	"strings"
	"testing"
	"unicode/utf16"
	"unicode/utf8"
)

var isoDateRe = regexp.MustCompile(`^(?:19|20)\d\d(?:-(?:0[1-9]|1[0-2]))?$`)

// FuzzExports feeds CV text from outside (a parsed PDF, an AI reply, the
// user's edits) through every transform and download: none may panic, the
// JSON ones must be valid JSON, dates must be ISO 8601 or absent, and the
// editable CV must come back the same from a second pass.
func FuzzExports(f *testing.F) { fuzzExports(f) }

func fuzzExports(f seedcorpus.F) {
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
			Name:                   lang,
			Projects:               []Entry{{Title: company, Subtitle: degree, Duration: duration, URL: lang, Description: about, Highlights: []string{resp}}},
			Certifications:         []Entry{{Title: degree, Duration: duration, Highlights: []string{}}},
			Interests:              []string{lang},
			OtherSections:          []Section{{Title: header, Lines: []string{resp}}},
		}
		s := ToStructured(&in)
		back := FromStructured(s)
		if again := ToStructured(&back); !reflect.DeepEqual(again, s) {
			t.Fatalf("second pass differs:\n got %#v\nwant %#v", again, s)
		}
		text(in)
		wordModel(in)
		gaps := len(Gaps(s)) > 0
		for name, export := range map[string]func() ([]byte, error){
			"JSON":        func() ([]byte, error) { return TailoringJSON(s) },
			"JSON Resume": func() ([]byte, error) { return jsonResume(in) },
		} {
			b, err := export()
			var ge *GapError
			if errors.As(err, &ge) && gaps {
				continue
			}
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

// FuzzFindGaps checks the gap finder on any text: every gap is the text's
// own characters at the offsets it gives (UTF-16, as the page counts), gaps
// come in order without overlapping, and each holds a placeholder mark.
func FuzzFindGaps(f *testing.F) { fuzzFindGaps(f) }

func fuzzFindGaps(f seedcorpus.F) {
	for _, seed := range []string{"Grew sales by [number]% ([number]: users, %, time or money saved)", "Used Go to [what you built or improved]",
		"{…} and {metric}", "Cut costs by XX% for $X and <company>", "Ünïcödé 😀 [x] ___ ???", "[1] Doe, J. [PDF] [site](https://x.dev)", ""} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if !utf8.ValidString(s) {
			return // the page's strings are always valid
		}
		units := utf16.Encode([]rune(s))
		prev := 0
		for _, g := range FindGaps(s) {
			if g.Start < prev || g.End <= g.Start || g.End > len(units) {
				t.Fatalf("gap %+v out of order or range in %q", g, s)
			}
			if got := string(utf16.Decode(units[g.Start:g.End])); got != g.Marker {
				t.Fatalf("gap %+v: the text there is %q", g, got)
			}
			if !strings.ContainsAny(g.Marker, "[{<Xx_?") {
				t.Fatalf("gap %q holds no placeholder mark", g.Marker)
			}
			prev = g.End
		}
	})
}
