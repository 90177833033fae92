package match

import "strings"

// yearsClauses cuts a segment that asks years in more than one role at
// each further years phrase: "at least 3 years as an X and a minimum of 2
// years as a Y", "4 years as X, 2 years as Y". Each clause runs to the
// next phrase, without the words that join them (trimClauseJoin), so its
// role ends where the next one's years begin; the first starts at the
// segment's start, the last ends at its end. A segment with one years
// phrase is one clause.
func yearsClauses(s segment) []segment {
	locs := yearsRe.FindAllStringIndex(s.text, -1)
	if len(locs) < 2 {
		return []segment{s}
	}
	var out []segment
	from := 0
	for i := range locs {
		to := len(s.text)
		if i+1 < len(locs) {
			to = locs[i+1][0]
			to = from + len(trimClauseJoin(s.text[from:to]))
		}
		c := s
		c.text = s.text[from:to]
		c.lower = strings.ToLower(c.text)
		c.start, c.end = s.start+from, s.start+to
		c.label, c.explained = 0, 0
		out = append(out, c)
		if i+1 < len(locs) {
			from = locs[i+1][0]
		}
	}
	return out
}

// trimClauseJoin drops the words that join a years clause to the next
// one's number from its end: "and a bare minimum of", "followed by",
// ", plus at least", "und mindestens", "et au moins", "y al menos".
func trimClauseJoin(text string) string {
	for {
		t := strings.TrimRight(text, " \t,;")
		i := strings.LastIndexAny(t, " \t") + 1
		if i == 0 || !clauseJoins[strings.ToLower(t[i:])] {
			return t
		}
		text = t[:i]
	}
}

// clauseJoins are the words that may stand between one years clause and
// the next one's number (en/de/fr/es).
var clauseJoins = toSet(`and plus followed by then a an another additional further prior previous bare minimum of at least min.
	und sowie dann danach weitere mindestens davon et puis ensuite au moins de y luego al menos como mínimo`)
