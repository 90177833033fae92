package suggest

import (
	"github.com/shortlist/shortlist/wasm/internal/seedcorpus"
	"strings"
	"testing"

	"github.com/shortlist/shortlist/wasm/cv"
)

func FuzzSuggestions(f *testing.F) { fuzzSuggestions(f) }

func fuzzSuggestions(f seedcorpus.F) {
	f.Add("Jane Doe", "Responsible for managing the Docker build", "Python", jd)
	f.Add("", "", "", "")
	f.Add("•", "Involved in ((", "k8s", "Requirements: Java or Go\\n- Deutsch C1\n# Lead Engineer (m/w/d)")
	f.Fuzz(func(t *testing.T, header, bullet, skill, job string) {
		c := cv.StructuredCV{
			ProfessionalHeader: []cv.HeaderPart{{ID: "header_1", Value: header}},
			ProfessionalExperience: []cv.StructuredExperience{{ID: "exp_1", Title: header,
				Responsibilities: []cv.Responsibility{{ID: "exp_1_r1", Text: bullet}}}},
			ToolsTechnologies: []cv.NamedItem{{ID: "tech_1", Name: skill}},
		}
		got := Suggestions(c, job)
		if len(got) > maxSuggestions {
			t.Fatalf("got %d suggestions", len(got))
		}
		for i, s := range got {
			if i > 0 && impactRank(got[i-1].Impact) > impactRank(s.Impact) {
				t.Fatalf("suggestion %d out of impact order", i)
			}
			if strings.Contains(s.SuggestionDescription, Guard) && s.Impact == cv.ImpactHigh {
				t.Fatalf("guarded suggestion at High impact: %+v", s)
			}
		}
	})
}
