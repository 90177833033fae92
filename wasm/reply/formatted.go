package reply

import (
	"encoding/json"
	"strings"

	"github.com/shortlist/shortlist/wasm/cv"
)

// FormattedCV reads the reply to the format operation: {"formattedCV": {…}}
// as the prompt asks, or the Formatted CV object itself, with the contact
// details, the extra sections and the other sections when the reply has
// them (each list at most MaxItems).
func FormattedCV(reasoning, content string) (cv.FormattedCV, error) {
	text, err := extract(reasoning, content)
	if err != nil {
		return cv.FormattedCV{}, err
	}
	o, ok := answerObject(text)
	if !ok {
		return cv.FormattedCV{}, fail(CodeShape, "The AI's answer was not a JSON object with the CV's sections.")
	}
	if inner, ok := o.get("formattedCV", "formatted_cv"); ok {
		if o, ok = decodeObject(string(inner)); !ok {
			return cv.FormattedCV{}, fail(CodeShape, "The AI's formattedCV was not a JSON object.")
		}
	} else if inner, ok := o.sole(); ok {
		o = inner // another wrapper, as in {"cv": {…}}
	}
	f := cv.FormattedCV{
		ProfessionalHeader:     o.str("professionalHeader", "professional_header"),
		AboutMe:                o.str("aboutMe", "about_me"),
		ProfessionalExperience: experiences(o),
		Education:              educations(o),
		CoreSkills:             o.list("coreSkills", "core_skills"),
		ToolsTechnologies:      o.list("toolsTechnologies", "tools_technologies"),
		Languages:              languages(o),
		ATSKeywords:            o.list("atsKeywords", "ats_keywords"),
		RawAPIResponse:         rawResponse(text),
		Phone:                  o.str("phone"),
		Email:                  o.str("email"),
		LinkedIn:               o.str("linkedin", "linkedIn"),
		Address:                o.str("address", "location"),
		Name:                   o.str("name", "fullName", "full_name"),
		Website:                o.str("website", "url"),
		OtherSections:          otherSections(o),
	}
	extraSections(o, &f)
	if f.ProfessionalHeader == "" && f.AboutMe == "" && len(f.ProfessionalExperience) == 0 &&
		len(f.Education) == 0 && len(f.CoreSkills) == 0 && len(f.ToolsTechnologies) == 0 {
		return cv.FormattedCV{}, fail(CodeShape, "The AI's answer had none of the CV's sections.")
	}
	return f, nil
}

// extraReadings are the extra sections' rows of reading (cv.Readings):
// their reply keys and their places in the CV.
var extraReadings = cv.Readings()

// extraSections reads each extra section under the first of its reply keys
// the reply has: an entry section's items, or a section of names.
func extraSections(o object, f *cv.FormattedCV) {
	for _, r := range extraReadings {
		if r.Names != nil {
			*r.Names(f) = nilIfEmpty(o.list(r.ReplyKeys...))
		} else {
			*r.Entries(f) = entries(o, r.ReplyKeys...)
		}
	}
}

// objects decodes the first of names as a list of objects, at most MaxItems.
func (o object) objects(names ...string) []object {
	v, ok := o.get(names...)
	if !ok {
		return nil
	}
	var items []json.RawMessage
	if json.Unmarshal(v, &items) != nil {
		return nil
	}
	var out []object
	for _, it := range items {
		if obj, ok := decodeObject(string(it)); ok {
			out = append(out, obj)
			if len(out) == MaxItems {
				break
			}
		}
	}
	return out
}

func experiences(o object) []cv.Experience {
	out := []cv.Experience{}
	for _, e := range o.objects("professionalExperience", "professional_experience", "experience") {
		x := cv.Experience{
			Company:          e.str("company", "employer", "organization"),
			Position:         e.str("position", "title", "role", "job_title", "jobTitle"),
			Duration:         duration(e),
			Location:         e.str("location"),
			Responsibilities: e.list("responsibilities", "achievements", "highlights", "bullets"),
		}
		if x.Company != "" || x.Position != "" || len(x.Responsibilities) > 0 {
			out = append(out, x)
		}
	}
	return out
}

