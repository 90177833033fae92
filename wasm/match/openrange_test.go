package match

import "testing"

// TestDurationEndingWithItsDash: a role printed without an end date
// ("2021-08-01 —", as JSON Resume themes print it) goes on to now, in
// en/de/fr/es; a lone date is still the one date, and a CV with such a
// current role meets the years it adds up to.
func TestDurationEndingWithItsDash(t *testing.T) {
	for _, c := range []struct {
		name, duration string
		months         int
	}{
		{"ISO, em dash", "2021-08-01 —", 46}, // the year alone is read: from July
		{"en", "Aug 2021 –", 45},
		{"de", "08.2021 -", 45},
		{"fr", "août 2021 —", 45},
		{"es", "ago. 2021 –", 45},
	} {
		t.Run(c.name, func(t *testing.T) {
			iv, ok := durationInterval(c.duration, may2025)
			if got := iv.to - iv.from; !ok || got != c.months {
				t.Errorf("%q: %d months (ok %v), want %d", c.duration, got, ok, c.months)
			}
		})
	}
	if iv, _ := durationInterval("2021-08-01", may2025); iv.to == may2025 {
		t.Error("a lone date reads as a role that goes on")
	}
	text := "Experience\nData Analyst, Acme\n2021-08-01 —\n- Built the sales reports\nJunior Analyst, Acme\n2019-06-03 — 2021-07-30\n- Cleaned the data\n"
	for _, k := range reportOf(text, "Requirements:\n- 4+ years of experience\n- SQL").Checks {
		if k.Kind == KindYears && k.Status != Met {
			t.Errorf("%q %s for roles from 2019 to now", k.Label, k.Status)
		}
	}
}
