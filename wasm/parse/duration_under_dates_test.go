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
