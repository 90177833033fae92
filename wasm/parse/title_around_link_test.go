package parse

import "testing"

// A title a viewer pasted around the link set beside it ("Senior Account
// https://…" / "Executive") is one title again, the link under it; a
// title whose link stands on its own line is left alone.
func TestTitleAroundLink(t *testing.T) {
	tests := []struct{ lang, work, company, dates, first, rest, item string }{
		{"en", "Work", "Kettle Analytics", "2021-01-01 —", "Senior Sales", "Engineer", "Built the partner channel for three regions"},
		{"de", "Berufserfahrung", "Kettle Analytik GmbH", "2021-01-01 —", "Leitende", "Vertriebsingenieurin", "Aufbau des Partnerkanals für drei Regionen"},
		{"fr", "Expérience", "Kettle Analytique", "2021-01-01 —", "Responsable Grands", "Comptes", "Création du canal partenaires pour trois régions"},
		{"es", "Experiencia", "Kettle Analítica", "2021-01-01 —", "Ejecutiva de", "Cuentas Senior", "Creación del canal de socios en tres regiones"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			text := "Alex Moreau\nalex@example.org\n\n" + tt.work + "\n\n" + tt.company + "\n\n" + tt.dates + "\n\n" +
				tt.first + " https://www.kettle.example (https://www.kettle.example)\n" + tt.rest + "\n\nHighlights\n" + tt.item + "\n"
			jobs := Text(text).ProfessionalExperience
			if len(jobs) != 1 || jobs[0].Position != tt.first+" "+tt.rest || jobs[0].Company != tt.company {
				t.Errorf("jobs %+v, want %q at %q", jobs, tt.first+" "+tt.rest, tt.company)
			}
		})
	}
}
