package parse

import (
	"slices"
	"strings"
	"testing"
)

// A theme prints an entry's length under its dates; pasted, the length
// stands on a line of its own, which the dates say already. Under a line
// that is no date it stays.
func TestDurationsUnderDates(t *testing.T) {
	cases := []struct{ name, dates, open, length string }{
		{"en", "2012 — 2015", "— Present", "3 years"},
		{"de", "2012 — 2015", "— heute", "3 Jahre"},
		{"fr", "2012 — 2015", "— aujourd'hui", "3 ans"},
		{"es", "2012 — 2015", "— actualidad", "3 años"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			for _, under := range []string{c.dates, c.open} {
				got := textLinesOf("Geography, Master\n" + under + "\n" + c.length + "\nExample University\n")
				if slices.Contains(got, c.length) {
					t.Errorf("under %q: the length stays: %q", under, got)
				}
			}
			got := textLinesOf("Python\n" + c.length + "\nExample University\n")
			if !slices.ContainsFunc(got, func(s string) bool { return strings.Contains(s, c.length) }) {
				t.Errorf("a length under no date was dropped: %q", got)
			}
		})
	}
}

// TestDurationInWords: a length of one unit printed in words ("a year")
// under an entry's dates is dropped as a number's is, in en/de/fr/es; a
// line of words that only opens like one stays.
func TestDurationInWords(t *testing.T) {
	cases := []struct{ name, open, length string }{
		{"en", "— Present", "a year"},
		{"de", "— heute", "ein Jahr"},
		{"fr", "— aujourd'hui", "un an"},
		{"es", "— actualidad", "un año"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := textLinesOf("Analyst, Example Retail\nAugust 2020\n" + c.open + "\n" + c.length + "\n- Built weekly reports for the teams\n")
			if slices.Contains(got, c.length) {
				t.Errorf("the length stays: %q", got)
			}
		})
	}
	for _, s := range []string{"a year", "ein Jahr", "un an", "un año", "one month", "une année"} {
		if !durationRe.MatchString(s) {
			t.Errorf("durationRe misses %q", s)
		}
	}
	for _, s := range []string{"a yearly review", "an analyst", "one team"} {
		if durationRe.MatchString(s) {
			t.Errorf("durationRe takes %q", s)
		}
	}
}
