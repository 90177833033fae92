package match

import (
	"github.com/shortlist/shortlist/wasm/internal/seedcorpus"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"testing"
)

// sentenceEnd is the pattern sentenceEnds writes out.
var sentenceEnd = regexp.MustCompile(`[.;!?](?:\s+|$)|\\n`)

func FuzzSentenceEnds(f *testing.F) { fuzzSentenceEnds(f) }

func fuzzSentenceEnds(f seedcorpus.F) {
	for _, s := range []string{
		"Go. SQL; AWS! Kafka? done.", "e.g. this", "a.b", "end.", "tabs.\t\n\f\r x", "lit\\nline\\", "?!..  ", "x.\vy", "\\n\\n",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		var want [][2]int
		for _, m := range sentenceEnd.FindAllStringIndex(s, -1) {
			want = append(want, [2]int{m[0], m[1]})
		}
		if got := sentenceEnds(s); !reflect.DeepEqual(got, want) {
			t.Errorf("sentenceEnds(%q) = %v, want %v", s, got, want)
		}
	})
}

// FuzzShortcuts checks that the cheap tests run before the matcher's
// patterns never change an answer.
func FuzzShortcuts(f *testing.F) { fuzzShortcuts(f) }

func fuzzShortcuts(f seedcorpus.F) {
	for _, s := range []string{"German B2", "AB12", "C1-level", "Zeitraum: 2019", "Experience: Engineer: Acme", "B2B sales"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := hasCEFR(s), cefrRe.MatchString(s); got != want {
			t.Errorf("hasCEFR(%q) = %v, want %v", s, got, want)
		}
		if got, want := dropLabels(s), labelFree.ReplaceAllString(s, ""); got != want {
			t.Errorf("dropLabels(%q) = %q, want %q", s, got, want)
		}
	})
}

func FuzzAnalyze(f *testing.F) { fuzzAnalyze(f) }

func fuzzAnalyze(f seedcorpus.F) {
	for _, jd := range propertyJDs {
		f.Add(render(baseCV()), jd)
	}
	f.Add("", "")
	f.Add("Skills: Java", "Requirements: JavaScript (React or Vue.js; 3-5 years)\\n- Deutsch C1")
	f.Add("2019 – Present\n(((", "Nice to have:\n#\n:\n- (a or b) or or\n10+ yrs")
	f.Fuzz(func(t *testing.T, cvText, jd string) {
		r := Analyze(cvText, jd)
		if r.MatchPercentage < 0 || r.MatchPercentage > 100 {
			t.Fatalf("score %d out of range", r.MatchPercentage)
		}
		if len(r.StrengthEvidence) != len(r.Strengths) || len(r.WeaknessEvidence) != len(r.Weaknesses) {
			t.Fatalf("evidence not parallel")
		}
		for _, q := range r.QuestionsToAsk {
			if !strings.HasSuffix(q, "?") {
				t.Fatalf("question to ask %q does not end with ?", q)
			}
		}
		for _, req := range r.Requirements {
			if req.Start < 0 || req.End > len(jd) || req.Start > req.End || joinLines.Replace(jd[req.Start:req.End]) != req.Text {
				t.Fatalf("requirement %+v: span is not its text", req)
			}
		}
	})
}

// BenchmarkAnalyze10k times the analysis of 10 000 + 10 000 characters: a
// real text CV and a real job description from ../shared, each repeated to
// 10 000 characters, as web/scripts/bench-core.mjs does in the wasm build.
func BenchmarkAnalyze10k(b *testing.B) {
	cvText, err := os.ReadFile(filepath.Join(fixtures, "resumes", "0xadada_resume.txt"))
	if err != nil {
		b.Skip("../shared is absent")
	}
	jd, err := os.ReadFile(filepath.Join(fixtures, "jds", "backend-eng.txt"))
	if err != nil {
		b.Skip("../shared is absent")
	}
	c, j := repeatTo(string(cvText), 10000), repeatTo(string(jd), 10000)
	b.SetBytes(int64(len(c) + len(j)))
	for b.Loop() {
		Analyze(c, j)
	}
}

// repeatTo repeats s and cuts it to n bytes.
func repeatTo(s string, n int) string {
	return strings.Repeat(s, n/len(s)+1)[:n]
}
