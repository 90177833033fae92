package match

import "testing"

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
