package main

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/shortlist/shortlist/wasm/parse"
)

type result struct {
	OK    bool            `json:"ok"`
	Value json.RawMessage `json:"value"`
	Error *codedError     `json:"error"`
}

func mustCall(t *testing.T, name string, args any) result {
	t.Helper()
	b, err := json.Marshal(args)
	if err != nil {
		t.Fatal(err)
	}
	var r result
	if err := json.Unmarshal(call(name, b), &r); err != nil {
		t.Fatalf("%s: envelope is not JSON: %v", name, err)
	}
	return r
}

func TestClipExport(t *testing.T) {
	r := mustCall(t, "clip", map[string]string{"field": "jobDescription", "text": strings.Repeat("x", 10001)})
	if !r.OK {
		t.Fatalf("clip failed: %+v", r.Error)
	}
	var got struct {
		Length  int    `json:"length"`
		Warning string `json:"warning"`
	}
	if err := json.Unmarshal(r.Value, &got); err != nil {
		t.Fatal(err)
	}
	if got.Length != 10000 || got.Warning != "Job description is limited to 10000 characters" {
		t.Errorf("got %+v", got)
	}
}

func TestCheckAnalyzeExport(t *testing.T) {
	r := mustCall(t, "checkAnalyze", map[string]string{"cvText": " ", "jobDescription": "Go"})
	if r.OK || r.Error == nil || r.Error.Message != "Please provide both CV text and job description." {
		t.Errorf("got %+v, want the missing-inputs error", r)
	}
	if r := mustCall(t, "checkAnalyze", map[string]string{"cvText": "a", "jobDescription": "b"}); !r.OK {
		t.Errorf("filled texts refused: %+v", r.Error)
	}
}

func TestCallErrors(t *testing.T) {
	tests := []struct {
		name, export, args, wantCode string
	}{
		{"unknown export", "nope", `{}`, "unknown_export"},
		{"bad json", "clip", `{`, "bad_arguments"},
		{"wrong type", "clip", `{"text": 3}`, "bad_arguments"},
		{"unknown field", "clip", `{"field": "name", "text": "x"}`, "unknown_field"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var r result
			if err := json.Unmarshal(call(tt.export, []byte(tt.args)), &r); err != nil {
				t.Fatal(err)
			}
			if r.OK || r.Error == nil || r.Error.Code != tt.wantCode {
				t.Errorf("got %+v, want code %s", r, tt.wantCode)
			}
		})
	}
}

func TestParseTextExport(t *testing.T) {
	r := mustCall(t, "parseText", map[string]string{"text": "Jane Doe\njane@example.com\n\nSkills\nGo, SQL"})
	if !r.OK {
		t.Fatalf("parseText failed: %+v", r.Error)
	}
	var got struct {
		Header string   `json:"professionalHeader"`
		Email  string   `json:"email"`
		Tools  []string `json:"toolsTechnologies"`
	}
	if err := json.Unmarshal(r.Value, &got); err != nil {
		t.Fatal(err)
	}
	if got.Header != "Jane Doe" || got.Email != "jane@example.com" || len(got.Tools) != 2 {
		t.Errorf("got %+v", got)
	}
}

func TestParsePDFExport(t *testing.T) {
	args := `{"pages":[{"width":612,"height":792,"items":[
		{"str":"Jane Doe","x":72,"y":720,"w":80,"h":18,"font":"f1","eol":true},
		{"str":"Skills","x":72,"y":680,"w":40,"h":12,"font":"f2","eol":true},
		{"str":"Go, SQL","x":72,"y":665,"w":50,"h":10,"font":"f3","eol":false}]}]}`
	var r result
	if err := json.Unmarshal(call("parsePDF", []byte(args)), &r); err != nil || !r.OK {
		t.Fatalf("parsePDF failed: %v %+v", err, r.Error)
	}
	var got struct {
		Text string `json:"text"`
		CV   struct {
			Header string `json:"professionalHeader"`
		} `json:"cv"`
	}
	if err := json.Unmarshal(r.Value, &got); err != nil {
		t.Fatal(err)
	}
	if got.Text != "Jane Doe\n\nSkills\nGo, SQL" || got.CV.Header != "Jane Doe" {
		t.Errorf("got %+v", got)
	}
}

