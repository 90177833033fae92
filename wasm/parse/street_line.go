package parse

import "regexp"

// streetFirstRe is a house number before the street word, as French and
// Spanish addresses write it ("12 rue des Lilas", "8, avenida del Mar").
var streetFirstRe = regexp.MustCompile(`(?i)^\d+[a-z]?,?\s+(?:rue|avenue|av\.|boulevard|bd|allée|chemin|impasse|quai|place|calle|avenida|paseo|plaza|camino)\s+\p{L}`)

// opensOnStreet reports whether s opens on a house number and a street
// ("12 Harbour Road, Suite 3, …", "12 rue des Lilas"), as an address
// line under a headline does: pasted, a long headline reaches the width
// of a wrapped line and the address under it opens on a digit, so
// rewraps read it as the headline's rest (stackoverflow), and the title
// was lost in the address. A sentence's rest that opens on an amount
// names no street after it.
func opensOnStreet(s string) bool {
	return streetRe.MatchString(s) || streetFirstRe.MatchString(s)
}
