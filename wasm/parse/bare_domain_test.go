package parse

import "testing"

// A job named only by its employer's domain ("northwind.de") over its dates
// keeps that name; beside a company name the domain is still dropped.
func TestBareDomainNamesTheJob(t *testing.T) {
	tests := []struct{ lang, title, head, dates, beside string }{
		{"en", "WORK EXPERIENCE", "booking.com", "03/2018 - 06/2018", "Booking Holdings"},
		{"de", "BERUFSERFAHRUNG", "northwind.de", "09/2017 - 02/2018", "Northwind SE"},
		{"fr", "EXPÉRIENCE PROFESSIONNELLE", "leboncoin.fr", "09/2017 - 02/2018", "Adevinta France"},
		{"es", "EXPERIENCIA PROFESIONAL", "idealista.com", "09/2017 - 02/2018", "Idealista S.A."},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			f := Text("Alex Moreau\nalex@example.org\n\n" + tt.title + "\n\n" + tt.head + "\n" + tt.dates + "\n")
			if len(f.ProfessionalExperience) != 1 {
				t.Fatalf("jobs %+v, want one", f.ProfessionalExperience)
			}
			if j := f.ProfessionalExperience[0]; j.Position+j.Company != tt.head {
				t.Errorf("title %q, company %q; want %q named", j.Position, j.Company, tt.head)
			}
			g := Text("Alex Moreau\nalex@example.org\n\n" + tt.title + "\n\n" + tt.beside + ", " + tt.head + "\n" + tt.dates + "\n")
			if len(g.ProfessionalExperience) != 1 || g.ProfessionalExperience[0].Company != tt.beside {
				t.Errorf("beside its name: %+v, want company %q alone", g.ProfessionalExperience, tt.beside)
			}
		})
	}
	for s, want := range map[string]bool{"beispiel.de": true, "www.beispiel.de": false, "https://beispiel.de": false, "beispiel.de/jobs": false, "jane@beispiel.de": false, "v1.2": false} {
		if got := bareDomain(s); got != want {
			t.Errorf("bareDomain(%q) = %v, want %v", s, got, want)
		}
	}
}
