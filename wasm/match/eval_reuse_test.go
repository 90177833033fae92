package match

import (
	"testing"

	"github.com/shortlist/shortlist/wasm/cv"
	"github.com/shortlist/shortlist/wasm/parse"
)

// The eval tests read the same data more than once: TestEval scores
// RJDB's 2,000 CVs and TestEvalInvariants checks the same analyses (the
// same texts, the same "Present"), and gulp_de's 1,088 pairs hold 71
// profiles. parsedText and rjdbReports do each reading once a test binary:
// under TinyGo (make test-go-tinygo) the repeats were a third of this
// package's run. The analyses are pure, so each test still judges the
// answer the engine gives.

// parsedTexts holds parse.Text's answer for each text parsedText read.
var parsedTexts = map[string]cv.FormattedCV{}

// parsedText is parse.Text(text), read once a text.
func parsedText(text string) cv.FormattedCV {
	c, ok := parsedTexts[text]
	if !ok {
		c = parse.Text(text)
		parsedTexts[text] = c
	}
	return c
}

// rjdbNow is the month "Present" stands for in RJDB: its CVs' dates end
// in 2023.
const rjdbNow = 2023*12 + 11

// rjdbAnalysis is the report on one of RJDB's CVs against its job.
type rjdbAnalysis struct {
	text, jd string
	cv       cv.FormattedCV
	report   Report
}

// rjdbAnalyses holds the reports rjdbReports made; nil until then.
var rjdbAnalyses [][2]rjdbAnalysis

// rjdbReports analyses both CVs of every RJDB triple (fitting first), once
// a test binary; none when the data is absent.
func rjdbReports(t *testing.T) [][2]rjdbAnalysis {
	t.Helper()
	if rjdbAnalyses != nil {
		return rjdbAnalyses
	}
	triples := readRJDB(t)
	out := make([][2]rjdbAnalysis, 0, len(triples))
	one := func(text, jd string) rjdbAnalysis {
		c := parsedText(text)
		return rjdbAnalysis{text, jd, c, analyze(text, c, jd, rjdbNow)}
	}
	for _, x := range triples {
		out = append(out, [2]rjdbAnalysis{one(x.Matched, x.JD), one(x.Unmatched, x.JD)})
	}
	rjdbAnalyses = out
	return out
}
