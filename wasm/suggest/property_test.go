package suggest

import (
	"os"
	"strings"
	"testing"

	"github.com/shortlist/shortlist/wasm/cv"
	"github.com/shortlist/shortlist/wasm/match"
)

type ratedPair struct {
	name string
	cv   cv.StructuredCV
	jd   string
}

// ratedPairs are the sample and, when ../shared is present, real CV and job
// pairs, each with a made-up AI suggestion list rated alongside.
func ratedPairs(t *testing.T) []ratedPair {
	t.Helper()
	basic := sample()
	basic.ProfessionalExperience[1].Responsibilities = append(basic.ProfessionalExperience[1].Responsibilities, cv.Responsibility{ID: "exp_2_r2", Text: "Grundkenntnisse in Ansible"})
	pairs := []ratedPair{{"sample", sample(), jd}, {"basic level", basic, jd}, {"duties", dutySample(), dutyJD}}
	if _, err := os.Stat(fixtures); err != nil {
		return pairs
	}
	for _, p := range [][2]string{
		{"barry_allen_fe", "job_desc_front_end_engineer"},
		{"alfred_pennyworth_pm", "job_desc_product_manager"},
		{"barry_allen_fe", "job_desc_product_manager"},
		{"alfred_pennyworth_pm", "job_desc_front_end_engineer"},
	} {
		pairs = append(pairs, ratedPair{p[0] + "/" + p[1], structured(readPDF(t, p[0]).CV), readPDF(t, p[1]).Text})
	}
	return pairs
}

// aiLike are suggestions as an AI writes them, for every section, some
// adding what the CV may not show.
func aiLike(c cv.StructuredCV) []Rated {
	var out []Rated
	add := func(s cv.Suggestion) { out = append(out, Rated{Suggestion: s}) }
	add(cv.Suggestion{ID: "ai_1", ParentSection: cv.SectionCoreSkills, SuggestedText: cv.SuggestedText{Names: []string{"Kubernetes", "HTML5"}}, Impact: cv.ImpactHigh})
	add(cv.Suggestion{ID: "ai_2", ParentSection: cv.SectionAboutMe, SuggestedText: cv.SuggestedText{Text: "Engineer with 12 years of React, Ansible and SQL."}, Impact: cv.ImpactHigh})
	add(cv.Suggestion{ID: "ai_3", ParentSection: cv.SectionLanguages, SuggestedText: cv.SuggestedText{Text: "German"}, Impact: cv.ImpactMedium})
	if len(c.ProfessionalExperience) > 0 && len(c.ProfessionalExperience[0].Responsibilities) > 0 {
		e := c.ProfessionalExperience[0]
		add(cv.Suggestion{ID: "ai_4", ParentSection: cv.SectionProfessionalExperience, ProfessionalExperienceID: &e.ID, InputItemID: &e.Responsibilities[0].ID,
			CurrentText: e.Responsibilities[0].Text, SuggestedText: cv.SuggestedText{Text: e.Responsibilities[0].Text + " with Docker and Terraform"}, Impact: cv.ImpactHigh})
	}
	return out
}

// TestEffectIsExact: applying a suggestion marked +N raises the core's
// score (the AnalyzeCV the page shows as "now") by exactly N, one marked
// "no change" leaves it as it is, and one marked applied changes nothing.
func TestEffectIsExact(t *testing.T) {
	moved, duties := 0, 0
	for _, p := range ratedPairs(t) {
		job := match.ReadJob(p.jd)
		before := match.AnalyzeCV(cv.FromStructured(&p.cv), p.jd).MatchPercentage
		all := Rate(p.cv, job, append(Build(p.cv, job), aiLike(p.cv)...))
		for _, s := range all {
			after := Apply(p.cv, s.Suggestion)
			got := match.AnalyzeCV(cv.FromStructured(&after), p.jd).MatchPercentage - before
			if got != s.Effect {
				t.Errorf("%s %s (%s): marked %+d, applying it moves the score %+d", p.name, s.ID, s.SuggestionDescription, s.Effect, got)
			}
			if s.Effect != 0 {
				moved++
			}
			if isDuty(s) {
				duties++
			}
			if s.Applied && (s.Effect != 0 || len(s.Raises) != 0) {
				t.Errorf("%s %s: applied but effect %d raises %v", p.name, s.ID, s.Effect, s.Raises)
			}
		}
	}
	if moved == 0 {
		t.Error("no suggestion moved the score: the property was not exercised")
	}
	if duties == 0 {
		t.Error("no reworded-duty suggestion: the property was not exercised on them")
	}
}

