package match

import (
	"testing"

	"github.com/shortlist/shortlist/wasm/cv"
)

// TestSkillsListedOnLinesAreNoTip: a skill the CV lists on a line of its
// own (a labelled tools line, a row of names, a skill group with its level)
// is no skill "named only inside sentences", though the parser read no
// skills section there (audit classes 3 and 26); a skill named in a
// sentence still is.
func TestSkillsListedOnLinesAreNoTip(t *testing.T) {
	withLine := func(line string) cv.FormattedCV {
		return cv.FormattedCV{Email: "a@b.c", ToolsTechnologies: []string{"Python"},
			ProfessionalExperience: []cv.Experience{{Position: "Engineer", Company: "Acme", Duration: "Jan 2021 – Present",
				Responsibilities: []string{"Built the payments platform for 2M users", line}}}}
	}
	jd := "Requirements:\n- Docker\n- Kubernetes\n- Python"
	tests := []struct {
		name string
		line string
		want string // a piece of the expected tip; "" expects none
		not  string
	}{
		{"en: a labelled tools line", "Tools: Docker, Kubernetes, Terraform", "", "List Docker"},
		{"de: a labelled tools line", "Werkzeuge: Docker, Kubernetes, Terraform", "", "List Docker"},
		{"fr: a labelled tools line", "Outils : Docker, Kubernetes, Terraform", "", "List Docker"},
		{"es: a labelled tools line", "Herramientas: Docker, Kubernetes, Terraform", "", "List Docker"},
		{"a row of names with spaces only", "Docker Kubernetes Terraform Ansible Jenkins", "", "List Docker"},
		{"a group's name after its level in parentheses", "Contenedores (Experto): Docker, Helm, Istio, Kubernetes", "", "List Docker"},
		{"en: in a sentence", "Ran Docker and Kubernetes in production, with alerts and on-call.", "List Docker and Kubernetes in your skills section", ""},
		{"de: a sentence that enumerates", "Arbeit mit Docker im agilen Team, Kubernetes, Tests", "List Docker and Kubernetes in your skills section", ""},
		{"fr: in a sentence", "Déployé des services avec Docker et Kubernetes en production.", "List Docker and Kubernetes in your skills section", ""},
		{"es: in a sentence", "Desplegué servicios con Docker y Kubernetes en producción.", "List Docker and Kubernetes in your skills section", ""},
		{"a role's line with its years is no list", "2019 – 2022\tDocker Engineer, Kubernetes Team, Acme, Berlin", "List Docker and Kubernetes in your skills section", ""},
		{"the wrapped end of a sentence is no list", "with Docker, Kubernetes, and Helm.", "List Docker and Kubernetes in your skills section", ""},
		{"a phrase before a list keeps its names in the phrase", "Greenfield platform with Docker for Kubernetes hosting. Development. Helm, Istio, Argo CD, Flux", "List Docker and Kubernetes in your skills section", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := withLine(tt.line)
			r := analyze(render(c), c, jd, may2025)
			if tt.want != "" && !has(r.Suggestions, tt.want) {
				t.Errorf("no tip with %q in %q", tt.want, r.Suggestions)
			}
			if tt.not != "" && has(r.Suggestions, tt.not) {
				t.Errorf("unexpected tip with %q in %q", tt.not, r.Suggestions)
			}
		})
	}
}

// TestSkillGroupWithItsLevelIsListed: a skills area's group name and its
// level ("Data Engineering & Tools	Intermediate") lists the group's skill.
func TestSkillGroupWithItsLevelIsListed(t *testing.T) {
	for _, tt := range []struct{ name, line string }{
		{"en", "DevOps & Cloud\tAdvanced"},
		{"de", "DevOps & Cloud\tFortgeschritten"},
		{"fr", "DevOps & Cloud\tAvancé"},
		{"es", "DevOps & Cloud\tAvanzado"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			p := newProfile("Jane Doe\n"+tt.line+"\nDocker\tHelm\n", cv.FormattedCV{}, may2025)
			if !listedInLines(p)["devops"] {
				t.Errorf("%q: DevOps not read as listed", tt.line)
			}
		})
	}
	p := newProfile("Jane Doe\nI brought DevOps to the team\tAdvanced\n", cv.FormattedCV{}, may2025)
	if listedInLines(p)["devops"] {
		t.Error("a sentence before a level read as a group's name")
	}
}

// TestSkillsSectionTipBesideListedSkills: a CV whose skills stand on list
// lines the parser did not read as a section is asked to add the rest to
// them, not to add a Skills section it has.
func TestSkillsSectionTipBesideListedSkills(t *testing.T) {
	for _, tt := range []struct{ name, line string }{
		{"en", "Cloud: AWS, Terraform, Docker"},
		{"de", "Cloud: AWS, Terraform, Docker"},
		{"fr", "Nuage : AWS, Terraform, Docker"},
		{"es", "Nube: AWS, Terraform, Docker"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			c := cv.FormattedCV{Email: "a@b.c", AboutMe: "I write Python every day.", ProfessionalExperience: []cv.Experience{{Position: "Engineer",
				Company: "Acme", Duration: "Jan 2021 – Present", Responsibilities: []string{"Built the payments platform for 2M users", tt.line}}}}
			r := analyze(render(c), c, "Requirements:\n- Python\n- Docker", may2025)
			if !has(r.Suggestions, "List Python with your other skills: your CV names them only inside sentences.") {
				t.Errorf("no tip to list Python with the other skills in %q", r.Suggestions)
			}
			if has(r.Suggestions, "Add a Skills section") || has(r.Suggestions, "Docker with") {
				t.Errorf("a Skills section asked for, or Docker named, in %q", r.Suggestions)
			}
		})
	}
}
