package cv

import "fmt"

// headerSeparator splits the professional header into its parts (spec
// section 3) and joins them again.
const headerSeparator = "•"

// ToStructured builds the editable CV with generated ids, all numbered from 1
// in document order: header_N, exp_N, exp_N_rM, edu_N, skill_N, tech_N,
// lang_N, and those of the extra sections (see StructuredCV). The header is split on the bullet character, each part trimmed and
// empty parts dropped; a nil CV gives nil. Lists are never nil, so the JSON
// holds [] rather than null.
func ToStructured(f *FormattedCV) *StructuredCV {
	if f == nil {
		return nil
	}
	s := &StructuredCV{OtherSections: make([]StructuredSection, 0, len(f.OtherSections))}
	for _, x := range sectionTable {
		x.toStructured(f, s)
	}
	for i, sec := range f.OtherSections {
		id := fmt.Sprintf("other_%d", i+1)
		s.OtherSections = append(s.OtherSections, StructuredSection{ID: id, Title: sec.Title, Lines: textLines(id+"_l", sec.Lines)})
	}
	return s
}

func structuredEntries(prefix string, entries []Entry) []StructuredEntry {
	out := make([]StructuredEntry, 0, len(entries))
	for i, e := range entries {
		id := fmt.Sprintf("%s_%d", prefix, i+1)
		out = append(out, StructuredEntry{ID: id, Title: e.Title, Subtitle: e.Subtitle, Duration: e.Duration, Location: e.Location,
			URL: e.URL, Description: e.Description, Highlights: textLines(id+"_h", e.Highlights)})
	}
	return out
}

// textLines numbers lines as <prefix>1, <prefix>2, ….
func textLines(prefix string, lines []string) []TextLine {
	out := make([]TextLine, 0, len(lines))
	for i, l := range lines {
		out = append(out, TextLine{ID: fmt.Sprintf("%s%d", prefix, i+1), Text: l})
	}
	return out
}

func named(prefix string, names []string) []NamedItem {
	out := make([]NamedItem, 0, len(names))
	for i, n := range names {
		out = append(out, NamedItem{ID: fmt.Sprintf("%s_%d", prefix, i+1), Name: n})
	}
	return out
}

// FromStructured turns an edited CV back into a Formatted CV (for exports
// and scoring): header parts joined with " • ", ids dropped, contact details
// kept. ATS keywords are not part of the editable CV and stay empty.
func FromStructured(s *StructuredCV) FormattedCV {
	f := EmptyFormatted()
	if s == nil {
		return f
	}
	for _, x := range sectionTable {
		x.fromStructured(s, &f)
	}
	for _, sec := range s.OtherSections {
		f.OtherSections = append(f.OtherSections, Section{Title: sec.Title, Lines: lineTexts(sec.Lines)})
	}
	return f
}

// formattedEntries drops the ids; no entries give nil, so the Formatted CV
// leaves the section out.
func formattedEntries(entries []StructuredEntry) []Entry {
	var out []Entry
	for _, e := range entries {
		out = append(out, Entry{Title: e.Title, Subtitle: e.Subtitle, Duration: e.Duration, Location: e.Location,
			URL: e.URL, Description: e.Description, Highlights: lineTexts(e.Highlights)})
	}
	return out
}

func lineTexts(lines []TextLine) []string {
	out := make([]string, 0, len(lines))
	for _, l := range lines {
		out = append(out, l.Text)
	}
	return out
}

func names(items []NamedItem) []string {
	out := make([]string, 0, len(items))
	for _, it := range items {
		out = append(out, it.Name)
	}
	return out
}

// ToTailoring is the transformed CV JSON of the tailoring screen (and of the
// formatted_cv.json download): experience and education with their ids,
// skills and tools as names, languages with ids; then, as extra fields
// written only when filled, the contact details and the extra sections with
// their ids (interests as names).
func ToTailoring(s *StructuredCV) TailoringCV {
	t := TailoringCV{
		ProfessionalExperience: []StructuredExperience{},
		Education:              []StructuredEducation{},
		CoreSkills:             []string{},
		ToolsTechnologies:      []string{},
		Languages:              []StructuredLanguage{},
	}
	if s == nil {
		return t
	}
	for _, x := range sectionTable {
		if x.toTailoring != nil {
			x.toTailoring(s, &t)
		}
	}
	t.OtherSections = nilIfEmpty(s.OtherSections)
	return t
}

func nilIfEmpty[T any](items []T) []T {
	if len(items) == 0 {
		return nil
	}
	return items
}