// TestAppliedOnceApplied: rated again on the CV with it applied, a
// suggestion is marked applied and has no effect.
func TestAppliedOnceApplied(t *testing.T) {
	for _, p := range ratedPairs(t) {
		job := match.ReadJob(p.jd)
		for _, s := range Rate(p.cv, job, append(Build(p.cv, job), aiLike(p.cv)...)) {
			if s.Applied {
				continue
			}
			after := Apply(p.cv, s.Suggestion)
			again := Rate(after, job, []Rated{s})[0]
			if !again.Applied || again.Effect != 0 {
				t.Errorf("%s %s: after applying, applied=%v effect=%d", p.name, s.ID, again.Applied, again.Effect)
			}
			if strings.Join(again.Adds, ",") != strings.Join(s.Adds, ",") {
				t.Errorf("%s %s: what it adds changed once applied: %v → %v", p.name, s.ID, s.Adds, again.Adds)
			}
		}
	}
}

// TestNoContradiction: every suggestion about a term, the AI's included,
// rests on the one decision for it: none says the CV shows a term another
// says it adds, and the guard's words go only with what is added.
func TestNoContradiction(t *testing.T) {
	for _, p := range ratedPairs(t) {
		job := match.ReadJob(p.jd)
		fit := job.Fit(cv.FromStructured(&p.cv))
		all := Rate(p.cv, job, append(Build(p.cv, job), aiLike(p.cv)...))
		state := map[string]string{}
		added := map[string]string{}
		for _, s := range all {
			if s.Term != "" {
				if st, ok := state[s.Term]; ok && st != s.TermState {
					t.Errorf("%s: %s is %s in one suggestion and %s in %s", p.name, s.Term, st, s.TermState, s.ID)
				}
				state[s.Term] = s.TermState
				if want := fit.Decide(s.Term).State; s.TermState != want {
					t.Errorf("%s %s: term %s state %s, the core decides %s", p.name, s.ID, s.Term, s.TermState, want)
				}
			}
			for _, a := range s.Adds {
				added[a] = s.ID
			}
			if strings.Contains(s.SuggestionDescription, Guard) && len(s.Adds) == 0 {
				t.Errorf("%s %s: says %q but adds nothing", p.name, s.ID, Guard)
			}
			if len(s.Adds) > 0 && s.Impact == cv.ImpactHigh {
				t.Errorf("%s %s: adds %v at High impact", p.name, s.ID, s.Adds)
			}
		}
		for term, st := range state {
			if id, ok := added[term]; ok && st != match.TermAbsent {
				t.Errorf("%s: %s is %s, yet %s adds it", p.name, term, st, id)
			}
		}
		for _, s := range all {
			shows := strings.Contains(s.SuggestionDescription, "already shows") || strings.Contains(s.SuggestionDescription, "shows it")
			if _, ok := added[s.Term]; shows && ok {
				t.Errorf("%s %s says the CV shows %s, which %s adds", p.name, s.ID, s.Term, added[s.Term])
			}
		}
	}
}

// TestVariantsAreNotAdded: a CV listing HTML5 and CSS3 is not told it lacks
// HTML or CSS (the contradiction).
func TestVariantsAreNotAdded(t *testing.T) {
	c := cv.StructuredCV{
		ProfessionalExperience: []cv.StructuredExperience{{ID: "exp_1", Title: "Front-end Developer", Company: "Shop", Duration: "2020 - Present",
			Responsibilities: []cv.Responsibility{{ID: "exp_1_r1", Text: "Built the shop in React"}}}},
		ToolsTechnologies: []cv.NamedItem{{ID: "tech_1", Name: "HTML5"}, {ID: "tech_2", Name: "CSS3"}},
	}
	job := match.ReadJob("Front-end Engineer\nRequirements:\n- HTML and CSS\n- Front-end development\n- JavaScript")
	ai := []Rated{{Suggestion: cv.Suggestion{ID: "ai_1", ParentSection: cv.SectionToolsTechnologies, SuggestedText: cv.SuggestedText{Names: []string{"HTML", "CSS"}}}}}
	for _, s := range Rate(c, job, append(Build(c, job), ai...)) {
		for _, a := range s.Adds {
			if a == "HTML" || a == "CSS" || a == "front-end development" {
				t.Errorf("%s (%s) adds %s, which the CV shows", s.ID, s.SuggestionDescription, a)
			}
		}
	}
}

// TestStaleTarget: a suggestion whose bullet was deleted is stale, never
// applied, and moves nothing.
func TestStaleTarget(t *testing.T) {
	c := sample()
	job := match.ReadJob(jd)
	var target Rated
	for _, s := range Build(c, job) {
		if s.InputItemID != nil && s.ParentSection == cv.SectionProfessionalExperience {
			target = s
			break
		}
	}
	if target.ID == "" {
		t.Fatal("no suggestion on a bullet")
	}
	c.ProfessionalExperience[0].Responsibilities = nil
	c.ProfessionalExperience[1].Responsibilities = nil
	got := Rate(c, job, []Rated{target})[0]
	if !got.Stale || got.Applied || got.Effect != 0 {
		t.Errorf("deleted target: stale=%v applied=%v effect=%d", got.Stale, got.Applied, got.Effect)
	}
}

