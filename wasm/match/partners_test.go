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
