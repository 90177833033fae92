package reply

import (
	"encoding/json"
	"sort"
	"strconv"
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
// Medium or Low (anything else is Low); ids are unique (see uniqueIDs); the
// professional header and about me keep one suggestion each; the result is ordered High, Medium, Low, keeping the
// model's order within a level.
func Suggestions(reasoning, content string) ([]cv.Suggestion, error) {
	text, err := extract(reasoning, content)
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
	for _, it := range items {
		o, ok := decodeObject(string(it))
		if !ok {
			continue
		}
		s, ok := suggestion(o)
		if !ok {
			continue
		}
		out = append(out, s)
		if len(out) == MaxItems {
			break
		}
	}
	if len(out) == 0 {
		return nil, fail(CodeShape, "The AI's answer had no usable suggestions (each needs a known parent_section and a suggested text or description).")
	}
	uniqueIDs(out)
	sort.SliceStable(out, func(i, j int) bool { return impactRank(out[i].Impact) < impactRank(out[j].Impact) })
	return onePerHeadline(out), nil
}

// uniqueIDs keeps the model's ids where they are unique (the first of a
// repeated id keeps it) and gives the others "sN", the smallest N that no
// suggestion uses, in the model's order.
func uniqueIDs(out []cv.Suggestion) {
	taken := map[string]bool{}
	keep := make([]bool, len(out))
	for i, s := range out {
		if s.ID != "" && !taken[s.ID] {
			taken[s.ID], keep[i] = true, true
		}
	}
	n := 0
	for i := range out {
		if keep[i] {
			continue
		}
		n++
		for taken["s"+strconv.Itoa(n)] {
			n++
		}
		out[i].ID = "s" + strconv.Itoa(n)
		taken[out[i].ID] = true
	}
}

func suggestion(o object) (cv.Suggestion, bool) {
	s := cv.Suggestion{
		ID:                       o.str("id"),
		ParentSection:            o.str("parent_section", "parentSection"),
		SuggestionDescription:    o.str("suggestion_description", "suggestionDescription", "description"),
		InputItemID:              optionalID(o, "input_item_id", "inputItemId"),
		ProfessionalExperienceID: optionalID(o, "professional_experience_id", "professionalExperienceId"),
		CurrentText:              o.str("current_text", "currentText"),
		Impact:                   impact(o.str("impact")),
		ImpactDescription:        o.str("impact_description", "impactDescription"),
	}
	if experienceID(s.ParentSection) {
		// The spec lets a suggestion be tied to an experience by its id.
		if s.ProfessionalExperienceID == nil {
			id := s.ParentSection
			s.ProfessionalExperienceID = &id
		}
		s.ParentSection = cv.SectionProfessionalExperience
	}
	s.ParentSection = section(s.ParentSection)
	if v, ok := o.get("suggested_text", "suggestedText"); ok {
		s.SuggestedText = suggestedText(v)
	}
	empty := s.SuggestedText.Text == "" && len(s.SuggestedText.Names) == 0
	if s.ParentSection == "" || (empty && s.SuggestionDescription == "") {
		return cv.Suggestion{}, false
	}
	return s, true
}

// experienceID tells an experience's id ("exp_2") from a section name.
func experienceID(s string) bool {
	n, ok := strings.CutPrefix(s, "exp_")
	return ok && n != "" && strings.Trim(n, "0123456789") == ""
}

// suggestedText reads suggested_text in the spec's three shapes (a string,
// an object with a text field, a list of objects with names). Lists may also
// hold plain strings, or languages as {"language", "proficiency"}, which are
// named "German (B2)"; models send both for the list sections. Other values
// stay empty, which the page shows as 'no suggestion'.
func suggestedText(v json.RawMessage) cv.SuggestedText {
	var items []json.RawMessage
	if json.Unmarshal(v, &items) != nil {
		var st cv.SuggestedText
		_ = json.Unmarshal(v, &st) // never fails: unusable shapes stay empty
		return cv.SuggestedText{Text: clean(st.Text)}
	}
	names := make([]string, 0, len(items))
	for _, it := range items {
		if o, ok := decodeObject(string(it)); ok {
			names = append(names, itemName(o))
			continue
		}
		names = append(names, scalarText(it))
	}
	return cv.SuggestedText{Names: cleanList(names)}
}

// itemName is the name of one item of a list-shaped suggested_text.
func itemName(o object) string {
	if n := o.str("name", "text"); n != "" {
		return n
	}
	lang, level := o.str("language"), o.str("proficiency", "proficiencyLevel", "level")
	if lang != "" && level != "" {
		return lang + " (" + level + ")"
	}
	return lang
}

// onePerHeadline keeps only the first (highest-impact) suggestion for the
// professional header and for about me: the spec asks for at most one of
// each, and their panels offer a single 'Replace With Suggestion'.
func onePerHeadline(in []cv.Suggestion) []cv.Suggestion {
	out := in[:0]
	seen := map[string]bool{}
	for _, s := range in {
		single := s.ParentSection == cv.SectionProfessionalHeader || s.ParentSection == cv.SectionAboutMe
		if single && seen[s.ParentSection] {
			continue
		}
		seen[s.ParentSection] = true
		out = append(out, s)
	}
	return out
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
