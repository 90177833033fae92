package suggest

import (
	"os"
	"testing"

	"github.com/shortlist/shortlist/wasm/match"
)

// BenchmarkRate20 rates 20 suggestions of a 2-page real CV against a
// 1-page real job, as the tailoring screen does on every edit.
func BenchmarkRate20(b *testing.B) {
	if _, err := os.Stat(fixtures); err != nil {
		b.Skip("../shared is absent")
	}
	t := &testing.T{}
	c := structured(readPDF(t, "alfred_pennyworth_pm").CV)
	jd := readPDF(t, "servicenow_job1").Text
	job := match.ReadJob(jd)
	own := Build(c, job)
	in := make([]Rated, 20)
	for i := range in {
		in[i] = own[i%len(own)]
	}
	b.ResetTimer()
	for b.Loop() {
		Rate(c, job, in)
	}
}
