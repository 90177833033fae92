package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/shortlist/shortlist/wasm/cv"
)

// Marker texts in the user's inputs: no log line may contain them.
const (
	cvMarker = "Zanzibar-Quokka"
	jdMarker = "Ouagadougou-Narwhal"
)

// The model replies of the three operations, complete as the prompts ask.
var (
	analysisReply = mustJSON(map[string]any{
		"match_score":                       71,
		"strengths":                         numbered("Built Go services", 10),
		"weaknesses":                        numbered("No Kafka shown", 10),
		"improvement_suggestions":           numbered("Quantify the payments volume", 12),
		"questions_to_prepare_for":          numbered("How did you migrate the ledger?", 8),
		"questions_to_ask_during_interview": numbered("How is the team organised?", 5),
		"company_info":                      map[string]any{"overview": "", "what_they_do": []string{}, "culture": "", "competitors": []string{}},
	})
	formatReply = mustJSON(map[string]any{"formattedCV": cv.FormattedCV{
		ProfessionalHeader:     "Backend Engineer",
		AboutMe:                "Backend engineer building payment APIs.",
		ProfessionalExperience: []cv.Experience{{Company: "Acme", Position: "Engineer", Duration: "2020 - 2024", Responsibilities: []string{"Built the ledger"}}},
		Education:              []cv.Education{{Institution: "TU Berlin", Degree: "MSc"}},
		CoreSkills:             []string{"Go"},
		ToolsTechnologies:      []string{"Docker"},
		Languages:              []cv.Language{{Language: "English", ProficiencyLevel: "fluent"}},
		ATSKeywords:            []string{"Go"},
	}})
	suggestReply = mustJSON(suggestions(12))
)

func numbered(s string, n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = fmt.Sprintf("%s (%d)", s, i+1)
	}
	return out
}

func suggestions(n int) []cv.Suggestion {
	impacts := []string{cv.ImpactHigh, cv.ImpactMedium, cv.ImpactLow}
	item, exp := "exp_1_r1", "exp_1"
	out := make([]cv.Suggestion, n)
	for i := range out {
		out[i] = cv.Suggestion{
			ID: fmt.Sprintf("s%d", i+1), ParentSection: cv.SectionProfessionalExperience,
			SuggestionDescription: "Name the ledger's scale.", InputItemID: &item,
			ProfessionalExperienceID: &exp, CurrentText: "Built the ledger",
			SuggestedText: cv.SuggestedText{Text: "Built the Go ledger"}, Impact: impacts[i*3/n], ImpactDescription: "The job is about payments.",
		}
	}
	return out
}

func mustJSON(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return string(b)
}

