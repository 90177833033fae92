package parse

import (
	"strconv"
	"strings"
)

// postalAbout reports whether a summary section's text is a postal
// address, not an About Me: some themes title their contact column
// "About" (macchiato prints the street, town, postcode and country there,
// then the e-mail and profiles, which withoutContactTail has cut). The
// text must be a few short lines with no sentence end, one of them an
// address or holding a postcode.
func postalAbout(lines []line) bool {
	if len(lines) == 0 || len(lines) > 4 {
		return false
	}
	postal := false
	for _, l := range lines {
		s := strings.TrimSpace(l.flat())
		if !shortUnended(s, 8) {
			return false
		}
		postal = postal || holdsAddress(s)
	}
	return postal
}

// shortUnended reports whether s has at most max words and no sentence end.
func shortUnended(s string, max int) bool {
	return len(strings.Fields(s)) <= max && !strings.HasSuffix(s, ".")
}

// holdsAddress reports whether s is an address or holds a postcode.
func holdsAddress(s string) bool {
	return isAddress(s) || hasPostcode(s)
}

// hasPostcode reports whether s holds a word of four or five digits that
// is no year ("75002", "28001"; not "2019").
func hasPostcode(s string) bool {
	for _, w := range strings.Fields(s) {
		w = strings.Trim(w, ",")
		n, err := strconv.Atoi(w)
		if err != nil || len(w) < 4 || len(w) > 5 {
			continue
		}
		if len(w) == 5 || n < 1950 || n > 2039 {
			return true
		}
	}
	return false
}
