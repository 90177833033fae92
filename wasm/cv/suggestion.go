package cv

import (
	"bytes"
	"encoding/json"
)

// Impact levels of a suggestion, in display order.
const (
	ImpactHigh   = "High"
	ImpactMedium = "Medium"
	ImpactLow    = "Low"
)

// Sections a suggestion can refer to (parent_section).
const (
	SectionProfessionalHeader     = "professional_header"
	SectionAboutMe                = "about_me"
	SectionCoreSkills             = "core_skills"
	SectionToolsTechnologies      = "tools_technologies"
	SectionLanguages              = "languages"
	SectionEducation              = "education"
	SectionProfessionalExperience = "professional_experience"
)

// Suggestion is the spec's tailoring suggestion. InputItemID is nil for new
// content or an experience-level suggestion.
type Suggestion struct {
	ID                       string        `json:"id"`
	ParentSection            string        `json:"parent_section"`
	SuggestionDescription    string        `json:"suggestion_description"`
	InputItemID              *string       `json:"input_item_id"`
	ProfessionalExperienceID *string       `json:"professional_experience_id"`
	CurrentText              string        `json:"current_text,omitempty"`
	SuggestedText            SuggestedText `json:"suggested_text"`
	Impact                   string        `json:"impact"`
	ImpactDescription        string        `json:"impact_description"`
}

// SuggestedText is a suggestion's proposed content. The spec allows a string,
// an object with a text field, or a list of objects with names; the object
// form is read as its text. Names non-nil means the list form.
type SuggestedText struct {
	Text  string
	Names []string
}

// MarshalJSON writes the list form when Names is set, else a string.
func (s SuggestedText) MarshalJSON() ([]byte, error) {
	if s.Names != nil {
		items := make([]struct {
			Name string `json:"name"`
		}, len(s.Names))
		for i, n := range s.Names {
			items[i].Name = n
		}
		return json.Marshal(items)
	}
	return json.Marshal(s.Text)
}

// UnmarshalJSON reads any of the three shapes; other values leave it empty,
// which the page shows as 'no suggestion'.
func (s *SuggestedText) UnmarshalJSON(b []byte) error {
	*s = SuggestedText{}
	b = bytes.TrimSpace(b)
	if len(b) == 0 {
		return nil
	}
	switch b[0] {
	case '"':
		return json.Unmarshal(b, &s.Text)
	case '{':
		var o struct {
			Text string `json:"text"`
		}
		if json.Unmarshal(b, &o) == nil {
			s.Text = o.Text
		}
	case '[':
		var items []struct {
			Name string `json:"name"`
		}
		if json.Unmarshal(b, &items) == nil {
			s.Names = make([]string, 0, len(items))
			for _, it := range items {
				s.Names = append(s.Names, it.Name)
			}
		}
	}
	return nil
}
