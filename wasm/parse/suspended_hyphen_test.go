package parse

import "testing"

// TestSuspendedHyphen: a line ending with a suspended hyphen keeps its
// space before the conjunction under it (en/de/fr/es); a word broken at its
// hyphen is joined as before.
func TestSuspendedHyphen(t *testing.T) {
	cases := []struct{ a, b, want string }{
		{"Planning of pre-", "and post-processing steps", "Planning of pre- and post-processing steps"},
		{"Beratung, Kunden-", "und Lieferantenpflege", "Beratung, Kunden- und Lieferantenpflege"},
		{"Analyse micro-", "et macro-économique", "Analyse micro- et macro-économique"},
		{"Atención pre-", "y postoperatoria", "Atención pre- y postoperatoria"},
		{"Automatisierung von ETL-", "Prozessen mit Python", "Automatisierung von ETL-Prozessen mit Python"},
		{"Designed the event pipeline for the pay-", "ment team", "Designed the event pipeline for the payment team"},
	}
	for _, c := range cases {
		if got := joinText(c.a, c.b, nil); got != c.want {
			t.Errorf("joinText(%q, %q) = %q, want %q", c.a, c.b, got, c.want)
		}
	}
}