// TestTipsAgree: the analysis tips and the tailoring suggestions come from
// the same engine and agree: a skill a tip calls missing is no suggestion's
// shown or implied term, and a skill a tip asks to list is not absent.
func TestTipsAgree(t *testing.T) {
	checked := 0
	for _, p := range ratedPairs(t) {
		job := match.ReadJob(p.jd)
		report := job.AnalyzeCV(cv.FromStructured(&p.cv))
		state := map[string]string{}
		for _, s := range Rate(p.cv, job, Build(p.cv, job)) {
			if s.Term != "" {
				state[s.Term] = s.TermState
			}
			// A duty a suggestion says a bullet shows is never one the
			// analysis asks to show "if you have done it".
			if isDuty(s) {
				checked++
				for _, tip := range append(append([]string{}, report.Suggestions...), report.Weaknesses...) {
					if strings.Contains(tip, "If you have done it") && strings.Contains(tip, s.Requirement) ||
						strings.Contains(tip, "does not clearly show") && strings.Contains(tip, s.Requirement) {
						t.Errorf("%s: %q contradicts %s (%s)", p.name, tip, s.ID, s.SuggestionDescription)
					}
				}
			}
		}
		fit := job.Fit(cv.FromStructured(&p.cv))
		for _, tip := range report.Suggestions {
			if name, ok := strings.CutSuffix(strings.SplitN(tip, ": the job", 2)[0], ""); ok && strings.Contains(tip, "your CV does not mention it") {
				checked++
				if st := state[name]; st == match.TermShown || st == match.TermImplied {
					t.Errorf("%s: a tip says the CV does not mention %s, a suggestion says it is %s", p.name, name, st)
				}
				if d := fit.Decide(name); d.State != match.TermAbsent {
					t.Errorf("%s: a tip says the CV does not mention %s, the core decides %s (%q)", p.name, name, d.State, d.Where)
				}
			}
		}
	}
	if checked == 0 {
		t.Error("no missing-skill tip was checked")
	}
}

// TestFiguresAdded: a figure the CV does not hold is added, as a whole
// number (25 is not held by 2025), and a placeholder claims nothing.
func TestFiguresAdded(t *testing.T) {
	c := sample()
	c.ProfessionalExperience[0].Duration = "2025 - Present"
	job := match.ReadJob(jd)
	for _, tt := range []struct {
		text string
		want string
	}{
		{"Wrote SQL reports for 25 managers", "25"},
		{"Wrote SQL reports for 12 teams", ""},
		{"Cut build time by 40%", "40%"},
		{"Cut build time by [number]%", ""},
	} {
		in := Rated{Suggestion: cv.Suggestion{ID: "x", ParentSection: cv.SectionAboutMe, SuggestedText: cv.SuggestedText{Text: tt.text}}}
		got := strings.Join(Rate(c, job, []Rated{in})[0].Adds, ",")
		if got != tt.want {
			t.Errorf("%q adds %q, want %q", tt.text, got, tt.want)
		}
	}
}

// TestFilledGapsAreApplied: a suggestion with gaps counts as applied once
// the CV holds its text with the gaps filled in.
func TestFilledGapsAreApplied(t *testing.T) {
	c := sample()
	job := match.ReadJob(jd)
	exp := "exp_1"
	in := Rated{Suggestion: cv.Suggestion{ID: "g", ParentSection: cv.SectionProfessionalExperience, ProfessionalExperienceID: &exp,
		SuggestedText: cv.SuggestedText{Text: "Used Docker to [what you built] ([number])"}}}
	got := Rate(c, job, []Rated{in})[0]
	if len(got.Gaps) != 2 || got.Applied {
		t.Fatalf("before: gaps %v applied %v", got.Gaps, got.Applied)
	}
	c.ProfessionalExperience[0].Responsibilities = append(c.ProfessionalExperience[0].Responsibilities, cv.Responsibility{ID: "r_9", Text: "Used Docker to ship the billing service (12 releases a week)"})
	if got := Rate(c, job, []Rated{in})[0]; !got.Applied {
		t.Errorf("filled in, yet not applied")
	}
}

// TestUnusableIsNeverApplied: a suggestion with nothing to apply changes
// nothing, yet is not "applied".
func TestUnusableIsNeverApplied(t *testing.T) {
	in := Rated{Suggestion: cv.Suggestion{ID: "u", ParentSection: cv.SectionAboutMe}}
	if got := Rate(sample(), match.ReadJob(jd), []Rated{in})[0]; got.Applied || got.Effect != 0 {
		t.Errorf("unusable: applied %v effect %d", got.Applied, got.Effect)
	}
}
