package reply

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/shortlist/shortlist/wasm/cv"
)

func TestSuggestedText(t *testing.T) {
	tests := []struct {
		name, in string
		want     cv.SuggestedText
	}{
		{"string", `" Lead Go engineer "`, cv.SuggestedText{Text: "Lead Go engineer"}},
		{"object with text", `{"text": "Backend Developer"}`, cv.SuggestedText{Text: "Backend Developer"}},
		{"list of names", `[{"name": "Go"}, {"name": " "}, {"name": "SQL"}]`, cv.SuggestedText{Names: []string{"Go", "SQL"}}},
		{"list of strings", `["Go", "Kubernetes"]`, cv.SuggestedText{Names: []string{"Go", "Kubernetes"}}},
		{"languages", `[{"language": "German", "proficiency": "B2"}, {"language": "French"}]`, cv.SuggestedText{Names: []string{"German (B2)", "French"}}},
		{"number", `42`, cv.SuggestedText{}},
		{"object without text", `{"value": "x"}`, cv.SuggestedText{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := suggestedText(json.RawMessage(tt.in)); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("suggestedText(%s) = %#v, want %#v", tt.in, got, tt.want)
			}
		})
	}
}

func TestSuggestionSection(t *testing.T) {
	tests := []struct {
		name, in          string
		wantSection       string
		wantExperienceID  string // "" for nil
		wantNoSuggestions bool
	}{
		{"section name", `{"parent_section": "Core Skills", "suggested_text": "Go"}`, cv.SectionCoreSkills, "", false},
		{"experience id", `{"parent_section": "exp_2", "suggested_text": "Led the team."}`, cv.SectionProfessionalExperience, "exp_2", false},
		{"experience id kept when given", `{"parent_section": "exp_2", "professional_experience_id": "exp_1", "suggested_text": "x"}`, cv.SectionProfessionalExperience, "exp_1", false},
		{"not an experience id", `{"parent_section": "exp_x", "suggested_text": "x"}`, "", "", true},
		{"nothing to suggest", `{"parent_section": "about_me", "suggested_text": ""}`, "", "", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Suggestions("", "["+tt.in+"]")
			if tt.wantNoSuggestions {
				if err == nil {
					t.Fatalf("Suggestions = %+v, want an invalid_shape error", got)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			s := got[0]
			id := ""
			if s.ProfessionalExperienceID != nil {
				id = *s.ProfessionalExperienceID
			}
			if s.ParentSection != tt.wantSection || id != tt.wantExperienceID {
				t.Errorf("got section %q, experience %q; want %q, %q", s.ParentSection, id, tt.wantSection, tt.wantExperienceID)
			}
		})
	}
}

func TestSuggestionIDs(t *testing.T) {
	in := `[{"parent_section": "core_skills", "suggested_text": "a", "impact": "low"},
		{"id": "s1", "parent_section": "core_skills", "suggested_text": "b", "impact": "HIGH"},
		{"id": "s1", "parent_section": "core_skills", "suggested_text": "c", "impact": "Medium"},
		{"id": "s3", "parent_section": "core_skills", "suggested_text": "d", "impact": "urgent"}]`
	got, err := Suggestions("", in)
	if err != nil {
		t.Fatal(err)
	}
	var ids, impacts []string
	for _, s := range got {
		ids = append(ids, s.ID+"="+s.SuggestedText.Text)
		impacts = append(impacts, s.Impact)
	}
	wantIDs := []string{"s1=b", "s4=c", "s2=a", "s3=d"}
	wantImpacts := []string{"High", "Medium", "Low", "Low"}
	if !reflect.DeepEqual(ids, wantIDs) || !reflect.DeepEqual(impacts, wantImpacts) {
		t.Errorf("got ids %v impacts %v, want %v %v", ids, impacts, wantIDs, wantImpacts)
	}
}

func TestOneSuggestionPerHeadline(t *testing.T) {
	in := `[{"parent_section": "about_me", "suggested_text": "a", "impact": "Low"},
		{"parent_section": "professional_header", "suggested_text": "b", "impact": "Medium"},
		{"parent_section": "about_me", "suggested_text": "c", "impact": "High"},
		{"parent_section": "professional_header", "suggested_text": "d", "impact": "Medium"},
		{"parent_section": "core_skills", "suggested_text": "e"},
		{"parent_section": "core_skills", "suggested_text": "f"}]`
	got, err := Suggestions("", in)
	if err != nil {
		t.Fatal(err)
	}
	var texts []string
	for _, s := range got {
		texts = append(texts, s.SuggestedText.Text)
	}
	if want := []string{"c", "b", "e", "f"}; !reflect.DeepEqual(texts, want) {
		t.Errorf("got %v, want %v", texts, want)
	}
}

func TestSection(t *testing.T) {
	tests := []struct{ in, want string }{
		{"core_skills", cv.SectionCoreSkills},
		{"coreSkills", cv.SectionCoreSkills},
		{"Core Skills", cv.SectionCoreSkills},
		{"professional-experience", cv.SectionProfessionalExperience},
		{"ABOUT_ME", cv.SectionAboutMe},
		{"hobbies", ""},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			if got := section(tt.in); got != tt.want {
				t.Errorf("section(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}