func TestReadReplyExport(t *testing.T) {
	r := mustCall(t, "readReply", map[string]string{
		"operation": "analyze",
		"reasoning": "thinking",
		"content":   "```json\n{\"match_score\": \"80%\", \"strengths\": [\"Go\"],}\n```",
	})
	if !r.OK {
		t.Fatalf("readReply failed: %+v", r.Error)
	}
	var got struct {
		Score int    `json:"matchPercentage"`
		Raw   string `json:"rawApiResponse"`
	}
	if err := json.Unmarshal(r.Value, &got); err != nil {
		t.Fatal(err)
	}
	if got.Score != 80 || !strings.HasPrefix(got.Raw, "{") || strings.Contains(got.Raw, "thinking") {
		t.Errorf("got %+v", got)
	}
	for _, tt := range []struct{ op, content, code string }{
		{"suggest", `[{"parent_section": "core_skills", "suggested_text": "Go"`, "truncated_json"},
		{"format", "", "empty_reply"},
		{"analyze", "<think>The CV shows Go, and the job", "truncated_json"},
		{"analyze", `{"match_score": "high", "strengths": ["Go"]}`, "invalid_shape"},
		{"translate", "{}", "bad_arguments"},
	} {
		r := mustCall(t, "readReply", map[string]string{"operation": tt.op, "content": tt.content})
		if r.OK || r.Error.Code != tt.code {
			t.Errorf("%s %q: got %+v, want error %s", tt.op, tt.content, r.Error, tt.code)
		}
	}
}

func TestAnalyzeExport(t *testing.T) {
	r := mustCall(t, "analyze", map[string]string{
		"cvText":         "Jane Doe\nBackend Engineer\n\nExperience\nBackend Engineer, Acme, 2019 - 2024\n- Built Python services\n\nSkills\nPython, SQL",
		"jobDescription": "Requirements:\n- Python\n- Kubernetes",
	})
	if !r.OK {
		t.Fatalf("analyze failed: %+v", r.Error)
	}
	var got struct {
		MatchPercentage  int    `json:"matchPercentage"`
		Source           string `json:"source"`
		Strengths        []string
		StrengthEvidence []struct{ JD, CV string } `json:"strengthEvidence"`
		Weaknesses       []string
	}
	if err := json.Unmarshal(r.Value, &got); err != nil {
		t.Fatal(err)
	}
	if got.MatchPercentage != 50 || got.Source != "on-device" {
		t.Errorf("got score %d from %q, want 50 on-device", got.MatchPercentage, got.Source)
	}
	if len(got.Strengths) != 1 || len(got.StrengthEvidence) != 1 || got.StrengthEvidence[0].JD != "Python" {
		t.Errorf("got strengths %q with evidence %+v, want Python with its JD words", got.Strengths, got.StrengthEvidence)
	}
	if len(got.Weaknesses) != 1 || !strings.HasPrefix(got.Weaknesses[0], "Kubernetes") {
		t.Errorf("got weaknesses %q, want Kubernetes", got.Weaknesses)
	}
	if r := mustCall(t, "analyze", map[string]string{"cvText": "", "jobDescription": "Go"}); r.OK || r.Error.Code == "" {
		t.Errorf("empty CV accepted: %+v", r)
	}
}

// TestAnalyzeUsesTheGivenParse: with "cv" the engine scores the page's parse
// (here one whose experience has dates, which the text alone does not give)
// rather than parsing the text again.
func TestAnalyzeUsesTheGivenParse(t *testing.T) {
	args := map[string]any{
		"cvText":         "Jane Doe\nBackend Engineer",
		"jobDescription": "Requirements:\n- 5+ years of experience",
	}
	score := func(args map[string]any) int {
		r := mustCall(t, "analyze", args)
		if !r.OK {
			t.Fatalf("analyze failed: %+v", r.Error)
		}
		var got struct {
			MatchPercentage int `json:"matchPercentage"`
		}
		if err := json.Unmarshal(r.Value, &got); err != nil {
			t.Fatal(err)
		}
		return got.MatchPercentage
	}
	// The text alone shows no dated experience; the given parse shows ten
	// years of it, so only a score read from the parse can rise.
	alone := score(args)
	args["cv"] = map[string]any{"professionalHeader": "Jane Doe • Backend Engineer",
		"professionalExperience": []map[string]any{{"company": "Acme", "position": "Backend Engineer", "duration": "2010 – 2020"}}}
	if got := score(args); got <= alone {
		t.Errorf("with the given parse scored %d, want more than the text alone (%d)", got, alone)
	}
}

