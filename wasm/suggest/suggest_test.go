package suggest

import (
	"strings"
	"testing"

	"github.com/shortlist/shortlist/wasm/cv"
	"github.com/shortlist/shortlist/wasm/lexicon"
	"github.com/shortlist/shortlist/wasm/match"
)

// sample is a CV with material for every rule.
func sample() cv.StructuredCV {
	return cv.StructuredCV{
		ProfessionalHeader: []cv.HeaderPart{{ID: "header_1", Value: "Jane Doe"}, {ID: "header_2", Value: "Software Person"}, {ID: "header_3", Value: "jane@example.com"}},
		AboutMe:            "I build services.",
		ProfessionalExperience: []cv.StructuredExperience{{
			ID: "exp_1", Title: "Backend Engineer", Company: "Acme", Duration: "2019 - Present",
			Responsibilities: []cv.Responsibility{
				{ID: "exp_1_r1", Text: "Responsible for managing the Docker build pipeline"},
				{ID: "exp_1_r2", Text: "Built Python services on Kubernetes"},
				{ID: "exp_1_r3", Text: "Wrote SQL reports for 12 teams"},
				{ID: "exp_1_r4", Text: "Involved in the move to GitHub Actions"},
				{ID: "exp_1_r5", Text: "Mentored new engineers"},
				{ID: "exp_1_r6", Text: "Ran the on-call rotation and wrote its runbooks"},
			},
		}, {
			ID: "exp_2", Title: "Developer", Company: "Beta", Duration: "2016 - 2019",
			Responsibilities: []cv.Responsibility{{ID: "exp_2_r1", Text: "Kept the billing system running"}},
		}},
		CoreSkills:        []cv.NamedItem{{ID: "skill_1", Name: "Leadership"}, {ID: "skill_2", Name: "Terraform"}},
		ToolsTechnologies: []cv.NamedItem{{ID: "tech_1", Name: "Excel"}, {ID: "tech_2", Name: "Java"}, {ID: "tech_3", Name: "Python"}},
	}
}

const jd = `# Senior Backend Engineer

Requirements:
- Python and Kubernetes
- Docker
- Terraform and Ansible
- Fluent German

Nice to have:
- Go`

func TestFabricationGuard(t *testing.T) {
	c := sample()
	var cvText strings.Builder
	for _, e := range c.ProfessionalExperience {
		for _, r := range e.Responsibilities {
			cvText.WriteString(r.Text + "\n")
		}
	}
	shown := map[string]bool{}
	for _, it := range append(c.CoreSkills, c.ToolsTechnologies...) {
		shown[it.Name] = true
	}
	for _, m := range lexicon.Find(cvText.String()) {
		shown[m.Term.Name] = true
	}
	got := Suggestions(c, jd)
	guarded := 0
	for _, s := range got {
		for _, n := range s.SuggestedText.Names {
			if shown[n] {
				continue
			}
			guarded++
			if !strings.Contains(s.SuggestionDescription, Guard) {
				t.Errorf("%s adds %q, which the CV does not show, without the guard: %q", s.ID, n, s.SuggestionDescription)
			}
			if s.Impact == cv.ImpactHigh {
				t.Errorf("%s adds %q, which the CV does not show, at High impact", s.ID, n)
			}
		}
	}
	if guarded == 0 {
		t.Errorf("no guarded suggestion for Ansible: %+v", got)
	}
}

func TestRules(t *testing.T) {
	got := Suggestions(sample(), jd)
	tests := []struct {
		name, section, item, wantText string
		wantNames                     string
		impact                        string
	}{
		{"buried skill", cv.SectionToolsTechnologies, "", "", "Docker", cv.ImpactHigh},
		{"buried tool from an alternative", cv.SectionToolsTechnologies, "", "", "Kubernetes", cv.ImpactHigh},
		{"reorder", cv.SectionToolsTechnologies, "", "", "Python,Excel,Java", cv.ImpactMedium},
		{"weak opening", cv.SectionProfessionalExperience, "exp_1_r1", "Managed the Docker build pipeline", "", cv.ImpactMedium},
		{"involved in", cv.SectionProfessionalExperience, "exp_1_r4", "Contributed to the move to GitHub Actions", "", cv.ImpactMedium},
		{"figure", cv.SectionProfessionalExperience, "exp_1_r2", "Built Python services on Kubernetes ([number])", "", cv.ImpactMedium},
		// No role is senior, so the title goes in without "Senior".
		{"title in header", cv.SectionProfessionalHeader, "header_2", "Backend Engineer", "", cv.ImpactHigh},
		{"listed but used in no bullet", cv.SectionProfessionalExperience, "", "Used Terraform to [what you built or improved] ([number])", "", cv.ImpactHigh},
		{"missing tool", cv.SectionToolsTechnologies, "", "", "Ansible", cv.ImpactMedium},
		{"missing language, its level asked of the user", cv.SectionLanguages, "", "German: [your level]", "", cv.ImpactMedium},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, s := range got {
				item := ""
				if s.InputItemID != nil {
					item = *s.InputItemID
				}
				if s.ParentSection == tt.section && item == tt.item && s.SuggestedText.Text == tt.wantText &&
					strings.Join(s.SuggestedText.Names, ",") == tt.wantNames {
					if s.Impact != tt.impact {
						t.Errorf("got impact %s, want %s", s.Impact, tt.impact)
					}
					return
				}
			}
			t.Errorf("no suggestion %s/%s %q %q in %+v", tt.section, tt.item, tt.wantText, tt.wantNames, got)
		})
	}
}

