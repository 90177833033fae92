package suggest

import (
	"reflect"
	"strings"
	"testing"

	"github.com/shortlist/shortlist/wasm/cv"
)

// editing is the document the page's reducer tests edit (web/src/cv), its
// highest id number 3.
func editing() cv.StructuredCV {
	return cv.StructuredCV{
		ProfessionalHeader: []cv.HeaderPart{{ID: "header_1", Value: "Jane Doe"}, {ID: "header_2", Value: "Data Analyst"}},
		AboutMe:            "Analyst.",
		ProfessionalExperience: []cv.StructuredExperience{
			{ID: "exp_1", Title: "Analyst", Company: "Acme", Location: "Berlin", Duration: "2019 – 2021", Responsibilities: []cv.Responsibility{
				{ID: "exp_1_r1", Text: "Built dashboards"}, {ID: "exp_1_r2", Text: "Ran reviews"}, {ID: "exp_1_r3", Text: "Wrote SQL"},
			}},
			{ID: "exp_2", Title: "Intern", Company: "Beta", Duration: "2018", Responsibilities: []cv.Responsibility{}},
			{ID: "exp_3", Title: "Clerk", Company: "Gamma", Duration: "2017", Responsibilities: []cv.Responsibility{}},
		},
		Education: []cv.StructuredEducation{
			{ID: "edu_1", Degree: "MSc", Institution: "TU Berlin", Location: "Berlin", Duration: "2017"},
			{ID: "edu_2", Degree: "BSc", Institution: "FU Berlin", Location: "Berlin", Duration: "2015"},
		},
		CoreSkills:        []cv.NamedItem{{ID: "skill_1", Name: "SQL"}, {ID: "skill_2", Name: "Statistics"}, {ID: "skill_3", Name: "Reporting"}},
		ToolsTechnologies: []cv.NamedItem{{ID: "tech_1", Name: "Python"}, {ID: "tech_2", Name: "Excel"}},
		Languages:         []cv.StructuredLanguage{{ID: "lang_1", Language: "German", Proficiency: "Native"}},
	}
}

func ref(s string) *string { return &s }

// sug is a suggestion on section with text (a string) or names (the list form).
func sug(section string, target, exp *string, text string, names ...string) Rated {
	st := cv.SuggestedText{Text: text}
	if names != nil {
		st = cv.SuggestedText{Names: names}
	}
	return Rated{Suggestion: cv.Suggestion{ID: "sug_1", ParentSection: section, InputItemID: target, ProfessionalExperienceID: exp, SuggestedText: st}}
}

func headerLine(c cv.StructuredCV) string {
	var parts []string
	for _, p := range c.ProfessionalHeader {
		parts = append(parts, p.Value)
	}
	return strings.Join(parts, " • ")
}

