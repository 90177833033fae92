package reply

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/shortlist/shortlist/wasm/cv"
)

var sectionNames = []string{
	cv.SectionProfessionalHeader, cv.SectionAboutMe, cv.SectionCoreSkills, cv.SectionToolsTechnologies,
	cv.SectionLanguages, cv.SectionEducation, cv.SectionProfessionalExperience,
}

// section normalises a parent_section name ("Core Skills", "coreSkills" →
// "core_skills"); "" means unknown.
func section(name string) string {
	key := strings.ToLower(strings.NewReplacer(" ", "", "-", "", "_", "").Replace(name))
	for _, s := range sectionNames {
		if strings.ReplaceAll(s, "_", "") == key {
			return s
		}
	}
	return ""
}

// Suggestions reads the reply to the suggest operation: a JSON array of
// suggestions, or an object with a "suggestions" array. Suggestions with an
// unknown section or with nothing to suggest are dropped; impact is High,
// Medium or Low (anything else is Low); a missing or repeated id becomes
// "sN" for its position; the result is ordered High, Medium, Low, keeping the
// model's order within a level.
func Suggestions(reasoning, content string) ([]cv.Suggestion, error) {
	_, answer := split(reasoning, content)
	text, err := firstJSON(answer)
	if err != nil {
		return nil, err
	}
	var items []json.RawMessage
	if json.Unmarshal([]byte(text), &items) != nil {
		o, _ := decodeObject(text)
		v, ok := o.get("suggestions")
		if !ok || json.Unmarshal(v, &items) != nil {
			return nil, fail(CodeShape, "The AI's answer was not a list of suggestions.")
		}
	}
	out := make([]cv.Suggestion, 0, len(items))
	seen := map[string]bool{}
	for _, it := range items {
		o, ok := decodeObject(string(it))
		if !ok {
			continue
		}
		s, ok := suggestion(o)
		if !ok {
			continue
		}
		if s.ID == "" || seen[s.ID] {
			s.ID = fmt.Sprintf("s%d", len(out)+1)
		}
		for seen[s.ID] {
			s.ID += "_"
		}
		seen[s.ID] = true
		out = append(out, s)
		if len(out) == MaxItems {
			break
		}
	}
	if len(out) == 0 {
		return nil, fail(CodeShape, "The AI's answer had no usable suggestions (each needs a known parent_section and a suggested text or description).")
	}
	sort.SliceStable(out, func(i, j int) bool { return impactRank(out[i].Impact) < impactRank(out[j].Impact) })
	return out, nil
}

func suggestion(o object) (cv.Suggestion, bool) {
	s := cv.Suggestion{
		ID:                       o.str("id"),
		ParentSection:            section(o.str("parent_section", "parentSection")),
		SuggestionDescription:    o.str("suggestion_description", "suggestionDescription", "description"),
		InputItemID:              optionalID(o, "input_item_id", "inputItemId"),
		ProfessionalExperienceID: optionalID(o, "professional_experience_id", "professionalExperienceId"),
		CurrentText:              o.str("current_text", "currentText"),
		Impact:                   impact(o.str("impact")),
		ImpactDescription:        o.str("impact_description", "impactDescription"),
	}
	if v, ok := o.get("suggested_text", "suggestedText"); ok {
		_ = json.Unmarshal(v, &s.SuggestedText) // unusable shapes stay empty
		s.SuggestedText.Text = clean(s.SuggestedText.Text)
		if s.SuggestedText.Names != nil {
			s.SuggestedText.Names = cleanList(s.SuggestedText.Names)
		}
	}
	empty := s.SuggestedText.Text == "" && len(s.SuggestedText.Names) == 0
	if s.ParentSection == "" || (empty && s.SuggestionDescription == "") {
		return cv.Suggestion{}, false
	}
	return s, true
}

// optionalID is an item id, or nil for "", null or absent.
func optionalID(o object, names ...string) *string {
	if id := o.str(names...); id != "" {
		return &id
	}
	return nil
}

func impact(s string) string {
	switch strings.ToLower(s) {
	case "high":
		return cv.ImpactHigh
	case "medium":
		return cv.ImpactMedium
	}
	return cv.ImpactLow
}

func impactRank(s string) int {
	switch s {
	case cv.ImpactHigh:
		return 0
	case cv.ImpactMedium:
		return 1
	}
	return 2
}
