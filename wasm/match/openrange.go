package match

import "regexp"

// openDashRe is a duration that ends with its dash: "2021-08-01 —",
// "03/2020 –". A JSON Resume theme prints a role without an end date so,
// and it means the role goes on; read as its one start date, such a role
// counted half a year, and a CV with six years of roles was "not met" for
// four (issue 35, invariant f over the theme corpus).
var openDashRe = regexp.MustCompile(`\d\s*[-‐‑‒–—−]\s*$`)

// endsOpen reports whether a duration ends with its dash.
func endsOpen(d string) bool { return openDashRe.MatchString(d) }
