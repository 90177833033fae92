package parse

import (
	"encoding/json"
	"github.com/shortlist/shortlist/wasm/internal/seedcorpus"
	"reflect"
	"regexp"
	"strings"
	"testing"
	"time"
)

// maxParse bounds one parse of a 10 000-character input in the fuzz targets.
const maxParse = 2 * time.Second

func FuzzText(f *testing.F) { fuzzText(f) }

func fuzzText(f seedcorpus.F) {
	f.Add("Jane Doe\njane@example.com\n\nExperience\nEngineer, Acme Inc, Berlin, Germany\t03/2020 – now\n• Built things\n")
	f.Add("BERUFSERFAHRUNG\nseit 2020: Entwickler bei Firma A\n- Go\n\nSPRACHEN\nDeutsch (C2), Englisch fließend")
	f.Add("E X P E R I E N C E\n2019–2021\tAnalista\nIdiomas: Español nativo; Inglés B2\nCompétences : Go, SQL")
	f.Add("\x00\ufb01\u00ad\ue000 \\n - \t\t\n\n\n•\n:")
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) > 10000 {
			s = s[:10000]
		}
		start := time.Now()
		c := Text(s)
		if d := time.Since(start); d > maxParse {
			t.Errorf("parse took %v", d)
		}
		if c.ProfessionalExperience == nil || c.CoreSkills == nil || c.Languages == nil {
			t.Error("nil list in the result")
		}
	})
}

// cellSepRe is the pattern cellSeps writes out.
var cellSepRe = regexp.MustCompile(`\t+|\s{4,}|\s+-{3,}\s*|\s*\.{4,}\s*`)

func FuzzCellSeps(f *testing.F) { fuzzCellSeps(f) }

func fuzzCellSeps(f seedcorpus.F) {
	for _, s := range []string{
		"2018-        Salsify ------------------------------------------------ Boston, MA",
		"     web application architecture",
		"a\t\t  b", "a  \t\tb", "a   ---b", "a ---   b", "a--- b", "a ..... b", "a.... b", "a ...b",
		"a \f\r\n b", "x\v\v\v\vy", "–– —", "Ende  ....  ", "  \t", "a\xff    b",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		var want [][2]int
		for _, m := range cellSepRe.FindAllStringIndex(s, -1) {
			want = append(want, [2]int{m[0], m[1]})
		}
		if got := cellSeps(s); !reflect.DeepEqual(got, want) {
			t.Errorf("cellSeps(%q) = %v, want %v", s, got, want)
		}
	})
}

// FuzzShortcuts checks that the cheap tests run before the parser's
// patterns never change an answer: each shortcut gives what its pattern
// gives, for any text.
func FuzzShortcuts(f *testing.F) { fuzzShortcuts(f) }

func fuzzShortcuts(f seedcorpus.F) {
	for _, s := range []string{
		"(2019 – 2021)", "- Mar 2020 - Present.", "seit 2020", "Engineer, Acme, 2019 – 2021", "2016-2018", "aujourd'hui",
		"see www.x.com/in/a and https://x", "linkedin.com/in/john.doe", "httpſ://a foo.ſite", "Engineer at Acme",
		"Dev\tbei\nX", "a chez b | c", "Tâches : x", "Berlin (Germany)", "Localité : Paris",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := hasURL(s), urlRe.MatchString(s); got != want {
			t.Errorf("hasURL(%q) = %v, want %v", s, got, want)
		}
		if got, want := findLinkedIn(s), linkedInRe.FindString(s); got != want {
			t.Errorf("findLinkedIn(%q) = %q, want %q", s, got, want)
		}
		if got, want := isOpenOnly(s), openOnlyRe.MatchString(s); got != want {
			t.Errorf("isOpenOnly(%q) = %v, want %v", s, got, want)
		}
		if box := strings.TrimSpace(s); dateOnlyAt(box, scanDate(box)) != isDateOnly(box) {
			t.Errorf("dateOnlyAt(%q) differs from isDateOnly (%v)", box, isDateOnly(box))
		}
		if partSepRe.MatchString(s) && !mayHoldPartSep(s) {
			t.Errorf("mayHoldPartSep(%q) = false, but partSepRe matches", s)
		}
		if got, want := findNestedLabel(s), nestedLabelRe.FindStringIndex(s); !reflect.DeepEqual(got, want) {
			t.Errorf("findNestedLabel(%q) = %v, want %v", s, got, want)
		}
		if got, want := findParen(s), parenRe.FindStringSubmatch(s); !reflect.DeepEqual(got, want) {
			t.Errorf("findParen(%q) = %v, want %v", s, got, want)
		}
	})
}

