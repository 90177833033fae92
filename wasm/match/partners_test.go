package match

import (
	"strings"
	"testing"
)

// TestPartnersAreasAreNoRequirement: the areas a role's partners work in
// are not skills asked of the candidate (issue 35, audit class 11), in
// en/de/fr/es; a sentence that asks the candidate to work with them, or a
// tool it names, still counts.
func TestPartnersAreasAreNoRequirement(t *testing.T) {
	tests := []struct{ name, line string }{
		{"en", "The key partners of this role sit in areas such as Data Science, Marketing and Finance."},
		{"de", "Ihre wichtigsten Ansprechpartner kommen aus Bereichen wie Data Science, Marketing und Finance."},
		{"fr", "Vos principaux interlocuteurs viennent de domaines comme la Data Science, le Marketing et la Finance."},
		{"es", "Tus interlocutores están en áreas como Data Science, Marketing y Finanzas."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := importances("Requirements:\n- Experience with Kubernetes\n\n" + tt.line + "\n")
			if namesAny(got, "data science", "marketing") {
				t.Errorf("the partners' areas read as skills: %v", got)
			}
			if got["Kubernetes"] == "" {
				t.Errorf("the requirement before them is lost: %v", got)
			}
		})
	}
	kept := []string{
		"You will work with partners in Data Science and Marketing.",
		"Our stakeholders use Tableau and Marketing data.",
	}
	for i, line := range kept {
		got := importances(line)
		if i == 0 && !namesAny(got, "data science") || i == 1 && got["Tableau"] == "" {
			t.Errorf("%q: %v, want its skill or tool kept", line, got)
		}
	}
}

// namesAny reports whether a requirement's name holds one of the names
// ("data science or marketing" holds both).
func namesAny(got map[string]string, names ...string) bool {
	for k := range got {
		for _, n := range names {
			if strings.Contains(k, n) {
				return true
			}
		}
	}
	return false
}

// TestPartnerDepartmentIsNoPoint: the department a duty is done with is
// not a skill the points say the job asks for (issue 35, audit class 11),
// in en/de/fr/es; the same skill asked on its own still is.
func TestPartnerDepartmentIsNoPoint(t *testing.T) {
	tests := []struct{ name, jd string }{
		{"en", "Requirements:\n- Kubernetes\n- Write and run software tests in close collaboration with the marketing team"},
		{"de", "Anforderungen:\n- Kubernetes\n- Schreiben und Ausführen von Software-Tests in Abstimmung mit dem Marketing"},
		{"fr", "Exigences :\n- Kubernetes\n- Écrire des tests logiciels en collaboration avec le marketing"},
		{"es", "Requisitos:\n- Kubernetes\n- Escribir pruebas de software en colaboración con el marketing"},
	}
	const cvText = "Jane Doe\nEngineer\n\nExperience\nEngineer, Acme\t2019 – 2024\n• Ran Kubernetes clusters for the shop\n"
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := reportOf(cvText, tt.jd)
			if startsAny(append(r.Weaknesses, r.Suggestions...), "marketing:") {
				t.Errorf("the partner department as a skill asked: %q %q", r.Weaknesses, r.Suggestions)
			}
		})
	}
	r := reportOf(cvText, "Requirements:\n- Kubernetes\n- Marketing")
	if !startsAny(r.Weaknesses, "marketing:") {
		t.Errorf("a skill asked on its own left out: %q", r.Weaknesses)
	}
}
