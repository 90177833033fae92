package match

import "testing"

// TestQualityAssuranceInOtherWords: unit tests, test automation and code
// reviews show quality assurance in use (audit class 6), "A/B testing" and
// a bare "tests" do not.
func TestQualityAssuranceInOtherWords(t *testing.T) {
	tests := []struct {
		name, cv, jd string
		shown        bool
	}{
		{"en: code reviews", "Experience\nEngineer, Acme\t2019 – 2021\n• Worked in an agile team, code reviews, unit tests for the shop", "Requirements:\n- Quality assurance", true},
		{"en: A/B testing is no QA", "Experience\nAnalyst, Acme\t2019 – 2021\n• Designed A/B testing of the shop's checkout pages", "Requirements:\n- Quality assurance", false},
		{"de: Code-Reviews", "Berufserfahrung\nEntwickler, Acme\t2019 – 2021\n• Arbeit im agilen Team, Code-Reviews und Testautomatisierung", "Aufgaben:\n- Qualitätssicherung, Tests und Code-Reviews", true},
		{"de: bare tests", "Berufserfahrung\nEntwickler, Acme\t2019 – 2021\n• Tests der Kassen im Laden durchgeführt", "Anforderungen:\n- Qualitätssicherung", false},
		{"fr: revue de code", "Expérience\nDéveloppeur, Acme\t2019 – 2021\n• Revue de code et tests unitaires pour la boutique", "Profil :\n- Compétences : QA", true},
		{"es: pruebas unitarias", "Experiencia\nDesarrollador, Acme\t2019 – 2021\n• Pruebas unitarias y revisión de código de la tienda", "Requisitos:\n- Conocimientos de QA", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, ok := requirement(reportOf("Jane Doe\nDeveloper\n\n"+tt.cv, tt.jd).Requirements, "quality assurance")
			if !ok {
				t.Fatalf("quality assurance not read from %q", tt.jd)
			}
			if got := r.Coverage >= 100; got != tt.shown {
				t.Errorf("quality assurance: coverage %d, evidence %q; want shown %v", r.Coverage, r.CV, tt.shown)
			}
		})
	}
}