func TestOperations(t *testing.T) {
	cvText := "Jane Doe, " + cvMarker + "\nBackend Engineer at Acme, 2020 - 2024\nBuilt the ledger in Go."
	jd := "Senior Go engineer, " + jdMarker + ". Requirements: Go, Kafka."
	tailoring := cv.TailoringCV{ProfessionalExperience: []cv.StructuredExperience{{
		ID: "exp_1", Title: "Engineer", Company: "Acme " + cvMarker,
		Responsibilities: []cv.Responsibility{{ID: "exp_1_r1", Text: "Built the ledger"}},
	}}}
	ops := []struct {
		path, body, reply string
		check             func(t *testing.T, body []byte)
	}{
		{"/api/analyze", mustJSON(map[string]string{"cvText": cvText, "jobDescription": jd}), analysisReply, func(t *testing.T, body []byte) {
			var a cv.Analysis
			json.Unmarshal(body, &a)
			if a.MatchPercentage != 71 || len(a.Strengths) != 10 || len(a.QuestionsToAsk) != 5 {
				t.Errorf("analysis = %+v", a)
			}
		}},
		{"/api/format", mustJSON(map[string]string{"cvText": cvText}), formatReply, func(t *testing.T, body []byte) {
			var f cv.FormattedCV
			json.Unmarshal(body, &f)
			if f.ProfessionalHeader != "Backend Engineer" || len(f.ProfessionalExperience) != 1 || f.RawAPIResponse == "" {
				t.Errorf("formatted CV = %+v", f)
			}
		}},
		{"/api/suggest", mustJSON(map[string]any{"cv": tailoring, "jobDescription": jd}), suggestReply, func(t *testing.T, body []byte) {
			var s suggestResponse
			json.Unmarshal(body, &s)
			if len(s.Suggestions) != 12 || s.Suggestions[0].InputItemID == nil || *s.Suggestions[0].InputItemID != "exp_1_r1" || s.RawAPIResponse == "" {
				t.Errorf("suggestions = %+v", s)
			}
		}},
	}
	scenarios := []struct {
		name       string
		script     func(reply string) []step
		wantStatus int
		wantCode   string
		wantCalls  int
	}{
		{"a valid reply", func(r string) []step { return []step{ok(r)} }, 200, "", 1},
		{"a fenced reply with reasoning", func(r string) []step { return []step{streamOf("```json\n"+r+"\n```", "I read the CV.", "stop")} }, 200, "", 1},
		{"a cut-off reply, then a repaired one", func(r string) []step { return []step{streamOf(r[:len(r)/2], "", "length"), ok(r)} }, 200, "", 2},
		{"prose twice", func(string) []step { return []step{ok("Sorry, no."), ok("Still no.")} }, 502, codeAIBadReply, 2},
		{"a refused key", func(string) []step { return []step{status(401, "")} }, 502, codeAIFailed, 1},
	}
	for _, op := range ops {
		for _, sc := range scenarios {
			t.Run(op.path+"/"+sc.name, func(t *testing.T) {
				f := newFakeProvider(t, sc.script(op.reply)...)
				var logs bytes.Buffer
				cfg := f.config()
				cfg.Log = log.New(&logs, "", 0)
				req := httptest.NewRequest(http.MethodPost, op.path, strings.NewReader(op.body))
				req.Header.Set("Content-Type", "application/json")
				rec := httptest.NewRecorder()
				routes(cfg).ServeHTTP(rec, req)
				if rec.Code != sc.wantStatus {
					t.Fatalf("status = %d, want %d; body %s", rec.Code, sc.wantStatus, rec.Body)
				}
				if sc.wantCode == "" {
					op.check(t, rec.Body.Bytes())
				} else if got := rec.Body.String(); !strings.Contains(got, `"code":"`+sc.wantCode+`"`) {
					t.Errorf("body = %s, want code %s", got, sc.wantCode)
				}
				if got := len(f.received()); got != sc.wantCalls {
					t.Errorf("provider requests = %d, want %d", got, sc.wantCalls)
				}
				lines := strings.Split(strings.TrimSpace(logs.String()), "\n")
				if len(lines) != 1 {
					t.Errorf("log lines = %q, want one", lines)
				}
				for _, marker := range []string{cvMarker, jdMarker, "ledger", testKey[:12]} {
					if strings.Contains(logs.String(), marker) {
						t.Errorf("log %q contains %q", logs.String(), marker)
					}
				}
			})
		}
	}
}

// TestKnownIDs: a suggestion never refers to an item the CV sent does not
// have.
func TestKnownIDs(t *testing.T) {
	ids := tailoringIDs(cv.TailoringCV{ProfessionalExperience: []cv.StructuredExperience{{
		ID: "exp_1", Responsibilities: []cv.Responsibility{{ID: "exp_1_r1"}},
	}}, Education: []cv.StructuredEducation{{ID: "edu_1"}}})
	str := func(s string) *string { return &s }
	exp, edu := cv.SectionProfessionalExperience, cv.SectionEducation
	in := []cv.Suggestion{
		{ID: "s1", ParentSection: exp, InputItemID: str("exp_1_r1"), ProfessionalExperienceID: str("exp_1")},
		{ID: "s2", ParentSection: exp, InputItemID: str("exp_9_r1"), ProfessionalExperienceID: str("exp_1")},
		{ID: "s3", ParentSection: exp, ProfessionalExperienceID: str("exp_9")},
		{ID: "s4", ParentSection: edu, InputItemID: str("edu_1")},
		{ID: "s5", ParentSection: edu, InputItemID: str("edu_7")},
		{ID: "s6", ParentSection: cv.SectionLanguages},
		{ID: "s7", ParentSection: cv.SectionProfessionalHeader, InputItemID: str("header_2")},
	}
	got := knownIDs(in, ids)
	var desc []string
	for _, s := range got {
		item := "new"
		if s.InputItemID != nil {
			item = *s.InputItemID
		}
		desc = append(desc, s.ID+":"+item)
	}
	want := "s1:exp_1_r1 s2:new s4:edu_1 s5:new s6:new s7:header_2"
	if strings.Join(desc, " ") != want {
		t.Errorf("knownIDs = %s, want %s", strings.Join(desc, " "), want)
	}
}
