package match

import (
	"strings"
	"testing"
)

func FuzzAnalyze(f *testing.F) {
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

// tenK repeats s up to n bytes, cut at a line.
func tenK(s string, n int) string {
	var b strings.Builder
	for b.Len() < n {
		b.WriteString(s)
		b.WriteString("\n")
	}
	out := b.String()[:n]
	return out[:strings.LastIndexByte(out, '\n')+1]
}

func BenchmarkAnalyze10k(b *testing.B) {
	cvText := tenK(render(baseCV())+"\nExperience\nSenior Engineer, Gamma, 03/2012 - 12/2016\n- Responsible for managing a team of 5 building Kubernetes and Terraform tooling\n- Wrote Go and Java services with PostgreSQL and Kafka", 10000)
	jd := tenK(strings.Join(propertyJDs, "\n\n"), 10000)
	b.SetBytes(int64(len(cvText) + len(jd)))
	b.ResetTimer()
	for b.Loop() {
		Analyze(cvText, jd)
	}
}
