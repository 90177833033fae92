package suggest

import (
	"reflect"
	"testing"

	"github.com/shortlist/shortlist/wasm/cv"
)

// TestUndo: each suggestion applied (Place) to the document, then taken
// back out by its steps; the cases of the page's undo tests.
func TestUndo(t *testing.T) {
	withCurrent := func(s Rated, current string) Rated { s.CurrentText = current; return s }
	gapped := sug(cv.SectionProfessionalExperience, nil, ref("exp_2"), "Served [number] users")
	gapped.Gaps = []cv.TextGap{{Marker: "[number]", Start: 7, End: 15}}
	filled := gapped
	filled.SuggestedText.Text = "Served 300 users"
	rows := []struct {
		name    string
		s       Rated
		applied Rated // as applied, when it differs from s (a gap filled in)
		want    []UndoStep
	}{
		{name: "a header part replaced", s: withCurrent(sug(cv.SectionProfessionalHeader, ref("header_2"), nil, "Senior Data Analyst"), "Data Analyst"),
			want: []UndoStep{{Type: UndoSetHeader, Text: "Jane Doe • Data Analyst"}}},
		{name: "a header part added", s: sug(cv.SectionProfessionalHeader, nil, nil, "Berlin"),
			want: []UndoStep{{Type: UndoSetHeader, Text: "Jane Doe • Data Analyst"}}},
		{name: "about me replaced, back to the original without current_text", s: sug(cv.SectionAboutMe, nil, nil, "Analyst with SQL."),
			want: []UndoStep{{Type: UndoSetAbout, Text: "Analyst."}}},
		{name: "skills added", s: sug(cv.SectionCoreSkills, nil, nil, "", "dbt", "SQL", "Looker"),
			want: []UndoStep{{Type: UndoRemove, List: cv.SectionCoreSkills, ID: "skill_4"}, {Type: UndoRemove, List: cv.SectionCoreSkills, ID: "skill_5"}}},
		{name: "skills reordered", s: sug(cv.SectionCoreSkills, nil, nil, "", "Reporting", "SQL", "Statistics"),
			want: []UndoStep{{Type: UndoMove, List: cv.SectionCoreSkills, ID: "skill_1", To: 0}, {Type: UndoMove, List: cv.SectionCoreSkills, ID: "skill_2", To: 1}, {Type: UndoMove, List: cv.SectionCoreSkills, ID: "skill_3", To: 2}}},
		{name: "a tool renamed", s: sug(cv.SectionToolsTechnologies, ref("tech_2"), nil, "Microsoft Excel"),
			want: []UndoStep{{Type: UndoSetText, Section: cv.SectionToolsTechnologies, ID: "tech_2", Field: "name", Text: "Excel"}}},
		{name: "a language added with the level filled in", s: sug(cv.SectionLanguages, nil, nil, "French: [your level]"), applied: sug(cv.SectionLanguages, nil, nil, "French: B2"),
			want: []UndoStep{{Type: UndoRemove, List: cv.SectionLanguages, ID: "lang_4"}}},
		{name: "a language's level", s: sug(cv.SectionLanguages, ref("lang_1"), nil, "German: C2"),
			want: []UndoStep{{Type: UndoSetText, Section: cv.SectionLanguages, ID: "lang_1", Field: "language", Text: "German"}}},
		{name: "an education entry added", s: sug(cv.SectionEducation, nil, nil, "PhD"),
			want: []UndoStep{{Type: UndoRemove, List: cv.SectionEducation, ID: "edu_4"}}},
		{name: "education notes", s: sug(cv.SectionEducation, ref("edu_1"), nil, "Thesis on SQL"),
			want: []UndoStep{{Type: UndoSetText, Section: cv.SectionEducation, ID: "edu_1", Field: "notes", Text: ""}}},
		{name: "a bullet rewritten", s: withCurrent(sug(cv.SectionProfessionalExperience, ref("exp_1_r2"), ref("exp_1"), "Led weekly reviews"), "Ran reviews"),
			want: []UndoStep{{Type: UndoSetText, Section: cv.SectionProfessionalExperience, ID: "exp_1_r2", Field: "text", Text: "Ran reviews"}}},
		{name: "a bullet added with its gap filled in", s: gapped, applied: filled,
			want: []UndoStep{{Type: UndoRemoveResponsibility, ExperienceID: "exp_2", ID: "r_4"}}},
		{name: "a bullet no longer there", s: sug(cv.SectionProfessionalExperience, nil, ref("exp_3"), "Filed reports"), applied: sug(cv.SectionAboutMe, nil, nil, "x")},
	}
	for _, r := range rows {
		t.Run(r.name, func(t *testing.T) {
			applied := r.applied
			if applied.ParentSection == "" {
				applied = r.s
			}
			doc, _, changed := Place(editing(), 3, applied)
			if !changed {
				t.Fatal("the suggestion changed nothing")
			}
			if got := Undo(doc, editing(), r.s); !reflect.DeepEqual(got, r.want) {
				t.Errorf("steps %+v\nwant  %+v", got, r.want)
			}
		})
	}
}

// TestFilledIn: a line is the suggested text with its gaps filled in (the
// gap form's result), or the text itself; the cases of the page's former
// isFilledIn.
func TestFilledIn(t *testing.T) {
	text := "Used Docker to [what you built] ([number])"
	gaps := []cv.TextGap{{Marker: "[what you built]", Start: 15, End: 31}, {Marker: "[number]", Start: 33, End: 41}}
	rows := []struct {
		name, line string
		want       bool
	}{
		{"filled", "Used Docker to ship billing (12 a week)", true},
		{"as suggested", text, true},
		{"another text", "Used Kubernetes to ship billing (12 a week)", false},
		{"a gap left empty", "Used Docker to  ()", false},
	}
	for _, r := range rows {
		t.Run(r.name, func(t *testing.T) {
			if got := filledIn(r.line, text, gaps); got != r.want {
				t.Errorf("filledIn(%q) = %v, want %v", r.line, got, r.want)
			}
		})
	}
}
