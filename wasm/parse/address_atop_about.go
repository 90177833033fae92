package parse

import "strings"

// headerAtopAbout returns how many lines atop a summary section's body
// belong to the header, not to About Me, and records them in c: a contact
// line, and an address line (an address, or a postcode, on a short line
// with no sentence end) that a contact line follows. Some themes title
// their contact column "About" (macchiato: the street, town, postcode and
// country, then the e-mail, phone and profiles, then the skill groups); the
// address line is too long for postalAbout, and withoutContactTail cuts the
// section only from its first contact line. body is a prefix of all, the
// section's lines.
func headerAtopAbout(body, all []line, c *contact) int {
	n := 0
	for n < len(body) {
		s := strings.TrimSpace(body[n].flat())
		switch {
		case contactLine(s):
			contactSection(body[n:n+1], c)
		case n+1 < len(all) && contactLine(all[n+1].flat()) && postalLine(s):
			contactSection(body[n:n+1], c)
			if c.address == "" {
				c.address = s
			}
		default:
			return n
		}
		n++
	}
	return n
}

// postalLine reports whether s may be an address line: twelve words at
// most, no sentence end, and an address or a postcode in it.
func postalLine(s string) bool {
	return shortUnended(s, 12) && holdsAddress(s)
}
