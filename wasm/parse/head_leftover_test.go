package parse

import "testing"

// A job head of three dash parts on one line over its dates keeps every
// part; a third part on a line of its own, or one that is a sentence, is
// still left out.
func TestHeadLeftoverPart(t *testing.T) {
	tests := []struct{ lang, title, head, dates string }{
		{"en", "WORK EXPERIENCE", "Smart Meter Platform – Event Streaming Backend — Energy Sector", "06/2017 - 10/2017"},
		{"de", "BERUFSERFAHRUNG", "ERP ALPHA – Kundenportal - Lieferantenportal", "09/2014 - 01/2015"},
		{"fr", "EXPÉRIENCE PROFESSIONNELLE", "Directrice – Cheffe de projet (PMO) — [Confidentiel]", "07/2014 - 09/2016"},
		{"es", "EXPERIENCIA PROFESIONAL", "Portal de clientes – Migración a la nube - Pruebas de carga", "01/2015 - 07/2016"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			f := Text("Alex Moreau\nalex@example.org\n\n" + tt.title + "\n\n" + tt.head + "\n" + tt.dates + "\n• Ran the rollout.\n")
			if len(f.ProfessionalExperience) != 1 {
				t.Fatalf("jobs %+v, want one", f.ProfessionalExperience)
			}
			if j := f.ProfessionalExperience[0]; headWordsOf(j.Position, j.Company) != headWordsOf(tt.head) {
				t.Errorf("title %q, company %q; want every word of %q", j.Position, j.Company, tt.head)
			}
		})
	}
	for _, tt := range []struct{ name, text, head string }{
		{"tagline under the title", "Founder\nNorthwind · Tea for every office\nDec 2013 – Dec 2014\n", "Founder Northwind"},
		{"place beside the dates", "Scrum Master — Muster AG\n03/2019 - 01/2020 | Musterstadt\n", "Scrum Master Muster AG"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			f := Text("Alex Moreau\nalex@example.org\n\nWORK EXPERIENCE\n\n" + tt.text)
			if len(f.ProfessionalExperience) != 1 || headWordsOf(f.ProfessionalExperience[0].Position, f.ProfessionalExperience[0].Company) != headWordsOf(tt.head) {
				t.Errorf("jobs %+v, want title and company %q", f.ProfessionalExperience, tt.head)
			}
		})
	}
}