func TestShapeAndOrder(t *testing.T) {
	got := Suggestions(sample(), jd)
	if len(got) < 12 || len(got) > 20 {
		t.Errorf("got %d suggestions, want 12–20 for a CV with this much material", len(got))
	}
	header, about := 0, 0
	for i, s := range got {
		if s.ID == "" || s.ParentSection == "" || s.SuggestionDescription == "" || s.ImpactDescription == "" {
			t.Errorf("suggestion %d misses a field the page needs: %+v", i, s)
		}
		if i > 0 && impactRank(got[i-1].Impact) > impactRank(s.Impact) {
			t.Errorf("suggestion %d (%s) after a lower impact", i, s.Impact)
		}
		switch s.ParentSection {
		case cv.SectionProfessionalHeader:
			header++
		case cv.SectionAboutMe:
			about++
		}
	}
	if header > 1 || about > 1 {
		t.Errorf("got %d header and %d about-me suggestions, want at most one each", header, about)
	}
	again := Suggestions(sample(), jd)
	for i := range got {
		if got[i].ID != again[i].ID || got[i].SuggestionDescription != again[i].SuggestionDescription {
			t.Fatalf("suggestion %d differs between runs", i)
		}
	}
}

func TestNothingToSuggest(t *testing.T) {
	if got := Suggestions(cv.StructuredCV{}, ""); got == nil || len(got) != 0 {
		t.Errorf("got %+v for empty inputs", got)
	}
}

func TestPast(t *testing.T) {
	tests := map[string]string{"managing": "Managed", "leading": "Led", "carrying": "Carried", "planning": "Planned",
		"deploying": "Deployed", "creating": "Created", "developing": "Developed"}
	for in, want := range tests {
		t.Run(in, func(t *testing.T) {
			if got := past(in); got != want {
				t.Errorf("got %q, want %q", got, want)
			}
		})
	}
}

