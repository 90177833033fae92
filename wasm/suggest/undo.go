package suggest

import (
	"slices"
	"strings"

	"github.com/shortlist/shortlist/wasm/cv"
)

// Undo steps, each one operation of the page's CV reducer, in its shape.
const (
	UndoSetHeader            = "set-header"            // {text}: the header as one line
	UndoSetAbout             = "set-about"             // {text}
	UndoSetText              = "set-text"              // {section, id, field, text}: one text of an item
	UndoRemove               = "remove"                // {list, id}: onto the list's deleted stack
	UndoMove                 = "move"                  // {list, id, to}
	UndoRemoveResponsibility = "remove-responsibility" // {experienceId, id}
)

// UndoStep is one document operation that takes an applied suggestion back
// out; the page's reducer runs it (the deleted stacks, the time of a
// removal and the unique names are the reducer's).
type UndoStep struct {
	Type         string `json:"type"`
	Text         string `json:"text"`
	Section      string `json:"section,omitempty"`
	List         string `json:"list,omitempty"`
	ID           string `json:"id,omitempty"`
	Field        string `json:"field,omitempty"`
	ExperienceID string `json:"experienceId,omitempty"`
	To           int    `json:"to"`
}

// Undo answers the steps that take s back out of doc: the text it replaced
// comes back (its current_text, else the original item's), what it added
// goes (onto the deleted list, from where it can be restored), and a
// reorder goes back to the original order. They rest only on s, doc and
// original (the CV as first formatted), so undo works after a reload. A
// suggestion whose change is no longer found answers none.
func Undo(doc, original cv.StructuredCV, s Rated) []UndoStep {
	text := strings.TrimSpace(s.SuggestedText.Text)
	target := ""
	if s.InputItemID != nil {
		target = *s.InputItemID
	}
	switch s.ParentSection {
	case cv.SectionProfessionalHeader:
		return []UndoStep{{Type: UndoSetHeader, Text: undoHeader(doc, original, s, target, text)}}
	case cv.SectionAboutMe:
		return []UndoStep{{Type: UndoSetAbout, Text: orText(s.CurrentText, original.AboutMe)}}
	case cv.SectionCoreSkills, cv.SectionToolsTechnologies:
		return undoNames(doc, original, s, target, text)
	case cv.SectionLanguages:
		return undoLanguage(doc, original, s, target, text)
	case cv.SectionEducation:
		return undoEducation(doc, original, s, target, text)
	}
	return undoExperience(doc, original, s, target, text)
}

// orText is the suggestion's current_text when it has one, else was.
func orText(current, was string) string {
	if current != "" {
		return current
	}
	return was
}

func undoHeader(doc, original cv.StructuredCV, s Rated, target, text string) string {
	var parts []string
	for _, p := range doc.ProfessionalHeader {
		switch {
		case target == "" && p.Value == text:
			continue
		case target != "" && p.ID == target:
			was := p.Value
			if i := slices.IndexFunc(original.ProfessionalHeader, func(o cv.HeaderPart) bool { return o.ID == target }); i >= 0 {
				was = original.ProfessionalHeader[i].Value
			}
			parts = append(parts, orText(s.CurrentText, was))
		default:
			parts = append(parts, p.Value)
		}
	}
	return strings.Join(parts, " • ")
}

func nameKey(s string) string { return strings.ToLower(strings.TrimSpace(s)) }

