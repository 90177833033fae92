package parse

import (
	"strings"
	"unicode"
)

// titlesBeforeCompany reports whether part j of a head line's parts is a
// list of titles before the employer: the line's first part, holding a
// comma, with a part after it on the same line ("Scrum Master, Agile Coach
// — Northwind GmbH"). A comma inside the first part then parts titles, not a
// title from its employer: split there, the employer took the second title
// and the real one was dropped.
//
// Each piece after a comma must hold a letter: "Engineer, 2011" over
// "2013: …" is a title and the start of a date range, cut.
func titlesBeforeCompany(parts []string, j int) bool {
	if j != 0 || len(parts) < 2 || !strings.Contains(parts[0], ",") || !isTitle(parts[0]) || isCompanyName(parts[0]) {
		return false
	}
	for _, piece := range strings.Split(parts[0], ",")[1:] {
		if !strings.ContainsFunc(piece, unicode.IsLetter) {
			return false
		}
	}
	return true
}
