package match

import "strings"

// laterRanges reads the roles a line dates after its first range, each
// written before its own dates: "Psychologist (2015 - 2017), Social Worker
// (2011 - 2015)", "… As a Derrick operator (2014-2017), I …". Reading only
// the first range of such a line counted a fraction of the CV's years and
// called a must-have "not met" that the CV meets (issue 35, invariant f).
// from is where the first range ends.
func laterRanges(ln string, from, now int) []role {
	var out []role
	for from < len(ln) {
		loc := findRange(ln[from:])
		if loc == nil {
			break
		}
		start, end := from+loc[0], from+loc[1]
		iv, ok := durationInterval(ln[start:end], now)
		title := titleBefore(ln[from:start])
		if ok && len(contentWords(dropLabels(title))) > 0 {
			out = append(out, role{title, clip(ln, start), title, iv, false})
		}
		from = end
	}
	return out
}

// titleBefore is the role named just before a range: the words after the
// last sentence end or list comma, without the brackets and dashes around it.
func titleBefore(s string) string {
	s = strings.TrimRight(s, " -–|,(:")
	if i := strings.LastIndex(s, ". "); i >= 0 {
		s = s[i+2:]
	}
	if i := strings.LastIndex(s, ", "); i >= 0 {
		s = s[i+2:]
	}
	return strings.Trim(s, " -–|,():")
}