func TestPlace(t *testing.T) {
	rows := []struct {
		name string
		s    Rated
		got  func(cv.StructuredCV) any
		want any
	}{
		{"header part by id", sug(cv.SectionProfessionalHeader, ref("header_2"), nil, "Senior Data Analyst"),
			func(c cv.StructuredCV) any { return headerLine(c) }, "Jane Doe • Senior Data Analyst"},
		{"a header part added gets a new id", sug(cv.SectionProfessionalHeader, nil, nil, "Berlin"),
			func(c cv.StructuredCV) any { return c.ProfessionalHeader[2] }, cv.HeaderPart{ID: "header_4", Value: "Berlin"}},
		{"about me", sug(cv.SectionAboutMe, nil, nil, "New about."),
			func(c cv.StructuredCV) any { return c.AboutMe }, "New about."},
		{"a responsibility by id", sug(cv.SectionProfessionalExperience, ref("exp_1_r2"), ref("exp_1"), "Led weekly reviews"),
			func(c cv.StructuredCV) any { return c.ProfessionalExperience[0].Responsibilities[1] }, cv.Responsibility{ID: "exp_1_r2", Text: "Led weekly reviews"}},
		{"a new responsibility for an experience", sug("exp_2", nil, ref("exp_2"), "Filed reports"),
			func(c cv.StructuredCV) any { return c.ProfessionalExperience[1].Responsibilities },
			[]cv.Responsibility{{ID: "r_4", Text: "Filed reports"}}},
		{"names the skills lack are added", sug(cv.SectionCoreSkills, nil, nil, "", "sql", "Tableau"),
			func(c cv.StructuredCV) any { return c.CoreSkills },
			[]cv.NamedItem{{ID: "skill_1", Name: "SQL"}, {ID: "skill_2", Name: "Statistics"}, {ID: "skill_3", Name: "Reporting"}, {ID: "skill_4", Name: "Tableau"}}},
		{"the same names in another order reorder, ids kept", sug(cv.SectionToolsTechnologies, nil, nil, "", "Excel", "Python"),
			func(c cv.StructuredCV) any { return c.ToolsTechnologies },
			[]cv.NamedItem{{ID: "tech_2", Name: "Excel"}, {ID: "tech_1", Name: "Python"}}},
		{"a tool added gets a tool's id", sug(cv.SectionToolsTechnologies, nil, nil, "Tableau"),
			func(c cv.StructuredCV) any { return c.ToolsTechnologies[2] }, cv.NamedItem{ID: "tech_4", Name: "Tableau"}},
		{"a skill renamed by id", sug(cv.SectionCoreSkills, ref("skill_3"), nil, "BI reporting"),
			func(c cv.StructuredCV) any { return c.CoreSkills[2] }, cv.NamedItem{ID: "skill_3", Name: "BI reporting"}},
		{"a new language with the level the user wrote", sug(cv.SectionLanguages, nil, nil, "French: B2"),
			func(c cv.StructuredCV) any { return c.Languages },
			[]cv.StructuredLanguage{{ID: "lang_1", Language: "German", Proficiency: "Native"}, {ID: "lang_4", Language: "French", Proficiency: "B2"}}},
		{"a language's level by id", sug(cv.SectionLanguages, ref("lang_1"), nil, "German: C2"),
			func(c cv.StructuredCV) any { return c.Languages[0] }, cv.StructuredLanguage{ID: "lang_1", Language: "German", Proficiency: "C2"}},
		{"a language of a name in another case adds nothing", sug(cv.SectionLanguages, nil, nil, "GERMAN"),
			func(c cv.StructuredCV) any { return c.Languages }, editing().Languages},
		{"education notes by id", sug(cv.SectionEducation, ref("edu_1"), nil, "Thesis on SQL"),
			func(c cv.StructuredCV) any { return c.Education[0].Notes }, "Thesis on SQL"},
		{"a degree added", sug(cv.SectionEducation, nil, nil, "PhD"),
			func(c cv.StructuredCV) any { return c.Education[2] }, cv.StructuredEducation{ID: "edu_4", Degree: "PhD"}},
	}
	for _, r := range rows {
		t.Run(r.name, func(t *testing.T) {
			got, _, _ := Place(editing(), 3, r.s)
			if g := r.got(got); !reflect.DeepEqual(g, r.want) {
				t.Errorf("got %#v, want %#v", g, r.want)
			}
		})
	}
}

func TestPlaceSeq(t *testing.T) {
	// Ids go above seq, not above the document's highest: a deleted item's id is never reused.
	c, seq, changed := Place(editing(), 9, sug(cv.SectionCoreSkills, nil, nil, "", "Tableau", "Looker"))
	if !changed || seq != 11 {
		t.Fatalf("changed %v, seq %d; want true, 11", changed, seq)
	}
	if got := c.CoreSkills[3:]; !reflect.DeepEqual(got, []cv.NamedItem{{ID: "skill_10", Name: "Tableau"}, {ID: "skill_11", Name: "Looker"}}) {
		t.Errorf("added %#v", got)
	}
	if _, seq, _ := Place(editing(), 9, sug(cv.SectionAboutMe, nil, nil, "New.")); seq != 9 {
		t.Errorf("an edit that adds nothing moved seq to %d", seq)
	}
}

func TestPlacePlaceholders(t *testing.T) {
	gapped := sug(cv.SectionAboutMe, nil, nil, "Served [number] users")
	gapped.Gaps = []cv.TextGap{{Marker: "[number]"}}
	filled := gapped
	filled.SuggestedText.Text = "Served 300 users"
	rows := []struct {
		name string
		s    Rated
		want []string
	}{
		{"the gaps a suggestion brings are Shortlist's", gapped, []string{"[number]"}},
		{"only those still in the text", filled, nil},
		// The user's own brackets, in a suggestion without gaps, are text.
		{"a suggestion without gaps marks none", sug(cv.SectionAboutMe, nil, nil, "Led the [Confidential] rollout"), nil},
	}
	for _, r := range rows {
		t.Run(r.name, func(t *testing.T) {
			got, _, _ := Place(editing(), 3, r.s)
			if !reflect.DeepEqual(got.Placeholders, r.want) {
				t.Errorf("placeholders %q, want %q", got.Placeholders, r.want)
			}
		})
	}
}

func TestPlaceUnusable(t *testing.T) {
	rows := map[string]Rated{
		"a target no experience holds": sug(cv.SectionProfessionalExperience, ref("exp_9_r1"), nil, "x"),
		"a blank text":                 sug(cv.SectionAboutMe, nil, nil, " "),
		"a skill it already has":       sug(cv.SectionCoreSkills, nil, nil, " sql "),
	}
	for name, s := range rows {
		t.Run(name, func(t *testing.T) {
			before := editing()
			got, seq, changed := Place(before, 3, s)
			if changed || seq != 3 || !reflect.DeepEqual(got, editing()) {
				t.Errorf("changed %v, seq %d, doc changed %v", changed, seq, !reflect.DeepEqual(got, editing()))
			}
		})
	}
}
