package match

import "testing"

// A tool named "or similar" is an example of its kind: it weighs one level
// below the post's words, while the same line without "or similar" keeps
// its weight, and a degree's subject before "or equivalent" is left to the
// degree.
func TestOrSimilarIsAnExample(t *testing.T) {
	tests := []struct {
		name, jd, term, want string
	}{
		{"en", "Requirements:\n- Must have: deployment pipelines built in Terraform or a similar tool", "Terraform", Expected},
		{"en, without", "Requirements:\n- Must have: deployment pipelines built in Terraform", "Terraform", Required},
		{"en, the product's name around the term", "Requirements:\n- Must have: Terraform Cloud Workspaces or similar", "Terraform", Expected},
		{"de", "Muss-Anforderungen:\n- Sie bauen Deployments mit Terraform oder vergleichbaren Werkzeugen", "Terraform", Expected},
		{"de, o. ä.", "Muss-Anforderungen:\n- Sie bauen Deployments mit Terraform o. ä. Werkzeugen", "Terraform", Expected},
		{"de, without", "Muss-Anforderungen:\n- Sie bauen Deployments mit Terraform", "Terraform", Required},
		{"fr", "Compétences obligatoires :\n- Vous déployez avec Terraform ou des outils similaires", "Terraform", Expected},
		{"fr, without", "Compétences obligatoires :\n- Vous déployez avec Terraform", "Terraform", Required},
		{"es", "Requisitos imprescindibles:\n- Despliegas con Terraform o herramientas similares", "Terraform", Expected},
		{"es, without", "Requisitos imprescindibles:\n- Despliegas con Terraform", "Terraform", Required},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			reqs := Requirements(tt.jd)
			for _, r := range reqs {
				if r.Name == tt.term {
					if r.Importance != tt.want {
						t.Errorf("%s: importance %q, want %q (%v)", tt.term, r.Importance, tt.want, reqs)
					}
					return
				}
			}
			t.Fatalf("%s not read: %v", tt.term, reqs)
		})
	}
}

// orSimilarAfter leaves a degree line's "or equivalent" to the degree.
func TestOrSimilarLeavesDegreesAlone(t *testing.T) {
	for _, clause := range []string{
		"Degree in Physics or a comparable qualification",
		"Hochschulabschluss in Physik oder gleichwertige Qualifikation",
		"Diplôme en physique ou équivalent",
		"Grado en Física o equivalente",
	} {
		for end := range len(clause) + 1 {
			if orSimilarAfter(clause, end) {
				t.Errorf("%q at %d: read as an example of a kind", clause, end)
				break
			}
		}
	}
}
