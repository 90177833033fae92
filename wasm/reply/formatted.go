package reply

import (
	"encoding/json"

	"github.com/shortlist/shortlist/wasm/cv"
)

// FormattedCV reads the reply to the format operation: {"formattedCV": {…}}
// as the prompt asks, or the Formatted CV object itself.
func FormattedCV(reasoning, content string) (cv.FormattedCV, error) {
	thinking, text, err := extract(reasoning, content)
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
		RawAPIResponse:         rawResponse(thinking, text),
		Phone:                  o.str("phone"),
		Email:                  o.str("email"),
		LinkedIn:               o.str("linkedin", "linkedIn"),
		Address:                o.str("address"),
	}
	if f.ProfessionalHeader == "" && f.AboutMe == "" && len(f.ProfessionalExperience) == 0 &&
		len(f.Education) == 0 && len(f.CoreSkills) == 0 && len(f.ToolsTechnologies) == 0 {
		return cv.FormattedCV{}, fail(CodeShape, "The AI's answer had none of the CV's sections.")
	}
	return f, nil
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
	for _, e := range o.objects("professionalExperience", "professional_experience") {
		x := cv.Experience{
			Company:          e.str("company"),
			Position:         e.str("position", "title"),
			Duration:         e.str("duration"),
			Location:         e.str("location"),
			Responsibilities: e.list("responsibilities"),
		}
		if x.Company != "" || x.Position != "" || len(x.Responsibilities) > 0 {
			out = append(out, x)
		}
	}
	return out
}

func educations(o object) []cv.Education {
	out := []cv.Education{}
	for _, e := range o.objects("education") {
		x := cv.Education{
			Institution: e.str("institution"),
			Degree:      e.str("degree"),
			Duration:    e.str("duration"),
			Location:    e.str("location"),
			Description: e.str("description", "notes"),
		}
		if x.Institution != "" || x.Degree != "" {
			out = append(out, x)
		}
	}
	return out
}

func languages(o object) []cv.Language {
	out := []cv.Language{}
	for _, l := range o.objects("languages") {
		x := cv.Language{Language: l.str("language", "name"), ProficiencyLevel: l.str("proficiencyLevel", "proficiency", "level")}
		if x.Language != "" {
			out = append(out, x)
		}
	}
	return out
}