func TestAnalyzeReadsUpToTheLimit(t *testing.T) {
	// Kubernetes only after the 10 000th character: not read. (Three
	// must-haves before it, none of them generic, so that the score rests
	// on them alone.)
	jd := "Requirements:\n- Terraform\n- Docker\n- Git\n" + strings.Repeat("x", 10000) + "\n- Kubernetes"
	r := mustCall(t, "analyze", map[string]string{"cvText": "Terraform, Docker, Git", "jobDescription": jd})
	if !r.OK {
		t.Fatalf("analyze failed: %+v", r.Error)
	}
	var got struct {
		MatchPercentage int `json:"matchPercentage"`
	}
	if err := json.Unmarshal(r.Value, &got); err != nil {
		t.Fatal(err)
	}
	if got.MatchPercentage != 100 {
		t.Errorf("got %d, want 100 from the first 10 000 characters", got.MatchPercentage)
	}
}

func TestAnalyzeCVExport(t *testing.T) {
	r := mustCall(t, "analyzeCV", map[string]any{
		"cv":             map[string]any{"toolsTechnologies": []string{"Terraform", "Kubernetes", "Docker"}},
		"jobDescription": "Requirements:\n- Terraform\n- Kubernetes\n- Docker",
	})
	if !r.OK {
		t.Fatalf("analyzeCV failed: %+v", r.Error)
	}
	var got struct {
		MatchPercentage int `json:"matchPercentage"`
	}
	if err := json.Unmarshal(r.Value, &got); err != nil {
		t.Fatal(err)
	}
	if got.MatchPercentage != 100 {
		t.Errorf("got score %d, want 100", got.MatchPercentage)
	}
}

func TestCVExports(t *testing.T) {
	formatted := map[string]any{"cv": map[string]any{
		"professionalHeader":     "Jane Doe • Data Analyst",
		"professionalExperience": []map[string]any{{"company": "Acme", "position": "Analyst", "duration": "2019 – 2021", "responsibilities": []string{"Built dashboards"}}},
		"coreSkills":             []string{"SQL"},
	}}
	// An edited CV: its ids are no longer 1, 2, 3 (an entry was deleted, a
	// responsibility added), and the downloads must keep them.
	edited := map[string]any{"cv": map[string]any{
		"professional_header": []map[string]string{{"id": "header_1", "value": "Jane Doe"}, {"id": "header_2", "value": "Data Analyst"}},
		"professional_experience": []map[string]any{{"id": "exp_7", "title": "Analyst", "company": "Acme", "duration": "2019 – 2021",
			"responsibilities": []map[string]string{{"id": "exp_7_r1", "text": "Built dashboards"}, {"id": "r_9", "text": "Ran reviews"}}}},
		"core_skills": []map[string]string{{"id": "skill_3", "name": "SQL"}},
		"email":       "jane@example.com",
	}}
	tests := []struct {
		name string
		args any
		want string // a piece of the JSON value
	}{
		{"toStructured", formatted, `"id":"exp_1_r1","text":"Built dashboards"`},
		{"toStructured", map[string]any{"cv": nil}, `null`},
		// The AI's formatting: its "[number]" is Shortlist's, the user's "[Confidential]" text.
		{"toStructured", map[string]any{"source": "Jane Doe [Confidential]", "cv": map[string]any{
			"aboutMe": "[Confidential] work for [number] clients"}}, `"placeholders":["[number]"]`},
		{"fromStructured", map[string]any{"cv": map[string]any{"professional_header": []map[string]string{{"id": "header_1", "value": "A"}, {"id": "header_2", "value": "B"}}}}, `"professionalHeader":"A • B"`},
		{"exportText", edited, `CORE SKILLS\nSQL\n`},
		{"exportJSON", edited, `\"core_skills\": [\n    \"SQL\"`},
		{"exportJSON keeps the edited ids", edited, `\"id\": \"exp_7\"`},
		{"exportJSON keeps an added responsibility's id", edited, `\"id\": \"r_9\"`},
		{"exportJSONResume", edited, `\"startDate\": \"2019\"`},
		{"wordModel", edited, `"heading":"WORK EXPERIENCE"`},
		{"wordModel uses the contact details it has, nothing else", edited, `"contact":["jane@example.com"]`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			export, _, _ := strings.Cut(tt.name, " ")
			r := mustCall(t, export, tt.args)
			if !r.OK {
				t.Fatalf("%s failed: %+v", export, r.Error)
			}
			if !strings.Contains(string(r.Value), tt.want) {
				t.Errorf("%s = %s, want it to contain %s", tt.name, r.Value, tt.want)
			}
		})
	}
}

