package match

import (
	"strings"
	"testing"
)

// TestQualificationsUnderDutiesAreNoDuties: under a duties heading, the
// lines that state what the person must bring (years, a degree, knowledge,
// skills) are no duties; the line that says what the job does still is
// (issue 35, class 15).
func TestQualificationsUnderDutiesAreNoDuties(t *testing.T) {
	cases := []struct{ name, jd, duty string }{
		{"en", "Responsibilities\n- 5+ years of experience with Java\n- BS, Master's in computer science or equivalent\n- Strong understanding of ITIL\n- Good written communication skills\n- Build payment services for merchants\n",
			"Build payment services for merchants"},
		{"de", "Ihre Aufgaben\n- 5 Jahre Erfahrung in der Java-Entwicklung\n- Fundierte Kenntnisse in ITIL\n- Abgeschlossenes Studium der Informatik\n- Entwicklung von Zahlungsdiensten für Händler\n",
			"Entwicklung von Zahlungsdiensten für Händler"},
		{"fr", "Vos missions\n- Expérience de 5 ans en Java\n- Bonne connaissance d'ITIL\n- Diplôme d'ingénieur en informatique\n- Développer des services de paiement pour les commerçants\n",
			"Développer des services de paiement pour les commerçants"},
		{"es", "Funciones\n- Experiencia de 5 años con Java\n- Conocimientos sólidos de ITIL\n- Titulación en informática\n- Desarrollar servicios de pago para comercios\n",
			"Desarrollar servicios de pago para comercios"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var duties []string
			for _, r := range Requirements(c.jd) {
				if r.Kind == KindResponsibility {
					duties = append(duties, r.Text)
				}
			}
			if len(duties) != 1 || duties[0] != c.duty {
				t.Errorf("duties %q, want only %q", duties, c.duty)
			}
		})
	}
}

// Audit class 15: a PDF's wrap with a bullet put before it goes on with
// the list the line before left open; it is no duty of its own.
func TestListWrappedUnderABulletIsNoDuty(t *testing.T) {
	tests := []struct{ name, jd, fragment, duty string }{
		{"en", "What you will do:\n• Good knowledge of our modules, including Billing, Change\n• Management, Reporting and Service Catalog.\n• Build and run payment services in Go.",
			"Management, Reporting and Service Catalog", "Build and run payment services in Go"},
		{"de", "Ihre Aufgaben:\n• Betreuung der Module, darunter Einkauf, Vertrieb\n• Lager, Versand und Kundenservice\n• Entwicklung und Betrieb von Zahlungsdiensten",
			"Lager, Versand und Kundenservice", "Entwicklung und Betrieb von Zahlungsdiensten"},
		{"fr", "Vos missions :\n• Suivi des modules, dont Facturation, Achats\n• Stocks, Ventes et Catalogue de services\n• Développer et exploiter les services de paiement",
			"Stocks, Ventes et Catalogue de services", "Développer et exploiter les services de paiement"},
		{"es", "Funciones:\n• Mantener los módulos, incluidos Facturación, Compras\n• Inventario, Ventas y Catálogo de servicios\n• Desarrollar y operar los servicios de pago",
			"Inventario, Ventas y Catálogo de servicios", "Desarrollar y operar los servicios de pago"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			duties := map[string]bool{}
			for _, r := range Requirements(tt.jd) {
				if r.Kind == KindResponsibility {
					duties[strings.TrimSuffix(r.Text, ".")] = true
				}
			}
			if duties[tt.fragment] {
				t.Errorf("the wrapped list %q is a duty", tt.fragment)
			}
			if !duties[tt.duty] {
				t.Errorf("the duty %q is not read; duties %v", tt.duty, duties)
			}
		})
	}
}
