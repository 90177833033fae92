package parse

import "strings"

// titlesJoinedByComma reports whether head part p of line k is one title
// of several roles ("Scrum Master, Agile Coach", "Senior DevOps Engineer,
// Snr. System-Admin") with the employer in the part after it on its line:
// no piece between its commas names a company, and the next part names
// one ("Muster GmbH + Co. KG") or every piece after the first names a
// title.
// The comma there parts roles, not the title from its employer; read as
// that, the second role took the company's place and the company was
// dropped (Shortlist's own Word file writes "title — company").
func titlesJoinedByComma(p string, parts [][]string, k int) bool {
	next, ok := nextPart(p, parts, k)
	if !ok || !strings.Contains(p, ",") {
		return false
	}
	pieces := strings.Split(p, ",")
	titles := true
	for i, piece := range pieces {
		piece = strings.TrimSpace(piece)
		if isCompanyName(piece) {
			return false
		}
		titles = titles && (i == 0 || isTitle(piece))
	}
	return titles || isCompanyName(next)
}

// nextPart is the part after p on its line k of the head's parts: the
// employer after a dash, not the rest of the next line (a duration beside
// the dates, "2 years 1 month").
func nextPart(p string, parts [][]string, k int) (string, bool) {
	if k >= len(parts) {
		return "", false
	}
	for i, q := range parts[k] {
		if q != p {
			continue
		}
		if i+1 < len(parts[k]) {
			return parts[k][i+1], true
		}
	}
	return "", false
}
