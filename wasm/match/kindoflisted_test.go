package match

import (
	"testing"

	"github.com/shortlist/shortlist/wasm/cv"
)

// A skill that names the kind of the tools listed right before it is no
// requirement of its own: a CV with Linux and Windows shows "Linux and
// Windows operating systems" (RJDB). Named alone, the kind stays.
func TestKindOfListedToolsIsNoRequirement(t *testing.T) {
	cases := []struct {
		name, jd string
		kind     bool
	}{
		{"two tools and their kind", "Requirements:\n- Strong knowledge of Linux and Windows operating systems.", false},
		{"three tools, commas", "Requirements:\n- Experience with Linux, Unix or Windows operating systems.", false},
		{"one tool and its kind", "Requirements:\n- Experience with Linux operating systems.", false},
		{"the kind alone", "Requirements:\n- Experience with operating systems.", true},
		{"the kind before a sentence goes on", "Requirements:\n- Linux experience and knowledge of operating systems internals.", true},
	}
	c := cv.FormattedCV{Email: "a@b.c", ToolsTechnologies: []string{"Linux", "Unix", "Windows"}}
	for _, tt := range cases {
		t.Run(tt.name, func(t *testing.T) {
			segs := segments(tt.jd)
			found := false
			for _, r := range requirements(tt.jd, segs) {
				found = found || r.Name == "operating systems"
			}
			if found != tt.kind {
				t.Errorf("operating systems a requirement: %v, want %v", found, tt.kind)
			}
			r := analyze(render(c), c, tt.jd, may2025)
			if !tt.kind && has(r.Weaknesses, "operating systems") {
				t.Errorf("a weakness for the tools' kind: %q", r.Weaknesses)
			}
		})
	}
}
