package match

import (
	"testing"

	"github.com/shortlist/shortlist/wasm/cv"
)

// TestYearsInAFieldTheCVDoesNotShow: years asked in a field ("3+ years in
// web development") are not met by the dates of a CV that shows nothing of
// that field (a student club's years): the point and the check say so and
// ask, and the dates still count where the CV shows the field (audit class
// 14).
func TestYearsInAFieldTheCVDoesNotShow(t *testing.T) {
	club := cv.FormattedCV{Email: "a@b.c", ToolsTechnologies: []string{"Excel"}, ProfessionalExperience: []cv.Experience{
		{Position: "Treasurer", Company: "Student Business Club", Duration: "Aug 2013 – Present", Responsibilities: []string{"Kept the books of 40 members"}}}}
	dev := cv.FormattedCV{Email: "a@b.c", ToolsTechnologies: []string{"HTML", "CSS", "JavaScript", "Java"}, ProfessionalExperience: []cv.Experience{
		{Position: "Web Developer", Company: "Acme", Duration: "Aug 2013 – Present", Responsibilities: []string{"Built 12 web applications in JavaScript"}}}}
	tests := []struct{ name, jd, field string }{
		{"en", "Requirements:\n- 3+ years of experience in web development", "web development"},
		{"de", "Anforderungen:\n- Mindestens 3 Jahre Berufserfahrung in der Webentwicklung", "web development"},
		{"fr", "Profil recherché :\n- 3 ans d'expérience en Java", "Java"},
		{"es", "Requisitos:\n- 3 años de experiencia con Java", "Java"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := analyze(render(club), club, tt.jd, may2025)
			if has(r.Strengths, "Experience:") {
				t.Errorf("the club's years meet years in web development: %q", r.Strengths)
			}
			if !has(r.Weaknesses, "Experience in "+tt.field+": the job requires 3+ years and your CV does not show "+tt.field+".") {
				t.Errorf("no weakness on the field: %q", r.Weaknesses)
			}
			if c := yearsCheck(r); c.Status != Unknown || c.Ask == "" {
				t.Errorf("years check %+v, want unknown with a question", c)
			}
			r = analyze(render(dev), dev, tt.jd, may2025)
			if !has(r.Strengths, "Experience: the job requires 3+ years") {
				t.Errorf("a web developer's years not met: %q %q", r.Strengths, r.Weaknesses)
			}
		})
	}
}

// yearsCheck is the report's years check.
func yearsCheck(r Report) Check {
	for _, c := range r.Checks {
		if c.Kind == "years" {
			return c
		}
	}
	return Check{}
}
