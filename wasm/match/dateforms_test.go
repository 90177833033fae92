package match

import (
	"strings"
	"testing"
)

// TestDateRangesAsFormsWriteThem: a range whose end is "till date" (or
// "à ce jour", "hasta la fecha") runs to now, and a form's labelled ends
// ("From: 2015 To: 2019", "Von: 2015 Bis: 2019") are a range, so the role on
// the line has its years.
func TestDateRangesAsFormsWriteThem(t *testing.T) {
	now := 2024*12 + 6
	tests := []struct {
		name, line, title string
		months            int
	}{
		{"en till date", "Payroll Analyst ( 2019 - Till date )", "Payroll Analyst", 60},
		{"en to date", "Payroll Analyst, 2019 to date", "Payroll Analyst", 60},
		{"en labelled ends", "Payroll Analyst, Employer: Acme, From: 2015 To: 2019", "Payroll Analyst", 47},
		{"de labelled ends", "Lohnbuchhalter, Firma: Acme, Von: 2015 Bis: 2019", "Lohnbuchhalter", 47},
		{"de bis dato", "Lohnbuchhalter, 2019 bis dato", "Lohnbuchhalter", 60},
		{"fr à ce jour", "Gestionnaire de paie, 2019 à ce jour", "Gestionnaire de paie", 60},
		{"es hasta la fecha", "Analista de nóminas, 2019 hasta la fecha", "Analista de nóminas", 60},
		{"es labelled ends", "Analista de nóminas, Desde: 2015 Hasta: 2019", "Analista de nóminas", 47},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			lines := []string{"Experience", "- " + tt.line, "Ran the monthly payroll"}
			var got []string
			for _, r := range datedLines(lines, now) {
				got = append(got, r.title)
				if strings.Contains(r.title, tt.title) {
					if n := r.iv.to - r.iv.from; n != tt.months {
						t.Errorf("%q: %d months, want %d", r.title, n, tt.months)
					}
					return
				}
			}
			t.Errorf("roles %q, want one with %q", got, tt.title)
		})
	}
}