func FuzzPDF(f *testing.F) { fuzzPDF(f) }

func fuzzPDF(f seedcorpus.F) {
	seed, _ := json.Marshal([]Page{{Width: 612, Height: 792, Items: []Item{
		{Str: "Jane Doe", X: 72, Y: 720, W: 80, H: 18, Font: "f1"},
		{Str: "Experience", X: 72, Y: 680, W: 60, H: 12, Font: "f2", EOL: true},
		{Str: "•", X: 72, Y: 660, W: 4, H: 10, Font: "f3"},
		{Str: "Built things", X: 80, Y: 660, W: 60, H: 10, Font: "f4"},
		{Str: "2019 – 2021", X: 400, Y: 660, W: 60, H: 10, Font: "f4"},
	}}})
	f.Add(string(seed))
	f.Add(`[{"width":0,"height":-1,"items":[{"str":"\u0000","x":1e308,"y":-1e308,"w":-5,"h":0,"font":""}]}]`)
	f.Add(`[{"width":100,"height":100,"items":[{"str":"a","x":50,"y":50,"w":1,"h":1},{"str":"b","x":50,"y":50,"w":1,"h":1}]},{"items":[]}]`)
	f.Add(`[{"width":612,"height":792,"items":[{"str":"in","x":72,"y":700,"w":8,"h":9}],"links":[{"url":"mailto:a@b.co?x=1","x0":72,"y0":698,"x1":80,"y1":710},{"url":"https://www.linkedin.com/in/jane","x0":0,"y0":0,"x1":0,"y1":0},{"url":"mailto:","x0":1,"y0":1,"x1":1,"y1":1}]}]`)
	f.Fuzz(func(t *testing.T, s string) {
		var pages []Page
		if json.Unmarshal([]byte(s), &pages) != nil {
			return
		}
		chars := 0
		for _, p := range pages {
			for _, it := range p.Items {
				chars += len(it.Str)
			}
		}
		if chars > 10000 {
			return
		}
		start := time.Now()
		r := PDF(pages)
		if d := time.Since(start); d > maxParse {
			t.Errorf("parse took %v", d)
		}
		if strings.Contains(r.Text, "\x00") {
			t.Error("NUL in the reading-order text")
		}
	})
}

// cvText10k is a realistic CV text of 10 000 characters: the fixtures' text
// CVs repeated.
func cvText10k(b *testing.B) string {
	var sb strings.Builder
	for _, f := range fixtures(b) {
		if !f.isPDF() {
			sb.WriteString(f.text)
			sb.WriteString("\n\n")
		} else {
			sb.WriteString(ReadingOrder(f.pages))
			sb.WriteString("\n\n")
		}
		if sb.Len() >= 10000 {
			break
		}
	}
	s := sb.String()
	for len(s) < 10000 {
		s += s
	}
	return s[:10000]
}

func BenchmarkText10k(b *testing.B) {
	s := cvText10k(b)
	b.SetBytes(int64(len(s)))
	b.ResetTimer()
	for range b.N {
		Text(s)
	}
}

func BenchmarkPDF(b *testing.B) {
	pages := loadPages(b, "testdata/pdfitems/OmkarResume.json")
	b.ResetTimer()
	for range b.N {
		PDF(pages)
	}
}
