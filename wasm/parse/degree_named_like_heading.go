package parse

import "strings"

// degreeJoins are the words that join a degree to its subject ("Masters
// in Education", "Bachelor of Education", "Diplôme de …", "Máster en …").
var degreeJoins = wordSet("in", "of", "im", "für", "der", "de", "en", "d'", "del")

// degreeNamedLikeHeading: inside education, a line that reads as a title
// only by its last word ("Education", "Ausbildung", "Formation") but opens
// with a degree word joined to its subject ("Masters in Education",
// "Certificate in Health Education") is a degree, not a title. Read as a
// title of the section it stands in, it was dropped, in a pasted text and
// in Shortlist's own Word file of such a CV. A title the word lists know
// as it stands, or one in capitals, is still one.
func degreeNamedLikeHeading(h headingAt) bool {
	l := h.lines[h.i]
	if h.cur != kindEducation || len(l.cells) != 1 {
		return false
	}
	s := strings.TrimSpace(l.cells[0].s)
	if _, exact := headingIndex[headingKey(s)]; exact || strings.ToUpper(s) == s {
		return false
	}
	ws := strings.Fields(strings.ToLower(s))
	return len(ws) >= 3 && degreeWords[strings.Trim(ws[0], ".,:;()")] && degreeJoins[ws[1]]
}