// duration is the entry's duration, or its start and end dates joined as the
// prompt's example writes them ("Jan 2020 - Present").
func duration(e object) string {
	if d := e.str("duration", "dates", "period"); d != "" {
		return d
	}
	start, end := e.str("start_date", "startDate", "start"), e.str("end_date", "endDate", "end")
	if start == "" || end == "" {
		return start + end
	}
	return start + " - " + end
}

func educations(o object) []cv.Education {
	out := []cv.Education{}
	for _, e := range o.objects("education") {
		x := cv.Education{
			Institution: e.str("institution", "school", "university"),
			Degree:      e.str("degree", "qualification"),
			Duration:    duration(e),
			Location:    e.str("location"),
			Description: e.str("description", "notes"),
		}
		if x.Institution != "" || x.Degree != "" {
			out = append(out, x)
		}
	}
	return out
}

// languages reads the language list; an item may also be a plain string
// such as "German (B2)", "German: B2" or "German - native".
func languages(o object) []cv.Language {
	out := []cv.Language{}
	v, ok := o.get("languages")
	if !ok {
		return out
	}
	var items []json.RawMessage
	if json.Unmarshal(v, &items) != nil {
		return out
	}
	seen := map[string]bool{}
	for _, it := range items {
		var x cv.Language
		if l, ok := decodeObject(string(it)); ok {
			x = cv.Language{Language: l.str("language", "name"), ProficiencyLevel: l.str("proficiencyLevel", "proficiency", "level")}
		} else {
			x = splitLanguage(scalarText(it))
		}
		if key := strings.ToLower(x.Language); x.Language != "" && !seen[key] {
			seen[key] = true // a repeated language would block Save with 'Duplicate language'
			out = append(out, x)
			if len(out) == MaxItems {
				break
			}
		}
	}
	return out
}

// splitLanguage reads "German (B2)", "German: B2", "German - B2" or
// "German – B2"; anything else is the language alone.
func splitLanguage(s string) cv.Language {
	if open := strings.LastIndex(s, "("); open > 0 && strings.HasSuffix(s, ")") {
		return cv.Language{Language: strings.TrimSpace(s[:open]), ProficiencyLevel: strings.TrimSpace(s[open+1 : len(s)-1])}
	}
	for _, sep := range []string{": ", " - ", " – "} {
		if name, level, ok := strings.Cut(s, sep); ok {
			return cv.Language{Language: strings.TrimSpace(name), ProficiencyLevel: strings.TrimSpace(level)}
		}
	}
	return cv.Language{Language: s}
}

// entries reads an extra section's items; an item may also be a plain
// string, read as its title. None gives nil, so the CV leaves it out.
func entries(o object, names ...string) []cv.Entry {
	v, ok := o.get(names...)
	if !ok {
		return nil
	}
	var items []json.RawMessage
	if json.Unmarshal(v, &items) != nil {
		return nil
	}
	var out []cv.Entry
	for _, it := range items {
		var x cv.Entry
		if e, ok := decodeObject(string(it)); ok {
			x = cv.Entry{
				Title:       e.str("title", "name", "position", "role"),
				Subtitle:    e.str("subtitle", "organization", "organisation", "issuer", "awarder", "publisher", "entity", "company"),
				Duration:    duration(e),
				Location:    e.str("location"),
				URL:         e.str("url", "link"),
				Description: e.str("description", "summary", "reference"),
				Highlights:  e.list("highlights", "bullets", "achievements", "responsibilities"),
			}
			if x.Duration == "" {
				x.Duration = e.str("date", "releaseDate", "year")
			}
		} else {
			x = cv.Entry{Title: scalarText(it), Highlights: []string{}}
		}
		if x.Title != "" || x.Subtitle != "" || x.Description != "" || len(x.Highlights) > 0 {
			out = append(out, x)
			if len(out) == MaxItems {
				break
			}
		}
	}
	return out
}

// otherSections reads the sections under other headings: a title and its
// lines; a section with neither is dropped.
func otherSections(o object) []cv.Section {
	var out []cv.Section
	for _, s := range o.objects("otherSections", "other_sections") {
		x := cv.Section{Title: s.str("title", "heading", "name"), Lines: s.list("lines", "items", "content")}
		if x.Title != "" || len(x.Lines) > 0 {
			out = append(out, x)
		}
	}
	return out
}

func nilIfEmpty(items []string) []string {
	if len(items) == 0 {
		return nil
	}
	return items
}
