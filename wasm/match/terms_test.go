package match

import (
	"strings"
	"testing"

	"github.com/shortlist/shortlist/wasm/cv"
)

func TestDecide(t *testing.T) {
	tests := []struct {
		name, cvText, term string
		state, by          string
		where              string // a part of the quoted CV words
	}{
		{"HTML5 is HTML", "Skills: HTML5/CSS3, React", "HTML", TermShown, "", "HTML5"},
		{"CSS3 is CSS", "Skills: HTML5/CSS3, React", "CSS", TermShown, "", "CSS3"},
		{"a front-end role shows front-end development", "Front-end Developer | Acme | 2019 - 2023\nBuilt the checkout", "front-end development", TermShown, "", "Front-end Developer"},
		{"the name itself", "Wrote SQL reports every week", "SQL", TermShown, "", "SQL reports"},
		{"PostgreSQL implies SQL", "Tuned PostgreSQL queries for the billing team", "SQL", TermImplied, "PostgreSQL", "PostgreSQL"},
		{"React implies front-end development", "Built the shop in React and TypeScript", "front-end development", TermImplied, "React", "React"},
		{"words in use imply teamwork", "Worked in cross-functional teams on releases", "teamwork", TermImplied, "", "cross-functional teams"},
		{"ordinary words in another form", "Managed the project from kickoff to launch", "project management", TermImplied, "", "Managed the project"},
		{"JavaScript is not Java", "Wrote JavaScript for ten years", "Java", TermAbsent, "", ""},
		{"absent", "Baked bread every morning", "Kubernetes", TermAbsent, "", ""},
		{"a denial shows nothing", "No experience with Kubernetes yet", "Kubernetes", TermAbsent, "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := cv.FormattedCV{}
			got := decide(tt.term, newProfile(tt.cvText, c, 2025*12))
			if got.State != tt.state || got.By != tt.by {
				t.Fatalf("decide(%q) = %+v, want state %q by %q", tt.term, got, tt.state, tt.by)
			}
			if tt.where != "" && !containsFold(got.Where, tt.where) {
				t.Errorf("where = %q, want it to quote %q", got.Where, tt.where)
			}
			if tt.state == TermAbsent && got.Where != "" {
				t.Errorf("absent with where %q", got.Where)
			}
		})
	}
}

// TestDecideAgreesWithScore: on every requirement of the pairs, a skill or
// tool is shown or implied exactly when the score gives it coverage, so the
// suggestions, which rest on the decision, never contradict the score.
func TestDecideAgreesWithScore(t *testing.T) {
	for _, pair := range decisionPairs(t) {
		fit := ReadJob(pair.jd).Fit(pair.cv)
		for _, r := range fit.Requirements {
			if r.Kind != KindSkill && r.Kind != KindTool {
				continue
			}
			shown := false
			for _, n := range r.names() {
				shown = shown || fit.Decide(n).State != TermAbsent
			}
			if shown != (r.Coverage > 0) {
				t.Errorf("%s: %s coverage %d but decisions say shown=%v", pair.name, r.Name, r.Coverage, shown)
			}
		}
	}
}

// TestJobFitIsAnalyzeCV: the job read once scores exactly as AnalyzeCV.
func TestJobFitIsAnalyzeCV(t *testing.T) {
	for _, pair := range decisionPairs(t) {
		job := ReadJob(pair.jd)
		want := AnalyzeCV(pair.cv, pair.jd)
		if got := job.Fit(pair.cv).Score; got != want.MatchPercentage {
			t.Errorf("%s: Fit %d, AnalyzeCV %d", pair.name, got, want.MatchPercentage)
		}
		if got := job.AnalyzeCV(pair.cv).MatchPercentage; got != want.MatchPercentage {
			t.Errorf("%s: Job.AnalyzeCV %d, AnalyzeCV %d", pair.name, got, want.MatchPercentage)
		}
	}
}

type decisionPair struct {
	name string
	cv   cv.FormattedCV
	jd   string
}

// decisionPairs are CVs and jobs of several fields, written here.
func decisionPairs(t *testing.T) []decisionPair {
	t.Helper()
	fe := cv.FormattedCV{
		ProfessionalHeader: "Ada Park • Front-end Developer",
		AboutMe:            "I build accessible shops with React and work in cross-functional teams.",
		ProfessionalExperience: []cv.Experience{{Position: "Front-end Developer", Company: "Shop", Duration: "2019 - Present",
			Responsibilities: []string{"Built the checkout in React and TypeScript", "Tuned PostgreSQL queries for reports", "Managed the project of the new design system"}}},
		CoreSkills:        []string{"Accessibility"},
		ToolsTechnologies: []string{"HTML5", "CSS3", "Git"},
	}
	ops := cv.FormattedCV{
		ProfessionalHeader: "Sam Lee • Operations",
		ProfessionalExperience: []cv.Experience{{Position: "Shift Lead", Company: "Depot", Duration: "2015 - 2022",
			Responsibilities: []string{"Led a team of eight pickers", "Planned routes with Excel"}}},
	}
	feJD := "Front-end Engineer\nRequirements:\n- HTML, CSS and JavaScript\n- React or Vue.js\n- SQL\n- Kubernetes\n- Teamwork and communication\n- Project management\nNice to have:\n- GraphQL"
	opsJD := "Warehouse Supervisor\nMust have:\n- Leadership\n- Microsoft Excel\n- Forklift licence\n- SAP\n- Time management"
	return []decisionPair{{"front-end", fe, feJD}, {"operations", ops, opsJD}, {"front-end vs operations", fe, opsJD}, {"operations vs front-end", ops, feJD}}
}

func containsFold(s, sub string) bool {
	return strings.Contains(strings.ToLower(s), strings.ToLower(sub))
}

// Audit class 19 (issue 35): "SpringBoot" in the CV shows the job's Spring
// Boot, in an English, German, French and Spanish post.
func TestSpringBootInOneWord(t *testing.T) {
	for _, jd := range []string{
		"Requirements:\n- Spring Boot\n- SQL",
		"Anforderungen:\n- Erfahrung mit Spring Boot\n- SQL",
		"Profil recherché :\n- Maîtrise de Spring Boot\n- SQL",
		"Requisitos:\n- Experiencia con Spring Boot\n- SQL",
	} {
		r, ok := requirement(reportOf("Skills: Java, SpringBoot, SQL", jd).Requirements, "Spring Boot")
		if !ok || r.Coverage < 100 {
			t.Errorf("%q: Spring Boot %+v, want it met by SpringBoot", jd, r)
		}
	}
}
