package match

import "testing"

// TestTradeQualifications: a trade qualification ("Fachinformatiker",
// "Industriekauffrau", "Netzwerktechniker (IHK)", "HND", "NVQ", "CAP de",
// "Técnico Superior en") is a vocational training; one the line says was
// not finished, and words that only look like one, are not.
func TestTradeQualifications(t *testing.T) {
	tests := []struct {
		name, line string
		want       bool
	}{
		{"de: an IT trade", "Fachinformatiker für Daten- und Prozessanalyse", true},
		{"de: a feminine trade", "09/2008 - 06/2011 Fachinformatikerin Anwendungsentwicklung", true},
		{"de: a commercial trade", "Ausbildungen: Industriekauffrau, Nordstadt", true},
		{"de: a trade with a hyphen", "IT-Systemkaufmann", true},
		{"de: a chamber's exam", "Netzwerktechniker (IHK)", true},
		{"de: a media trade", "Mediengestalter Bild und Ton", true},
		{"de: not finished, after", "Bürokaufmann (abgebrochen)", false},
		{"de: not finished, before", "abgebrochene Ausbildung zum Fachinformatiker", false},
		{"de: one item of two not finished", "Bürokaufmann, Physik ohne Abschluss", true},
		{"de: items run on, one not finished", "Bürokaufmann Physik ohne Abschluss", false},
		{"de: a surname", "Ansprechpartner: Herr Kaufmann", false},
		{"de: the chamber as a client", "Portal für die IHK Nordstadt entwickelt", false},
		{"en: a higher national diploma", "HND Computing, Northtown College", true},
		{"en: a national vocational qualification", "NVQ Level 3 in IT support", true},
		{"en: not completed", "HND Computing (not completed)", false},
		{"fr: a vocational certificate", "CAP de cuisinier, Lycée de Nordville", true},
		{"fr: a professional certificate", "Brevet professionnel de boulanger", true},
		{"fr: not validated", "CAP de menuisier non validé", false},
		{"fr: a product's acronym", "Maintenance du portail BEP du client", false},
		{"es: a higher technician", "Técnico Superior en Administración de Sistemas", true},
		{"es: unfinished", "Técnico Superior en Desarrollo de Aplicaciones (sin terminar)", false},
		{"es: a role", "Técnico de soporte en Acme", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tradeQualification(tt.line); got != tt.want {
				t.Errorf("tradeQualification(%q) = %v, want %v", tt.line, got, tt.want)
			}
		})
	}
}

// TestTradeQualificationMeetsComparableTraining: a CV whose only education
// is a trade qualification meets a post's "degree or comparable
// training", and shows it in the trade's words.
func TestTradeQualificationMeetsComparableTraining(t *testing.T) {
	for _, tt := range []struct{ name, jd, edu string }{
		{"de", "Entwickler\n\nAnforderungen:\n- Abgeschlossenes Studium oder eine vergleichbare Ausbildung\n- Java", "Fachinformatikerin für Daten- und Prozessanalyse, 2014"},
		{"en", "Developer\n\nRequirements:\n- A degree or a completed vocational training\n- Java", "HND Software Development"},
		{"fr", "Développeur\n\nProfil :\n- BTS ou formation professionnelle équivalente\n- Java", "CAP de menuisier, Lycée de Nordville"},
		{"es", "Desarrollador\n\nRequisitos:\n- Grado universitario o formación profesional equivalente\n- Java", "Técnico Superior en Desarrollo de Aplicaciones"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			text := "Developer, Acme, 2015 - 2024\nBuilt Java services\n\n" + tt.edu
			r := Analyze(text, tt.jd)
			found := false
			for _, req := range r.Requirements {
				if req.Kind != KindEducation {
					continue
				}
				found = true
				if req.Coverage == 0 || req.CV != tt.edu {
					t.Errorf("education %q coverage %d with %q, want met or half met by %q", req.Name, req.Coverage, req.CV, tt.edu)
				}
			}
			if !found {
				t.Fatalf("no education requirement read from %q", tt.jd)
			}
		})
	}
}
