package match

import (
	"strings"
	"testing"
)

// TestProductNamedOnceInThePoints: "Microsoft Azure DevOps", which the
// lexicon reads as Azure and DevOps, is one point named by the product
// (issue 35, audit class 2), in en/de/fr/es: not mentioned by a CV that
// names neither or only Azure, shown by one that names the product.
func TestProductNamedOnceInThePoints(t *testing.T) {
	jds := []struct{ name, jd string }{
		{"en", "Requirements:\n- Experience with backlogs kept in Microsoft Azure DevOps\n- Docker"},
		{"de", "Anforderungen:\n- Erfahrung mit Planungswerkzeugen wie Microsoft Azure DevOps\n- Docker"},
		{"fr", "Exigences :\n- Expérience des outils de planification comme Microsoft Azure DevOps\n- Docker"},
		{"es", "Requisitos:\n- Experiencia con herramientas de planificación como Microsoft Azure DevOps\n- Docker"},
	}
	const head = "Jane Doe\nEngineer\n\nExperience\nEngineer, Acme\t2019 – 2024\n"
	for _, tt := range jds {
		t.Run(tt.name, func(t *testing.T) {
			for _, cvText := range []string{head + "• Ran Docker builds for the shop\n", head + "• Hosted the shop on Azure with Docker\n"} {
				r := reportOf(cvText, tt.jd)
				points := append(append(append([]string{}, r.Strengths...), r.Weaknesses...), r.Suggestions...)
				if startsAny(points, "Microsoft Azure:", "DevOps:") || has(r.Strengths, "Azure DevOps") {
					t.Errorf("the product read apart or shown: %q", points)
				}
				if !has(r.Weaknesses, "Azure DevOps: the job requires it and your CV does not mention it") {
					t.Errorf("no weakness naming the product: %q", r.Weaknesses)
				}
			}
			r := reportOf(head+"• Built the release pipelines in Azure DevOps with Docker\n", tt.jd)
			i := index(r.Strengths, "Azure DevOps: the job requires it and your CV shows it")
			if i < 0 || !strings.Contains(r.StrengthEvidence[i].CV, "Azure DevOps") {
				t.Errorf("the product not shown by the CV's words: %q %v", r.Strengths, r.StrengthEvidence)
			}
			if has(r.Weaknesses, "DevOps") || startsAny(r.Strengths, "Microsoft Azure:", "DevOps:") {
				t.Errorf("a part of the product as a point of its own: %q %q", r.Strengths, r.Weaknesses)
			}
		})
	}
}

// index is the place of the first item of list that contains want, -1 if none.
func index(list []string, want string) int {
	for i, s := range list {
		if strings.Contains(s, want) {
			return i
		}
	}
	return -1
}

// startsAny reports whether an item of list starts with one of the prefixes.
func startsAny(list []string, prefixes ...string) bool {
	for _, s := range list {
		for _, p := range prefixes {
			if strings.HasPrefix(s, p) {
				return true
			}
		}
	}
	return false
}
