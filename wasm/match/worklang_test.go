package match

import "testing"

// Audit class 20: a duty said in another language than the CV is shown by
// the CV's words for the same work.
func TestDutyInAnotherLanguage(t *testing.T) {
	tests := []struct{ name, cv, duty string }{
		{"es duty, en CV", "Experience\n- Designed, developed, tested and deployed payment software",
			"Participar en el diseño, desarrollo, pruebas y despliegue de software"},
		{"de duty, en CV", "Experience\n- Developed and operated new billing services",
			"Entwicklung und Betrieb neuer Abrechnungsdienste"},
		{"fr duty, en CV", "Experience\n- Developed and deployed the new booking offers",
			"Développement et déploiement des nouvelles offres"},
		{"en duty, de CV", "Berufserfahrung\n- Entwicklung und Betrieb von Zahlungsdiensten",
			"Development and operation of payment services"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Requirement{Kind: KindResponsibility, Text: tt.duty}
			if c, ev := dutyCover(r, profileOf(tt.cv)); c < metAt {
				t.Errorf("coverage %d (evidence %q), want at least %d", c, ev, metAt)
			}
		})
	}
}

// A duty that names tools is not done by the same work with other tools
// (audit classes 15 and 20).
func TestDutyNamingOnlyUnshownToolsIsNotShown(t *testing.T) {
	tests := []struct {
		name, cv, duty string
		shown          bool
	}{
		{"en", "- Developed and maintained Go applications for customers", "Develop and maintain Java applications for customers", false},
		{"de", "- Entwicklung und Wartung von Anwendungen in Go für Kunden", "Entwicklung und Wartung von Anwendungen in Java für Kunden", false},
		{"fr", "- Développer et maintenir des applications en Go pour les clients", "Développer et maintenir des applications en Java pour les clients", false},
		{"es", "- Desarrollar y mantener aplicaciones en Go para clientes", "Desarrollar y mantener aplicaciones en Java para clientes", false},
		{"en, the tool shown", "- Developed and maintained Java applications for customers", "Develop and maintain Java applications for customers", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Requirement{Kind: KindResponsibility, Text: tt.duty}
			if c, _ := dutyCover(r, profileOf(tt.cv)); (c >= metAt) != tt.shown {
				t.Errorf("coverage %d, shown want %v", c, tt.shown)
			}
		})
	}
}

// A duty's stability is what a CV's robust systems show, in the four
// languages (audit class 20); performance alone does not show the duty.
func TestStabilityShownByRobustWork(t *testing.T) {
	const robust = "Experience\n- Implemented robust APIs and tuned database performance"
	tests := []struct {
		name, cv, duty string
		shown          bool
	}{
		{"en", robust, "Ensure the stability and performance of our applications", true},
		{"de", robust, "Sicherstellung der Stabilität und Performance unserer Anwendungen", true},
		{"fr", robust, "Garantir la stabilité et la performance de nos applications", true},
		{"es", robust, "Garantizar la estabilidad y el rendimiento de las aplicaciones", true},
		{"es, performance only", "Experience\n- Tuned database performance", "Garantizar la estabilidad y el rendimiento de las aplicaciones", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Requirement{Kind: KindResponsibility, Text: tt.duty}
			if c, ev := dutyCover(r, profileOf(tt.cv)); (c >= metAt) != tt.shown {
				t.Errorf("coverage %d (evidence %q), shown want %v", c, ev, tt.shown)
			}
		})
	}
}
