package match

import "testing"

// TestSelectionProcessIsNoRequirement: a sentence saying how candidates
// are assessed in the selection process asks for nothing (issue 35, audit
// class 29), in en/de/fr/es; one that names a skill still asks for it.
func TestSelectionProcessIsNoRequirement(t *testing.T) {
	tests := []struct{ name, line string }{
		{"en", "We will assess you against these abilities during the selection process"},
		{"de", "Diese Fähigkeiten prüfen wir im Auswahlverfahren mit Ihnen gemeinsam"},
		{"fr", "Nous évaluerons ces compétences lors du processus de sélection"},
		{"es", "Evaluaremos estas habilidades durante el proceso de selección"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			jd := "Requirements:\n- Experience with Kubernetes\n\n" + tt.line + "\n"
			for _, r := range requirements(jd, segments(jd)) {
				if r.Clause == tt.line || r.Text == tt.line {
					t.Errorf("the selection sentence read as a requirement: %+v", r)
				}
			}
		})
	}
	jd := "Requirements:\n- Experience with Kubernetes\n\nPython is tested during the selection process\n"
	if importances(jd)["Python"] == "" {
		t.Errorf("a skill named in the selection sentence is lost: %v", importances(jd))
	}
}
