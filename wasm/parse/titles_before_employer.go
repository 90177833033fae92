package parse

import (
	"strings"
	"unicode"
)

// titlesBeforeEmployer reports whether part j of a head line's parts (lp)
// is one title of several roles before the employer ("Scrum Master, Agile
// Coach — Muster GmbH + Co. KG", "Entwickler, Berater — Muster AG"): it
// holds a comma and has a part after it on its line, no piece between its
// commas names a company, every piece after a comma holds a letter, and
// the roles show as roles: the line's first part names a title, or every
// piece after the first names one, or the next part names a company.
// The comma there parts roles, not the title from its employer; split
// there, the second role took the company's place and the employer was
// dropped (Shortlist's own Word file writes "title — company").
//
// The employer is looked for on the part's own line only, not the rest of
// the next line (a duration beside the dates, "2 years 1 month"); a piece
// without a letter is a date cut from its range ("Engineer, 2011" over
// "2013: …"), not a second title.
func titlesBeforeEmployer(lp []string, j int) bool {
	if j+1 >= len(lp) || !strings.Contains(lp[j], ",") {
		return false
	}
	pieces := strings.Split(lp[j], ",")
	titles := true
	for i, piece := range pieces {
		piece = strings.TrimSpace(piece)
		if isCompanyName(piece) || i > 0 && !strings.ContainsFunc(piece, unicode.IsLetter) {
			return false
		}
		titles = titles && (i == 0 || isTitle(piece))
	}
	return j == 0 && isTitle(lp[j]) || titles || isCompanyName(lp[j+1])
}