// TestGapExports: findGaps and gapsInText name the gaps, and every download
// refuses a CV with one, the gaps in its error.
func TestGapExports(t *testing.T) {
	withGap := map[string]any{"cv": map[string]any{
		"professional_experience": []map[string]any{{"id": "exp_1", "title": "Analyst", "company": "Acme",
			"responsibilities": []map[string]string{{"id": "exp_1_r1", "text": "Used SQL to [what you built or improved]"}}}},
		"projects":     []map[string]any{{"id": "proj_1", "title": "Shelter finder", "highlights": []map[string]string{{"id": "proj_1_h1", "text": "Served {…} users"}}}},
		"placeholders": []string{"[what you built or improved]", "{…}"},
	}}
	r := mustCall(t, "findGaps", withGap)
	want := `[{"section":"professional_experience","item_id":"exp_1_r1","field":"text","text":"Used SQL to [what you built or improved]","marker":"[what you built or improved]","start":12,"end":40},` +
		`{"section":"projects","item_id":"proj_1_h1","field":"text","text":"Served {…} users","marker":"{…}","start":7,"end":10}]`
	if !r.OK || string(r.Value) != want {
		t.Errorf("findGaps = %s %+v\nwant %s", r.Value, r.Error, want)
	}
	if r := mustCall(t, "gapsInText", map[string]string{"text": "Cut costs by [number]%"}); !r.OK || string(r.Value) != `[{"marker":"[number]","start":13,"end":21}]` {
		t.Errorf("gapsInText = %s %+v", r.Value, r.Error)
	}
	if r := mustCall(t, "gapsInText", map[string]string{"text": "no gap"}); !r.OK || string(r.Value) != `[]` {
		t.Errorf("gapsInText without gaps = %s", r.Value)
	}
	for _, export := range []string{"exportText", "exportJSON", "exportJSONResume", "wordModel"} {
		r := mustCall(t, export, withGap)
		if r.OK || r.Error == nil || r.Error.Code != "gaps" || len(r.Error.Gaps) != 2 || r.Error.Gaps[1].ItemID != "proj_1_h1" {
			t.Errorf("%s = %s %+v, want the gaps error", export, r.Value, r.Error)
		}
	}
}

// TestReadBackExport: the edited CV, saved as text and parsed back, comes
// back whole; without its phone, the report names it.
func TestReadBackExport(t *testing.T) {
	doc := map[string]any{
		"professional_header": []map[string]string{{"id": "header_1", "value": "Data Analyst"}},
		"name":                "Jane Doe", "email": "jane@example.com", "phone": "+49 30 1234567",
		"professional_experience": []map[string]any{{"id": "exp_1", "title": "Analyst", "company": "Acme", "duration": "2019 – 2021",
			"responsibilities": []map[string]string{{"id": "exp_1_r1", "text": "Built dashboards"}}}},
		"core_skills": []map[string]string{{"id": "skill_1", "name": "SQL"}},
		"projects":    []map[string]any{{"id": "proj_1", "title": "Shelter finder", "duration": "2021"}},
	}
	r := mustCall(t, "exportText", map[string]any{"cv": doc})
	var text string
	if err := json.Unmarshal(r.Value, &text); err != nil || !r.OK {
		t.Fatalf("exportText: %s %+v", r.Value, r.Error)
	}
	p := mustCall(t, "parseText", map[string]string{"text": text})
	var back map[string]any
	if err := json.Unmarshal(p.Value, &back); err != nil {
		t.Fatal(err)
	}
	type report struct {
		Complete bool     `json:"complete"`
		Summary  string   `json:"summary"`
		Missing  []string `json:"missing"`
	}
	read := func(back map[string]any) report {
		r := mustCall(t, "readBack", map[string]any{"cv": doc, "back": back})
		var rep report
		if err := json.Unmarshal(r.Value, &rep); err != nil || !r.OK {
			t.Fatalf("readBack: %s %+v", r.Value, r.Error)
		}
		return rep
	}
	if got := read(back); !got.Complete || got.Summary != "Read back: name, email, phone, 1 job with dates, 1 skill, 1 project" {
		t.Errorf("got %+v\nfile:\n%s", got, text)
	}
	delete(back, "phone")
	if got := read(back); got.Complete || strings.Join(got.Missing, "|") != "phone" {
		t.Errorf("without the phone: got %+v", got)
	}
}

