package main

import (
	"encoding/json"
	"testing"

	"github.com/shortlist/shortlist/wasm/cv"
)

// TestTailoringSession: the screen opens a session with the CV and the job;
// an apply then sends only its suggestion and the id count, a rating only
// the CV (or nothing, for the session's as kept), and the job is never sent
// again.
func TestTailoringSession(t *testing.T) {
	session = nil
	if r := mustCall(t, "applySuggestion", map[string]any{"suggestion": map[string]any{}, "seq": 1}); r.OK || r.Error.Code != "no_session" {
		t.Fatalf("apply before the session opened: %+v, want no_session", r)
	}
	doc := cv.StructuredCV{
		ProfessionalHeader: []cv.HeaderPart{{ID: "header_1", Value: "Ada Park"}},
		ProfessionalExperience: []cv.StructuredExperience{{ID: "exp_1", Title: "Front-end Developer", Company: "Shop",
			Responsibilities: []cv.Responsibility{{ID: "exp_1_r1", Text: "Built the shop in React"}}}},
		ToolsTechnologies: []cv.NamedItem{{ID: "tech_1", Name: "HTML5"}},
	}
	r := mustCall(t, "openTailoring", map[string]any{"cv": doc, "original": doc, "jobDescription": "Requirements:\n- HTML\n- Kubernetes\n- React"})
	if !r.OK {
		t.Fatalf("openTailoring failed: %+v", r.Error)
	}
	var opened struct {
		Report struct {
			MatchPercentage int `json:"matchPercentage"`
		} `json:"report"`
	}
	if err := json.Unmarshal(r.Value, &opened); err != nil || opened.Report.MatchPercentage == 0 {
		t.Fatalf("openTailoring answered %s (%v)", r.Value, err)
	}

	kube := map[string]any{"id": "ai_1", "parent_section": "tools_technologies", "suggested_text": "Kubernetes [version]",
		"gaps": []map[string]any{{"marker": "[version]"}}, "input_item_id": nil, "professional_experience_id": nil}
	// A preview keeps nothing: the apply after it starts from the same CV.
	if p := mustCall(t, "previewSuggestion", map[string]any{"suggestion": kube}); !p.OK {
		t.Fatalf("preview failed: %+v", p.Error)
	}
	r = mustCall(t, "applySuggestion", map[string]any{"suggestion": kube, "seq": 7})
	var got placed
	if err := json.Unmarshal(r.Value, &got); err != nil {
		t.Fatal(err)
	}
	if !got.Changed || got.Seq != 8 || got.CV.ToolsTechnologies[1] != (cv.NamedItem{ID: "tech_8", Name: "Kubernetes [version]"}) ||
		len(got.CV.Placeholders) != 1 || got.CV.Placeholders[0] != "[version]" {
		t.Errorf("apply gave %+v", got)
	}

	// The session keeps the applied CV: rating without a CV rates it.
	r = mustCall(t, "rateTailoring", map[string]any{"cv": nil, "suggestions": []any{kube}})
	var rated struct {
		Suggestions []struct {
			Applied bool `json:"applied"`
		} `json:"suggestions"`
		Transformed struct {
			ToolsTechnologies []string `json:"tools_technologies"`
		} `json:"transformed"`
	}
	if err := json.Unmarshal(r.Value, &rated); err != nil || !r.OK {
		t.Fatalf("rateTailoring = %s %+v", r.Value, r.Error)
	}
	if len(rated.Suggestions) != 1 || !rated.Suggestions[0].Applied || len(rated.Transformed.ToolsTechnologies) != 2 {
		t.Errorf("rated the kept CV as %s", r.Value)
	}
	// A second apply sent with the same seq before the page took the first
	// answer still gets an id of its own.
	r = mustCall(t, "applySuggestion", map[string]any{"suggestion": map[string]any{"parent_section": "core_skills", "suggested_text": "Go"}, "seq": 7})
	if err := json.Unmarshal(r.Value, &got); err != nil || got.Seq != 9 || got.CV.CoreSkills[0].ID != "skill_9" {
		t.Errorf("second apply = %s (%v)", r.Value, err)
	}
	// A CV the page edited itself replaces the session's.
	r = mustCall(t, "rateTailoring", map[string]any{"cv": doc, "suggestions": []any{kube}})
	if err := json.Unmarshal(r.Value, &rated); err != nil || rated.Suggestions[0].Applied {
		t.Errorf("rated the sent CV as %s (%v)", r.Value, err)
	}
}
