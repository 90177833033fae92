package match

import (
	"strings"
	"testing"

	"github.com/shortlist/shortlist/wasm/cv"
)

// may2025 is the month "Present" stands for in these tests.
const may2025 = 2025*12 + 4

func TestScore(t *testing.T) {
	tests := []struct {
		name     string
		cv       cv.FormattedCV
		jd       string
		want     int
		strength string
	}{
		// These jobs are small: below minBasis (18, three must-have skills;
		// a generic one such as Python counts half) the weight not read
		// counts as half shown, and the score stays between 21 and 79. Two
		// must-haves (2×6, basis 3+6) shown: (12·100 + 9·50)/21 = 79.
		{"all shown", cv.FormattedCV{ToolsTechnologies: []string{"Python", "Docker"}}, "Requirements:\n- Python\n- Docker", 79, "Python"},
		// Three specific tools besides it: generic Python weighs like a
		// general skill, so the first strength is Docker.
		{"all shown of enough", cv.FormattedCV{ToolsTechnologies: []string{"Python", "Docker", "Git", "Kubernetes"}}, "Requirements:\n- Python\n- Docker\n- Git\n- Kubernetes", 100, "Docker"},
		// Java is generic (basis 3): (6·0 + 15·50)/21.
		{"Java is not JavaScript", cv.FormattedCV{ToolsTechnologies: []string{"JavaScript"}}, "Requirements:\n- Java", 36, ""},
		{"alias counts", cv.FormattedCV{ToolsTechnologies: []string{"k8s"}}, "Requirements:\n- Kubernetes", 67, "Kubernetes"},
		// Python required (3×2, basis 3) shown, Go preferred (1×2) not: (6·100 + 2·0 + 13·50)/21.
		{"must-haves weigh more", cv.FormattedCV{ToolsTechnologies: []string{"Python"}}, "Requirements:\n- Python\n\nNice to have:\n- Go", 60, "Python"},
		// 4 of 8 years asked: half the coverage (a years requirement weighs 9, the basis).
		{"years from dates", cv.FormattedCV{ProfessionalExperience: []cv.Experience{
			{Position: "Engineer", Duration: "Jan 2019 – Dec 2020"},
			{Position: "Engineer", Duration: "2021 - 2023"},
		}}, "Requirements: 8+ years of experience.", 50, ""},
		// A general skill weighs half of another must-have skill, and both
		// are generic (basis 3+1): (6·100 + 3·0 + 14·50)/23.
		{"general skills weigh half", cv.FormattedCV{ToolsTechnologies: []string{"Python"}}, "Requirements:\n- Python\n- Communication", 57, "Python"},
		{"no requirements", cv.FormattedCV{AboutMe: "Hello"}, "We are nice.", 0, ""},
		// (6·50 + 12·50)/18.
		{"education one level below", cv.FormattedCV{Education: []cv.Education{{Degree: "BSc Computer Science"}}}, "Master's degree required", 50, ""},
		// A senior title with no senior role: 4 of the 5 years that stand
		// for it; title 4·100 + seniority 4·80 + 10·50, over 18.
		{"seniority from years", cv.FormattedCV{ProfessionalExperience: []cv.Experience{{Position: "Engineer", Duration: "2020 - 2024"}}}, "# Senior Engineer", 68, ""},
		{"seniority from a role", cv.FormattedCV{ProfessionalExperience: []cv.Experience{{Position: "Senior Engineer", Duration: "2024 - 2024"}}}, "# Senior Engineer", 72, ""},
		// A spoken language weighs like a general skill: (3·100 + 15·50)/18.
		{"language level", cv.FormattedCV{Languages: []cv.Language{{Language: "Deutsch", ProficiencyLevel: "C2"}}}, "Fluent German is required.", 58, "German"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := analyze(render(tt.cv), tt.cv, tt.jd, may2025)
			if r.MatchPercentage != tt.want {
				t.Errorf("got %d, want %d (requirements %+v)", r.MatchPercentage, tt.want, r.Requirements)
			}
			if tt.strength != "" && (len(r.Strengths) == 0 || !strings.HasPrefix(r.Strengths[0], tt.strength)) {
				t.Errorf("got strengths %q, want %s first", r.Strengths, tt.strength)
			}
			if len(r.StrengthEvidence) != len(r.Strengths) || len(r.WeaknessEvidence) != len(r.Weaknesses) {
				t.Errorf("evidence is not parallel: %d/%d strengths, %d/%d weaknesses",
					len(r.StrengthEvidence), len(r.Strengths), len(r.WeaknessEvidence), len(r.Weaknesses))
			}
		})
	}
}

func TestEvidenceIsTheTextsOwnWords(t *testing.T) {
	cvText := "Jane Doe\nExperience\nBackend Engineer, Acme, 2019 - Present\n- Built high-throughput Python services on AWS for 2M users\n\nSkills\nPython, AWS, PostgreSQL"
	jd := "We are looking for a Backend Engineer.\nRequirements:\n- 5+ years of Python\n- Kubernetes\n- PostgreSQL"
	r := Analyze(cvText, jd)
	for i, e := range append(append([]Evidence(nil), r.StrengthEvidence...), r.WeaknessEvidence...) {
		if !strings.Contains(jd, e.JD) || e.JD == "" {
			t.Errorf("evidence %d: JD words %q are not in the job description", i, e.JD)
		}
		if e.CV != "" && !strings.Contains(cvText, e.CV) && !strings.Contains(strings.ReplaceAll(cvText, "- ", ""), e.CV) {
			t.Errorf("evidence %d: CV words %q are not in the CV", i, e.CV)
		}
	}
	if r.ScoreMeaning == "" || r.Source != "on-device" {
		t.Errorf("got meaning %q, source %q", r.ScoreMeaning, r.Source)
	}
}

func TestQuestionsToAskEndWithQuestionMark(t *testing.T) {
	r := Analyze("Go developer", "You will join our platform team and build Go services on Kubernetes and AWS. Success is measured by uptime.")
	if len(r.QuestionsToAsk) < 5 {
		t.Errorf("got %d questions to ask, want at least 5: %q", len(r.QuestionsToAsk), r.QuestionsToAsk)
	}
	for _, q := range append(append([]string(nil), r.QuestionsToAsk...), r.InterviewQuestions...) {
		if !strings.HasSuffix(q, "?") {
			t.Errorf("question %q does not end with ?", q)
		}
	}
}
