package match

import (
	"strings"
	"testing"
)

// A job title the CV's roles do not fit is not called unmatched when a
// role is in its field of work: the weakness names that role (audit class 7).
func TestTitleWeaknessNamesRoleInItsField(t *testing.T) {
	tests := []struct {
		name, jd, cv, role string // role "": no role in the field, the plain weakness
	}{
		{"de tester post, QA role", "Softwaretester für internationale Projekte\n\nAnforderungen:\n- Jenkins",
			"Erika Muster\n\nBerufserfahrung\nQualitätssicherungs Ingenieurin, Acme, 2019 - 2024\n- Testfälle erstellt", "Qualitätssicherungs Ingenieurin"},
		{"en data post, analyst role", "Senior Analytics Engineer\n\nRequirements:\n- dbt",
			"Jane Doe\n\nExperience\nData Analyst, Acme, 2019 - 2024\n- Built dashboards", "Data Analyst"},
		{"fr developer post, web role", "Développeur mobile\n\nProfil recherché :\n- Kotlin",
			"Jean Dupont\n\nExpérience\nDéveloppeur web, Acme, 2019 - 2024\n- Sites en PHP", "Développeur web"},
		{"es tester post, QA role", "Tester de software\n\nRequisitos:\n- Selenium",
			"Ana García\n\nExperiencia\nIngeniera de calidad (QA), Acme, 2019 - 2024\n- Pruebas automatizadas", "Ingeniera de calidad (QA)"},
		{"another field", "Softwaretester für internationale Projekte\n\nAnforderungen:\n- Jenkins",
			"Erika Muster\n\nBerufserfahrung\nBuchhalterin, Acme, 2019 - 2024\n- Monatsabschlüsse erstellt", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := reportOf(tt.cv, tt.jd)
			for i, w := range r.Weaknesses {
				if !strings.Contains(w, "job title") {
					continue
				}
				if tt.role == "" {
					if !strings.Contains(w, "does not match the roles") {
						t.Errorf("weakness %q, want the plain one", w)
					}
					return
				}
				if !strings.Contains(w, "related field") || !strings.Contains(r.WeaknessEvidence[i].CV, tt.role) {
					t.Errorf("weakness %q with evidence %q, want the role %q in a related field", w, r.WeaknessEvidence[i].CV, tt.role)
				}
				return
			}
			t.Fatalf("no title weakness in %q", r.Weaknesses)
		})
	}
}