func TestRewrites(t *testing.T) {
	tests := []struct {
		name, duration, bullet, want string
	}{
		{"duty", "2019 - Present", "Responsible for managing the team", "Managed the team"},
		{"involved", "2019 - Present", "Involved in the cloud move", "Contributed to the cloud move"},
		{"adverb", "2019 - Present", "Successfully delivered the project", "Delivered the project"},
		{"gerund in an ended role", "2015 - 2018", "Leading a team of four", "Led a team of four"},
		{"gerund in the current role stays", "2019 - Present", "Leading a team of four", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := cv.StructuredCV{ProfessionalExperience: []cv.StructuredExperience{{ID: "exp_1", Duration: tt.duration,
				Responsibilities: []cv.Responsibility{{ID: "exp_1_r1", Text: tt.bullet}}}}}
			got := ""
			for _, s := range Suggestions(c, "Requirements: Python") {
				if s.InputItemID != nil && *s.InputItemID == "exp_1_r1" && !strings.Contains(s.SuggestedText.Text, "[number]") {
					got = s.SuggestedText.Text
				}
			}
			if got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

func TestLanguageAtALowerLevel(t *testing.T) {
	c := cv.StructuredCV{Languages: []cv.StructuredLanguage{{ID: "lang_1", Language: "German", Proficiency: "B1"}}}
	for _, s := range Suggestions(c, "Fluent German is required.") {
		if s.ParentSection != cv.SectionLanguages {
			continue
		}
		if strings.Contains(s.SuggestionDescription, Guard) || !strings.Contains(s.SuggestionDescription, "higher level of German") {
			t.Errorf("got %q, want the lower level named without calling German absent", s.SuggestionDescription)
		}
		return
	}
	t.Error("no languages suggestion")
}

// dutySample is a CV whose bullets show duties of dutyJD in other words
// (AWS for Amazon Web Services, Jenkins for CI/CD) and one only weakly
// (liaising for stakeholder relationships).
func dutySample() cv.StructuredCV {
	return cv.StructuredCV{
		ProfessionalHeader: []cv.HeaderPart{{ID: "header_1", Value: "Sam Roe"}, {ID: "header_2", Value: "Platform Engineer"}},
		ProfessionalExperience: []cv.StructuredExperience{{
			ID: "exp_1", Title: "Platform Engineer", Company: "Acme", Duration: "2019 - Present",
			Responsibilities: []cv.Responsibility{
				{ID: "exp_1_r1", Text: "Looked after the AWS platform for three teams"},
				{ID: "exp_1_r2", Text: "Automated builds and deployments with Jenkins"},
				{ID: "exp_1_r3", Text: "Liaised with clients and partners to agree scope"},
			},
		}},
		CoreSkills:        []cv.NamedItem{{ID: "skill_1", Name: "Python"}},
		ToolsTechnologies: []cv.NamedItem{{ID: "tech_1", Name: "Terraform"}},
	}
}

const dutyJD = "Platform Engineer\n\nResponsibilities:\n- Run Amazon Web Services platforms and tooling\n- Build CI/CD pipelines for our services\n- Manage stakeholder relationships\n\nRequirements:\n- Python\n- Terraform\n- Kubernetes"

// isDuty reports whether a suggestion is a reworded duty.
func isDuty(s Rated) bool {
	return strings.HasPrefix(s.SuggestionDescription, "Use the job's words in this bullet")
}

// TestRewordedDuties: a bullet that shows a duty in other words gets the
// job's words after it, quoting the duty and the bullet, adding nothing the
// CV does not show; a bullet that shows a duty only weakly gets none.
func TestRewordedDuties(t *testing.T) {
	c := dutySample()
	got := map[string]Rated{}
	for _, s := range Suggestions(c, dutyJD) {
		if isDuty(s) {
			got[*s.InputItemID] = s
		}
	}
	want := map[string]string{
		"exp_1_r1": "Looked after the AWS platform for three teams (Amazon Web Services)",
		"exp_1_r2": "Automated builds and deployments with Jenkins (CI/CD)",
	}
	for id, text := range want {
		s, ok := got[id]
		switch {
		case !ok:
			t.Errorf("%s: no reworded-duty suggestion", id)
		case s.SuggestedText.Text != text:
			t.Errorf("%s: suggests %q, want %q", id, s.SuggestedText.Text, text)
		case s.Evidence != s.CurrentText || s.Requirement == "" || len(s.Adds) != 0:
			t.Errorf("%s: evidence %q requirement %q adds %v", id, s.Evidence, s.Requirement, s.Adds)
		}
	}
	if s, ok := got["exp_1_r3"]; ok {
		t.Errorf("weak evidence became a suggestion: %q", s.SuggestedText.Text)
	}
}

// TestLanguageLevel: a language the job asks at a higher level than the CV
// lists is asked of the user on the row it lists (the gap form), carries no
// level the CV does not show, and counts as applied once the row holds a
// level the user wrote; applying it sets the row's level, not a new row.
func TestLanguageLevel(t *testing.T) {
	c := sample()
	c.Languages = []cv.StructuredLanguage{{ID: "lang_1", Language: "German", Proficiency: "B1"}}
	job := match.ReadJob("Backend Engineer\nRequirements:\n- Python\n- Docker\n- Fluent German (C1)")
	var s Rated
	for _, x := range Rate(c, job, Build(c, job)) {
		if x.ParentSection == cv.SectionLanguages {
			s = x
		}
	}
	if s.InputItemID == nil || *s.InputItemID != "lang_1" || s.SuggestedText.Text != "German: [your level]" || len(s.Gaps) != 1 || s.Applied {
		t.Fatalf("got %+v, want a gap on lang_1", s)
	}
	if s.Evidence != "German: B1" {
		t.Errorf("evidence %q, want the row", s.Evidence)
	}
	filled := s
	filled.SuggestedText.Text = "German: C1"
	after := Apply(c, filled.Suggestion)
	if len(after.Languages) != 1 || after.Languages[0].Proficiency != "C1" {
		t.Fatalf("applied: %+v", after.Languages)
	}
	if got := Rate(after, job, []Rated{s})[0]; !got.Applied {
		t.Errorf("filled in, yet not applied")
	}
	if got := Rate(c, job, []Rated{s})[0]; got.Applied {
		t.Errorf("the row as it was counts as applied")
	}
}
