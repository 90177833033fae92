package match

import (
	"fmt"
	"math/rand"
	"testing"

	"github.com/shortlist/shortlist/wasm/cv"
)

// propertyJDs are job descriptions of different shapes for the properties.
var propertyJDs = []string{
	"# Senior Backend Engineer\n\nRequirements:\n- 5+ years of Python\n- Docker and Kubernetes or ECS\n- SQL (PostgreSQL)\n- Bachelor's degree\n- Fluent English\n\nNice to have:\n- Go\n- Terraform\n\nResponsibilities:\n- Design and build APIs\n- Mentor engineers",
	"Wir suchen eine:n Backend Engineer (m/w/d).\n## Aufgaben\n- Entwicklung von REST-APIs\n## Muss-Kriterien\n- Python\n- Deutsch C1\n## Nice-to-have\n- FastAPI",
	"We are looking for a Product Manager to own the roadmap. You will run discovery with customers and work with engineering. Requirements: 3+ years of product management, agile, SQL, stakeholder management.",
}

func baseCV() cv.FormattedCV {
	return cv.FormattedCV{
		ProfessionalHeader: "Jane Doe • Backend Engineer",
		AboutMe:            "Engineer building APIs.",
		ProfessionalExperience: []cv.Experience{
			{Position: "Backend Engineer", Company: "Acme", Duration: "Jan 2021 – Present", Responsibilities: []string{"Built REST APIs in Python for 2M users", "Mentored 3 engineers"}},
			{Position: "Developer", Company: "Beta", Duration: "2017 - 2020", Responsibilities: []string{"Ran product discovery with customers", "Wrote SQL reports"}},
		},
		Education:         []cv.Education{{Degree: "BSc Computer Science", Institution: "TU"}},
		CoreSkills:        []string{"Agile", "Leadership"},
		ToolsTechnologies: []string{"Python", "Docker", "Excel"},
		Languages:         []cv.Language{{Language: "English", ProficiencyLevel: "C1"}},
	}
}

func scoreOf(c cv.FormattedCV, jd string) int {
	return analyze(render(c), c, jd, may2025).MatchPercentage
}

func TestAddingARequiredSkillNeverLowersTheScore(t *testing.T) {
	for i, jd := range propertyJDs {
		for _, r := range Requirements(jd) {
			if r.Kind != KindSkill && r.Kind != KindTool {
				continue
			}
			t.Run(fmt.Sprintf("jd%d/%s", i, r.Name), func(t *testing.T) {
				c := baseCV()
				before := scoreOf(c, jd)
				c.ToolsTechnologies = append(c.ToolsTechnologies, r.names()[0])
				if after := scoreOf(c, jd); after < before {
					t.Errorf("score fell from %d to %d", before, after)
				}
			})
		}
	}
}

// removals take one piece of text out of a CV.
var removals = []struct {
	name string
	fn   func(*cv.FormattedCV)
}{
	{"header", func(c *cv.FormattedCV) { c.ProfessionalHeader = "" }},
	{"about", func(c *cv.FormattedCV) { c.AboutMe = "" }},
	{"last experience", func(c *cv.FormattedCV) {
		c.ProfessionalExperience = c.ProfessionalExperience[:len(c.ProfessionalExperience)-1]
	}},
	{"first bullet", func(c *cv.FormattedCV) {
		c.ProfessionalExperience[0].Responsibilities = c.ProfessionalExperience[0].Responsibilities[1:]
	}},
	{"dates", func(c *cv.FormattedCV) { c.ProfessionalExperience[0].Duration = "" }},
	{"education", func(c *cv.FormattedCV) { c.Education = nil }},
	{"skills", func(c *cv.FormattedCV) { c.CoreSkills = nil }},
	{"tools", func(c *cv.FormattedCV) { c.ToolsTechnologies = c.ToolsTechnologies[1:] }},
	{"languages", func(c *cv.FormattedCV) { c.Languages = nil }},
	{"everything", func(c *cv.FormattedCV) { *c = cv.FormattedCV{} }},
}

func TestRemovingTextNeverRaisesTheScore(t *testing.T) {
	for i, jd := range propertyJDs {
		for _, rm := range removals {
			t.Run(fmt.Sprintf("jd%d/%s", i, rm.name), func(t *testing.T) {
				c := baseCV()
				before := scoreOf(c, jd)
				rm.fn(&c)
				if after := scoreOf(c, jd); after > before {
					t.Errorf("score rose from %d to %d", before, after)
				}
			})
		}
	}
	for i, jd := range propertyJDs {
		if got := Analyze("", jd).MatchPercentage; got != 0 {
			t.Errorf("jd%d: an empty CV scores %d, want 0", i, got)
		}
	}
}

func TestSkillOrderDoesNotMatter(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for i, jd := range propertyJDs {
		c := baseCV()
		c.ToolsTechnologies = append(c.ToolsTechnologies, "Kubernetes", "PostgreSQL", "FastAPI", "Terraform")
		want := scoreOf(c, jd)
		for round := range 10 {
			rng.Shuffle(len(c.ToolsTechnologies), func(a, b int) {
				c.ToolsTechnologies[a], c.ToolsTechnologies[b] = c.ToolsTechnologies[b], c.ToolsTechnologies[a]
			})
			rng.Shuffle(len(c.CoreSkills), func(a, b int) { c.CoreSkills[a], c.CoreSkills[b] = c.CoreSkills[b], c.CoreSkills[a] })
			if got := scoreOf(c, jd); got != want {
				t.Errorf("jd%d round %d: order %q scores %d, want %d", i, round, c.ToolsTechnologies, got, want)
			}
		}
	}
}

func TestSameInputSameReport(t *testing.T) {
	c := baseCV()
	for i, jd := range propertyJDs {
		a, b := analyze(render(c), c, jd, may2025), analyze(render(c), c, jd, may2025)
		if fmt.Sprint(a) != fmt.Sprint(b) {
			t.Errorf("jd%d: two runs differ", i)
		}
	}
}

// A formatted CV's projects and certifications count as they do in its
// text: the tailoring screen scored a skill shown only in a project as not
// shown and blamed the formatting for it.
func TestFormattedCVCountsItsExtraSections(t *testing.T) {
	for _, c := range []struct{ lang, jd, project string }{
		{"en", "# DevOps Engineer\n\nRequirements:\n- Must have Terraform", "Provisioned the platform with Terraform"},
		{"de", "# DevOps Engineer\n\nAnforderungen:\n- Erfahrung mit Terraform zwingend", "Plattform mit Terraform aufgebaut"},
		{"fr", "# Ingénieur DevOps\n\nProfil recherché :\n- Maîtrise de Terraform obligatoire", "Plateforme déployée avec Terraform"},
		{"es", "# Ingeniero DevOps\n\nRequisitos:\n- Experiencia con Terraform imprescindible", "Plataforma desplegada con Terraform"},
	} {
		f := baseCV()
		f.Projects = []cv.Entry{{Title: "Platform", Highlights: []string{c.project}}}
		r := ReadJob(c.jd).AnalyzeCV(f)
		if !has(r.Strengths, "Terraform") || has(r.Weaknesses, "Terraform") {
			t.Errorf("%s: Terraform, shown in a project, not read: strengths %q, weaknesses %q", c.lang, r.Strengths, r.Weaknesses)
		}
	}
}
