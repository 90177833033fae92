package parse

import "testing"

// TestCompanyThenTitle: a head written "employer, title" (onepage) gives
// both fields, in en/de/fr/es; "title, employer" still reads title first
// and "employer, place" keeps its place (issue 34).
func TestCompanyThenTitle(t *testing.T) {
	tests := []struct{ lang, heading, head, company, position string }{
		{"en", "Experience", "CloudPeak Solutions, Senior Account Executive", "CloudPeak Solutions", "Senior Account Executive"},
		{"de", "Berufserfahrung", "Nordlicht Software, Leiterin Vertrieb", "Nordlicht Software", "Leiterin Vertrieb"},
		{"fr", "Expérience professionnelle", "Datavance, Responsable de la réussite client", "Datavance", "Responsable de la réussite client"},
		{"es", "Experiencia laboral", "Banco Andino, Analista de datos", "Banco Andino", "Analista de datos"},
		{"title first", "Experience", "Senior Account Executive, CloudPeak Solutions", "CloudPeak Solutions", "Senior Account Executive"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			x := entryOf(t, tt.heading, tt.head+"\t03/2020 – 05/2023\n• Built the reporting of the four markets")
			if x.Company != tt.company || x.Position != tt.position {
				t.Errorf("company %q, position %q; want %q, %q", x.Company, x.Position, tt.company, tt.position)
			}
		})
	}
	if c, p, ok := companyThenTitle("Acme Corp, Berlin"); ok {
		t.Errorf("employer and place read as %q, %q", c, p)
	}
}

// TestTitleWordsOfTheLanguages: the Spanish and French words for a
// representative, an administrator, an assistant and a researcher name a
// title, so "employer, title" heads give both fields (issue 34, onepage);
// the English and German ones already did.
func TestTitleWordsOfTheLanguages(t *testing.T) {
	tests := []struct{ lang, heading, head, company, position string }{
		{"en", "Experience", "Meridian Retail Group, Sales Representative", "Meridian Retail Group", "Sales Representative"},
		{"de", "Berufserfahrung", "Nordlicht Handel, Systemadministrator", "Nordlicht Handel", "Systemadministrator"},
		{"es", "Experiencia laboral", "Grupo Comercial Mediterráneo, Representante de Ventas", "Grupo Comercial Mediterráneo", "Representante de Ventas"},
		{"es", "Experiencia laboral", "Indra Sistemas, Administradora de Sistemas", "Indra Sistemas", "Administradora de Sistemas"},
		{"es", "Experiencia laboral", "Hospital del Mar, Investigadora", "Hospital del Mar", "Investigadora"},
		{"fr", "Expérience professionnelle", "Groupe Lumière, Représentante commerciale", "Groupe Lumière", "Représentante commerciale"},
		{"fr", "Expérience professionnelle", "Banque Atlantique, Administrateur systèmes", "Banque Atlantique", "Administrateur systèmes"},
	}
	for _, tt := range tests {
		t.Run(tt.lang+" "+tt.position, func(t *testing.T) {
			x := entryOf(t, tt.heading, tt.head+"\t03/2020 – 05/2023\n• Built the reporting of the four markets")
			if x.Company != tt.company || x.Position != tt.position {
				t.Errorf("company %q, position %q; want %q, %q", x.Company, x.Position, tt.company, tt.position)
			}
		})
	}
}
