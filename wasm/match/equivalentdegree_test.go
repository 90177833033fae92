package match

import "testing"

// TestEquivalentDegreeIsNoKnockOut: a degree the job requires "or a
// comparable qualification" is asked about, not clearly missed, by a CV
// that shows a vocational training; without the equivalent it is a clear
// miss that holds the score below 80.
func TestEquivalentDegreeIsNoKnockOut(t *testing.T) {
	cvText := "Projektleiter, Acme, 2005 - 2024\nLeitung von Projekten mit Jira\nAusbildung zum Industriekaufmann, 1999 - 2002"
	tests := []struct {
		name, jd string
		caps     bool
	}{
		{"de: comparable", "Projektleiter\n\nAnforderungen:\n- Zwingend: ein Hochschulabschluss oder eine gleichwertige Qualifikation\n- Jira", false},
		{"en: or equivalent", "Project Lead\n\nRequirements:\n- Required: a bachelor's degree or equivalent\n- Jira", false},
		{"fr: ou équivalent", "Chef de projet\n\nProfil :\n- Obligatoire : Bac+3 en informatique ou équivalent\n- Jira", false},
		{"es: o equivalente", "Jefe de proyecto\n\nRequisitos:\n- Imprescindible: título de grado en informática o equivalente\n- Jira", false},
		{"en: no equivalent", "Project Lead\n\nRequirements:\n- Required: a bachelor's degree\n- Jira", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Analyze(cvText, tt.jd)
			found := false
			for _, c := range r.Checks {
				if c.Kind != KindEducation {
					continue
				}
				found = true
				if c.Caps != tt.caps {
					t.Errorf("education check %+v: caps %v, want %v", c, c.Caps, tt.caps)
				}
				if !tt.caps && (c.Status != Unknown || c.Ask == "") {
					t.Errorf("education check %+v: want unknown, asking", c)
				}
			}
			if !found {
				t.Fatalf("no education check in %+v", r.Checks)
			}
		})
	}
}
