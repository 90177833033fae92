package suggest

import (
	"reflect"
	"slices"
	"strings"

	"github.com/shortlist/shortlist/wasm/cv"
)

// Apply returns c with s applied, the one way a suggestion is applied (the
// page keeps Place's result, which is this edit): a text replaces the item s
// points at (input_item_id) or is added when it points at none; a list of
// names reorders a skill list when it holds the same names, else adds the
// names missing; a language's text "German: C1" sets its level too.
// Adding what the place already holds (the same text, a language of that
// name) changes nothing, so a suggestion applied once is
// applied. Unusable suggestions change nothing. c is not changed: the
// lists that change are copied. Added items get the id newID, which no
// score reads.
func Apply(c cv.StructuredCV, s cv.Suggestion) cv.StructuredCV {
	after := apply(c, s)
	// The gaps it brings are Shortlist's: they hold a download back.
	if !reflectEqual(after, c) {
		after.Placeholders = cv.WithPlaceholders(c.Placeholders, s.SuggestedText.Text)
	}
	return after
}

// newID is the id of an item apply added; Place gives it a real one.
const newID = "new"

// apply is Apply without marking the placeholders.
func apply(c cv.StructuredCV, s cv.Suggestion) cv.StructuredCV {
	text := strings.TrimSpace(s.SuggestedText.Text)
	var names []string
	for _, n := range s.SuggestedText.Names {
		if n = strings.TrimSpace(n); n != "" {
			names = append(names, n)
		}
	}
	target := ""
	if s.InputItemID != nil {
		target = *s.InputItemID
	}
	switch s.ParentSection {
	case cv.SectionProfessionalHeader:
		if text == "" || s.SuggestedText.Names != nil {
			return c
		}
		if target == "" {
			if slices.ContainsFunc(c.ProfessionalHeader, func(p cv.HeaderPart) bool { return p.Value == text }) {
				return c
			}
			c.ProfessionalHeader = append(slices.Clone(c.ProfessionalHeader), cv.HeaderPart{ID: newID, Value: text})
			return c
		}
		c.ProfessionalHeader = slices.Clone(c.ProfessionalHeader)
		for i := range c.ProfessionalHeader {
			if c.ProfessionalHeader[i].ID == target {
				c.ProfessionalHeader[i].Value = text
			}
		}
	case cv.SectionAboutMe:
		if text != "" {
			c.AboutMe = text
		}
	case cv.SectionCoreSkills:
		c.CoreSkills = applyNames(c.CoreSkills, target, text, names, s.SuggestedText.Names != nil)
	case cv.SectionToolsTechnologies:
		c.ToolsTechnologies = applyNames(c.ToolsTechnologies, target, text, names, s.SuggestedText.Names != nil)
	case cv.SectionLanguages:
		name, level := splitLanguage(text)
		if name == "" {
			return c
		}
		if target == "" && slices.ContainsFunc(c.Languages, func(l cv.StructuredLanguage) bool { return strings.EqualFold(l.Language, name) }) {
			return c
		}
		c.Languages = slices.Clone(c.Languages)
		if target == "" {
			c.Languages = append(c.Languages, cv.StructuredLanguage{ID: newID, Language: name, Proficiency: level})
			return c
		}
		for i := range c.Languages {
			if c.Languages[i].ID == target {
				c.Languages[i].Language = name
				if level != "" {
					c.Languages[i].Proficiency = level
				}
			}
		}
	case cv.SectionEducation:
		if text == "" {
			return c
		}
		if target == "" && slices.ContainsFunc(c.Education, func(e cv.StructuredEducation) bool { return e.Degree == text }) {
			return c
		}
		c.Education = slices.Clone(c.Education)
		if target == "" {
			c.Education = append(c.Education, cv.StructuredEducation{ID: newID, Degree: text})
			return c
		}
		for i := range c.Education {
			if c.Education[i].ID == target {
				c.Education[i].Notes = text
			}
		}
	default:
		return applyExperience(c, s, target, text)
	}
	return c
}

// applyExperience edits the responsibility s points at, or adds the text to
// the experience s names (or the one holding its target).
func applyExperience(c cv.StructuredCV, s cv.Suggestion, target, text string) cv.StructuredCV {
	if text == "" {
		return c
	}
	expID := ""
	if s.ProfessionalExperienceID != nil {
		expID = *s.ProfessionalExperienceID
	} else {
		for _, e := range c.ProfessionalExperience {
			if slices.ContainsFunc(e.Responsibilities, func(r cv.Responsibility) bool { return r.ID == target }) {
				expID = e.ID
			}
		}
	}
	c.ProfessionalExperience = slices.Clone(c.ProfessionalExperience)
	for i, e := range c.ProfessionalExperience {
		if e.ID != expID {
			continue
		}
		if target == "" && slices.ContainsFunc(e.Responsibilities, func(r cv.Responsibility) bool { return r.Text == text }) {
			return c
		}
		rs := slices.Clone(e.Responsibilities)
		if target == "" {
			rs = append(rs, cv.Responsibility{ID: newID, Text: text})
		}
		for k := range rs {
			if rs[k].ID == target {
				rs[k].Text = text
			}
		}
		c.ProfessionalExperience[i].Responsibilities = rs
	}
	return c
}

// applyNames is Apply for a skill or tool list.
func applyNames(items []cv.NamedItem, target, text string, names []string, isList bool) []cv.NamedItem {
	key := func(s string) string { return strings.ToLower(strings.TrimSpace(s)) }
	if isList {
		have := map[string]cv.NamedItem{}
		for _, it := range items {
			have[key(it.Name)] = it
		}
		same := len(names) == len(items)
		for _, n := range names {
			_, ok := have[key(n)]
			same = same && ok
		}
		out := slices.Clone(items)
		if same {
			for i, n := range names {
				out[i] = have[key(n)]
			}
			return out
		}
		for _, n := range names {
			if _, ok := have[key(n)]; !ok {
				out = append(out, cv.NamedItem{ID: newID, Name: n})
				have[key(n)] = cv.NamedItem{}
			}
		}
		return out
	}
	if text == "" {
		return items
	}
	out := slices.Clone(items)
	if target != "" {
		for i := range out {
			if out[i].ID == target {
				out[i].Name = text
			}
		}
		return out
	}
	for _, it := range items {
		if key(it.Name) == key(text) {
			return items
		}
	}
	return append(out, cv.NamedItem{ID: newID, Name: text})
}

// splitLanguage reads a language suggestion's text, "German: C1" or
// "German", into the language and its level ("" when none is given).
func splitLanguage(text string) (name, level string) {
	name, level, _ = strings.Cut(strings.TrimSpace(text), ": ")
	return strings.TrimSpace(name), strings.TrimSpace(level)
}

func reflectEqual(a, b cv.StructuredCV) bool { return reflect.DeepEqual(a, b) }
