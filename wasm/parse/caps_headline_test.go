package parse

import "testing"

// Pasted from a viewer, a headline set in capitals in a narrow column
// comes over short lines, some rejoined by the copy's rewrapping: it is
// one title. A summary in running case under it stays out.
func TestCapsHeadlineGoesOn(t *testing.T) {
	tests := []struct {
		lang  string
		lines []string
		title string
	}{
		{"en", []string{"SENIOR SUPPLY", "CHAIN PLANNER FOR", "WAREHOUSE LOGISTICS"},
			"SENIOR SUPPLY CHAIN PLANNER FOR WAREHOUSE LOGISTICS"},
		{"de", []string{"LEITENDE PLANERIN", "FÜR LAGERLOGISTIK UND", "TRANSPORTNETZE"},
			"LEITENDE PLANERIN FÜR LAGERLOGISTIK UND TRANSPORTNETZE"},
		{"fr", []string{"PLANIFICATRICE", "| LOGISTIQUE ET", "RÉSEAUX DE TRANSPORT"},
			"PLANIFICATRICE | LOGISTIQUE ET RÉSEAUX DE TRANSPORT"},
		{"es", []string{"PLANIFICADORA SENIOR", "DE LOGÍSTICA", "Y REDES DE TRANSPORTE"},
			"PLANIFICADORA SENIOR DE LOGÍSTICA Y REDES DE TRANSPORTE"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			text := "Robin Hale\n" + tt.lines[0] + "\n" + tt.lines[1] + "\n" + tt.lines[2] +
				"\n\n\nrobin.hale@example.org\n+49 30 1234567\n\nPlanner with nine years of experience in warehouse networks.\n"
			if got, want := Text(text).ProfessionalHeader, "Robin Hale • "+tt.title; got != want {
				t.Errorf("header %q, want %q", got, want)
			}
		})
	}
	kept := "Robin Hale\nSUPPLY PLANNER\nPlanner with nine years of experience in warehouse networks.\n\nrobin.hale@example.org\n"
	if got, want := Text(kept).ProfessionalHeader, "Robin Hale • SUPPLY PLANNER"; got != want {
		t.Errorf("summary in running case: header %q, want %q", got, want)
	}
}
