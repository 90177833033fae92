package match

import (
	"strings"
	"testing"
)

// TestEquivalentDegreeSubject: the subject of a degree line that allows an
// equivalent, met in level by the CV's degree in another field, is not
// called absent from the CV but asked about (audit class 6); without the
// "or equivalent", or without a degree, it is missing as before.
func TestEquivalentDegreeSubject(t *testing.T) {
	const cvDegree = "Education\nBachelor of Engineering in Electronics, Acme University, 2010 – 2014"
	tests := []struct {
		name, cv, jd string
		asked        bool
	}{
		{"en", cvDegree, "Requirements:\n- Bachelor's degree in computer science or equivalent", true},
		{"de", cvDegree, "Anforderungen:\n- Abgeschlossenes Studium der Computer Science oder vergleichbare Qualifikation", true},
		{"fr", cvDegree, "Profil :\n- Licence en computer science ou équivalent", true},
		{"es", cvDegree, "Requisitos:\n- Grado en computer science o equivalente", true},
		{"en: no equivalent allowed", cvDegree, "Requirements:\n- Bachelor's degree in computer science", false},
		{"en: no degree in the CV", "Skills\nPython", "Requirements:\n- Bachelor's degree in computer science or equivalent", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cvText := "Jane Doe\nEngineer\n\nExperience\nEngineer, Acme\t2015 – 2021\n• Built Python services\n\n" + tt.cv
			r := reportOf(cvText, tt.jd)
			var w string
			for _, s := range r.Weaknesses {
				if strings.HasPrefix(s, "computer science:") {
					w = s
				}
			}
			if w == "" {
				t.Fatalf("no computer science weakness in %q", r.Weaknesses)
			}
			if got := strings.Contains(w, "or an equivalent and your CV shows"); got != tt.asked {
				t.Errorf("weakness %q: asked about the equivalent = %v, want %v", w, got, tt.asked)
			}
		})
	}
}