func TestParseDocxExport(t *testing.T) {
	data, err := os.ReadFile("../../docx/testdata/cv-fr.docx")
	if err != nil {
		t.Fatal(err)
	}
	r := mustCall(t, "parseDocx", map[string]any{"data": data})
	if !r.OK {
		t.Fatalf("parseDocx failed: %+v", r.Error)
	}
	var got parse.PDFResult
	if err := json.Unmarshal(r.Value, &got); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(got.Text, "Camille Martin\n") || got.CV.Email != "camille.martin@example.fr" || len(got.CV.ProfessionalExperience) != 2 {
		t.Errorf("got text %q, cv %+v", got.Text, got.CV)
	}
	if lang := got.CV.Languages; len(lang) != 2 || lang[1].ProficiencyLevel != "C1" {
		t.Errorf("languages = %+v", lang)
	}
}

func TestParseDocxExportRefusals(t *testing.T) {
	tests := []struct {
		name string
		data []byte
		code string
	}{
		{"text renamed", []byte("not a Word file"), "not_docx"},
		{"empty", []byte{}, "not_docx"},
		{"damaged", []byte("PK\x03\x04 damaged"), "broken"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := mustCall(t, "parseDocx", map[string]any{"data": tt.data})
			if r.OK || r.Error == nil || r.Error.Code != tt.code || r.Error.Message == "" {
				t.Errorf("got %+v, want error %s with a message", r.Error, tt.code)
			}
		})
	}
}

func TestParsePDFEuropassAttachment(t *testing.T) {
	xmlData, err := os.ReadFile("../../europass/testdata/cv-de.xml")
	if err != nil {
		t.Fatal(err)
	}
	candidate, err := os.ReadFile("../../europass/testdata/candidate-en.xml")
	if err != nil {
		t.Fatal(err)
	}
	pages := []parse.Page{{Width: 612, Height: 792, Items: []parse.Item{{Str: "Jonas Weber", X: 72, Y: 720, W: 80, H: 18, Font: "f1", EOL: true}}}}
	tests := []struct {
		name        string
		attachments []attachment
		wantSource  string
		wantCompany string
	}{
		{"europass attachment", []attachment{{Name: "notes.txt", Data: []byte("hello")}, {Name: "attachment.xml", Data: xmlData}}, "europass", "Rheinbau AG"},
		{"europass candidate attachment", []attachment{{Name: "attachment.xml", Data: candidate}}, "europass", "Nordic Health Data AB"},
		{"other attachment only", []attachment{{Name: "invoice.xml", Data: []byte("<invoice/>")}}, "", ""},
		{"none", nil, "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := mustCall(t, "parsePDF", map[string]any{"pages": pages, "attachments": tt.attachments})
			if !r.OK {
				t.Fatalf("parsePDF failed: %+v", r.Error)
			}
			var got parsedPDF
			if err := json.Unmarshal(r.Value, &got); err != nil {
				t.Fatal(err)
			}
			company := ""
			if len(got.CV.ProfessionalExperience) > 0 {
				company = got.CV.ProfessionalExperience[0].Company
			}
			if got.Source != tt.wantSource || company != tt.wantCompany || got.Text != "Jonas Weber" {
				t.Errorf("source %q, first company %q, text %q; want %q, %q, the layout's text", got.Source, company, got.Text, tt.wantSource, tt.wantCompany)
			}
		})
	}
}