func undoNames(doc, original cv.StructuredCV, s Rated, target, text string) []UndoStep {
	list, items, was := s.ParentSection, doc.CoreSkills, original.CoreSkills
	if list == cv.SectionToolsTechnologies {
		items, was = doc.ToolsTechnologies, original.ToolsTechnologies
	}
	if target != "" {
		i := slices.IndexFunc(was, func(it cv.NamedItem) bool { return it.ID == target })
		if s.CurrentText == "" && i < 0 {
			return nil
		}
		name := s.CurrentText
		if name == "" {
			name = was[i].Name
		}
		return []UndoStep{{Type: UndoSetText, Section: list, ID: target, Field: "name", Text: name}}
	}
	isOriginal := func(id string) bool {
		return slices.ContainsFunc(was, func(o cv.NamedItem) bool { return o.ID == id })
	}
	wanted := []string{nameKey(text)}
	if s.SuggestedText.Names != nil {
		wanted = nil
		for _, n := range s.SuggestedText.Names {
			if k := nameKey(n); k != "" {
				wanted = append(wanted, k)
			}
		}
	}
	var steps []UndoStep
	for _, it := range items {
		if !isOriginal(it.ID) && slices.Contains(wanted, nameKey(it.Name)) {
			steps = append(steps, UndoStep{Type: UndoRemove, List: list, ID: it.ID})
		}
	}
	if steps != nil {
		return steps
	}
	// A reorder: the original order back, items added since at the end.
	var order []string
	for _, o := range was {
		if slices.ContainsFunc(items, func(it cv.NamedItem) bool { return it.ID == o.ID }) {
			order = append(order, o.ID)
		}
	}
	for _, it := range items {
		if !isOriginal(it.ID) {
			order = append(order, it.ID)
		}
	}
	for to, id := range order {
		steps = append(steps, UndoStep{Type: UndoMove, List: list, ID: id, To: to})
	}
	return steps
}

func undoLanguage(doc, original cv.StructuredCV, s Rated, target, text string) []UndoStep {
	if target != "" {
		i := slices.IndexFunc(original.Languages, func(l cv.StructuredLanguage) bool { return l.ID == target })
		if s.CurrentText == "" && i < 0 {
			return nil
		}
		language := s.CurrentText
		if language == "" {
			language = original.Languages[i].Language
		}
		return []UndoStep{{Type: UndoSetText, Section: cv.SectionLanguages, ID: target, Field: "language", Text: language}}
	}
	// The language's name: a filled-in level ("French: B2") is not part of it.
	name, _ := splitLanguage(text)
	for _, l := range doc.Languages {
		if nameKey(l.Language) == nameKey(name) && !slices.ContainsFunc(original.Languages, func(o cv.StructuredLanguage) bool { return o.ID == l.ID }) {
			return []UndoStep{{Type: UndoRemove, List: cv.SectionLanguages, ID: l.ID}}
		}
	}
	return nil
}

func undoEducation(doc, original cv.StructuredCV, s Rated, target, text string) []UndoStep {
	if target != "" {
		i := slices.IndexFunc(original.Education, func(e cv.StructuredEducation) bool { return e.ID == target })
		if s.CurrentText == "" && i < 0 {
			return nil
		}
		return []UndoStep{{Type: UndoSetText, Section: cv.SectionEducation, ID: target, Field: "notes", Text: orText(s.CurrentText, originalNotes(original, i))}}
	}
	for _, e := range doc.Education {
		if e.Degree == text && !slices.ContainsFunc(original.Education, func(o cv.StructuredEducation) bool { return o.ID == e.ID }) {
			return []UndoStep{{Type: UndoRemove, List: cv.SectionEducation, ID: e.ID}}
		}
	}
	return nil
}

func originalNotes(original cv.StructuredCV, i int) string {
	if i < 0 {
		return ""
	}
	return original.Education[i].Notes
}

func undoExperience(doc, original cv.StructuredCV, s Rated, target, text string) []UndoStep {
	i := slices.IndexFunc(doc.ProfessionalExperience, func(e cv.StructuredExperience) bool {
		if target != "" {
			return slices.ContainsFunc(e.Responsibilities, func(r cv.Responsibility) bool { return r.ID == target })
		}
		return s.ProfessionalExperienceID != nil && e.ID == *s.ProfessionalExperienceID
	})
	if i < 0 {
		return nil
	}
	exp := doc.ProfessionalExperience[i]
	if target != "" {
		was, ok := s.CurrentText, s.CurrentText != ""
		for _, e := range original.ProfessionalExperience {
			for _, r := range e.Responsibilities {
				if !ok && r.ID == target {
					was, ok = r.Text, true
				}
			}
		}
		if !ok {
			return nil
		}
		return []UndoStep{{Type: UndoSetText, Section: cv.SectionProfessionalExperience, ID: target, Field: "text", Text: was}}
	}
	for _, r := range exp.Responsibilities {
		if r.Text == text || len(s.Gaps) > 0 && filledIn(r.Text, s.SuggestedText.Text, s.Gaps) {
			return []UndoStep{{Type: UndoRemoveResponsibility, ExperienceID: exp.ID, ID: r.ID}}
		}
	}
	return nil
}
