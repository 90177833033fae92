package parse

import "strings"

// seniorityWords are the grades a title ends with that a narrow column
// wraps onto a line of their own ("Analista de Datos / Científico de
// Datos" over "Junior").
var seniorityWords = wordSet("junior", "senior", "jr.", "sr.", "jr", "sr")

// seniorityWrap joins a head line that is a grade alone to the title on
// the line above it: "Junior" under "Analista de Datos / Científico de
// Datos" is the title's last word, not the employer (the employer on the
// line after it was then dropped as a third part).
func seniorityWrap(parts [][]string) [][]string {
	var out [][]string
	for _, lp := range parts {
		if n := len(out); n > 0 && len(lp) == 1 && seniorityWords[strings.ToLower(strings.TrimSpace(lp[0]))] {
			prev := out[n-1]
			if last := prev[len(prev)-1]; isTitle(last) && !isCompanyName(last) {
				prev = append(prev[:len(prev)-1:len(prev)-1], last+" "+strings.TrimSpace(lp[0]))
				out[n-1] = prev
				continue
			}
		}
		out = append(out, lp)
	}
	return out
}
