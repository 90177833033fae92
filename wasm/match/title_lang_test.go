package match

import "testing"

// Audit class 7 (issue 35): a role's title said in another language than
// the post's is the same role.
func TestTitleAcrossLanguages(t *testing.T) {
	const enPM = "Jane Doe\nProject Manager\n\nExperience\nProject Manager, Acme, 2019 - 2024\n- Led five software projects"
	tests := []struct {
		name, jd, cv string
		fits         bool
	}{
		{"de post, en CV", "Projektleiter (m/w/d)\n\nAnforderungen:\n- Scrum", enPM, true},
		{"en post, de CV", "Project Manager\n\nRequirements:\n- Scrum",
			"Erika Muster\nProjektleiterin\n\nBerufserfahrung\nProjektleiterin, Acme, 2019 - 2024\n- Leitung von fünf Softwareprojekten", true},
		{"es post, en CV", "Gerente de proyecto\n\nRequisitos:\n- Scrum", enPM, true},
		{"fr post, de CV", "Consultant SAP\n\nProfil recherché :\n- SAP",
			"Max Muster\nBerater SAP\n\nBerufserfahrung\nBerater SAP, Acme, 2019 - 2024\n- Einführung von SAP bei Kunden", true},
		{"another role", "Projektleiter (m/w/d)\n\nAnforderungen:\n- Scrum",
			"Jane Doe\nSoftware Developer\n\nExperience\nSoftware Developer, Acme, 2019 - 2024\n- Built services in Go", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := reportOf(tt.cv, tt.jd)
			for _, q := range r.Requirements {
				if q.Kind == KindTitle {
					if got := met(q); got != tt.fits {
						t.Errorf("title %q met %v (coverage %d, CV %q), want %v", q.Name, got, q.Coverage, q.CV, tt.fits)
					}
					return
				}
			}
			t.Fatalf("no title read from %q", tt.jd)
		})
	}
}
