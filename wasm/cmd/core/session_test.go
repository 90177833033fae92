package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/shortlist/shortlist/wasm/cv"
)

// TestTailoringSession: the screen opens a session with the CV and the job;
// an apply then sends only its suggestion and the id count, a rating only
// what the core does not hold (the CV the page edited, the AI's suggestions
// when they came), and the job is never sent again.
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
		Transformed json.RawMessage `json:"transformed"`
	}
	if err := json.Unmarshal(r.Value, &opened); err != nil || opened.Report.MatchPercentage == 0 {
		t.Fatalf("openTailoring answered %s (%v)", r.Value, err)
	}
	// The AI's request sends the CV's tailoring JSON: the opening answers it.
	if want, _ := json.Marshal(cv.ToTailoring(&doc)); string(opened.Transformed) != string(want) {
		t.Errorf("openTailoring's transformed = %s, want %s", opened.Transformed, want)
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
	r = mustCall(t, "rateTailoring", map[string]any{"cv": nil, "ai": []any{kube}})
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
	last := len(rated.Suggestions) - 1
	if last < 0 || !rated.Suggestions[last].Applied || len(rated.Transformed.ToolsTechnologies) != 2 {
		t.Errorf("rated the kept CV as %s", r.Value)
	}
	// A second apply sent with the same seq before the page took the first
	// answer still gets an id of its own.
	r = mustCall(t, "applySuggestion", map[string]any{"suggestion": map[string]any{"parent_section": "core_skills", "suggested_text": "Go"}, "seq": 7})
	if err := json.Unmarshal(r.Value, &got); err != nil || got.Seq != 9 || got.CV.CoreSkills[0].ID != "skill_9" {
		t.Errorf("second apply = %s (%v)", r.Value, err)
	}
	// A CV the page edited itself replaces the session's; the AI's
	// suggestions are the session's as last sent.
	r = mustCall(t, "rateTailoring", map[string]any{"cv": doc, "ai": nil})
	if err := json.Unmarshal(r.Value, &rated); err != nil || len(rated.Suggestions) != last+1 || rated.Suggestions[last].Applied {
		t.Errorf("rated the sent CV as %s (%v)", r.Value, err)
	}
}

// TestOpenTailoringSuggests: the session answers the on-device suggestions
// of the original, rated on it, the most useful first; a job with no
// requirements gets none.
func TestOpenTailoringSuggests(t *testing.T) {
	doc := map[string]any{
		"professional_experience": []any{map[string]any{"id": "exp_1", "title": "Engineer",
			"responsibilities": []any{map[string]any{"id": "exp_1_r1", "text": "Built Python services"}}}},
		"tools_technologies": []any{map[string]any{"id": "tech_1", "name": "Excel"}},
	}
	r := mustCall(t, "openTailoring", map[string]any{"cv": doc, "original": doc, "jobDescription": "Requirements:\n- Python\n- Kubernetes"})
	if !r.OK {
		t.Fatalf("openTailoring failed: %+v", r.Error)
	}
	var got struct {
		Suggestions []struct {
			ID            string          `json:"id"`
			ParentSection string          `json:"parent_section"`
			SuggestedText json.RawMessage `json:"suggested_text"`
			Impact        string          `json:"impact"`
		} `json:"suggestions"`
	}
	if err := json.Unmarshal(r.Value, &got); err != nil {
		t.Fatal(err)
	}
	if s := got.Suggestions; len(s) == 0 || s[0].ID != "sug_1" || s[0].Impact != "High" || string(s[0].SuggestedText) != `[{"name":"Python"}]` {
		t.Errorf("got %+v, want Python added to the tools first", s)
	}
	empty := mustCall(t, "openTailoring", map[string]any{"cv": map[string]any{}, "original": map[string]any{}, "jobDescription": ""})
	if !empty.OK || !strings.Contains(string(empty.Value), `"suggestions":[]`) {
		t.Errorf("got %+v, want no suggestions", empty)
	}
}

// TestRateTailoringAI: the AI's suggestions, sent once, come back typed,
// marked as the AI's, guarded and rated against the session's CV, after the
// on-device ones, with the score of the CV.
func TestRateTailoringAI(t *testing.T) {
	doc := map[string]any{
		"professional_header": []map[string]string{{"id": "header_1", "value": "Ada Park"}},
		"about_me":            "",
		"professional_experience": []map[string]any{{"id": "exp_1", "title": "Front-end Developer", "company": "Shop", "location": "", "duration": "2020 - Present",
			"responsibilities": []map[string]string{{"id": "exp_1_r1", "text": "Built the shop in React"}}}},
		"education": []any{}, "core_skills": []any{}, "languages": []any{},
		"tools_technologies": []map[string]string{{"id": "tech_1", "name": "HTML5"}},
	}
	if r := mustCall(t, "openTailoring", map[string]any{"cv": doc, "original": doc, "jobDescription": "Requirements:\n- HTML\n- Kubernetes\n- React"}); !r.OK {
		t.Fatalf("openTailoring failed: %+v", r.Error)
	}
	r := mustCall(t, "rateTailoring", map[string]any{"cv": nil,
		"ai": []map[string]any{{"id": "ai_1", "parent_section": "tools_technologies", "suggested_text": []map[string]string{{"name": "Kubernetes"}, {"name": "HTML"}}, "impact": "High", "impact_description": "x", "suggestion_description": "y", "input_item_id": nil, "professional_experience_id": nil}}})
	if !r.OK {
		t.Fatalf("rateTailoring failed: %+v", r.Error)
	}
	var got struct {
		Report struct {
			MatchPercentage int `json:"matchPercentage"`
		} `json:"report"`
		Suggestions []struct {
			ID     string   `json:"id"`
			Source string   `json:"source"`
			Adds   []string `json:"adds"`
			Effect int      `json:"effect"`
			Impact string   `json:"impact"`
		} `json:"suggestions"`
	}
	if err := json.Unmarshal(r.Value, &got); err != nil {
		t.Fatal(err)
	}
	if len(got.Suggestions) == 0 {
		t.Fatalf("no suggestions: %s", r.Value)
	}
	for _, s := range got.Suggestions[:len(got.Suggestions)-1] {
		if s.Source != "on-device" {
			t.Errorf("suggestion %s from %q before the AI's, want the on-device ones first", s.ID, s.Source)
		}
	}
	s := got.Suggestions[len(got.Suggestions)-1]
	if s.ID != "ai_1" || s.Source != "ai" || strings.Join(s.Adds, ",") != "Kubernetes" || s.Effect <= 0 || s.Impact != "Medium" {
		t.Errorf("rated AI suggestion = %+v, want ai_1 from the AI, adds [Kubernetes], a positive effect, Medium", s)
	}
	if got.Report.MatchPercentage == 0 {
		t.Errorf("no score: %s", r.Value)
	}
}
