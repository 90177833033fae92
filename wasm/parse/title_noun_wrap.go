package parse

import "strings"

// titleNounWrap joins a head part that is one title word alone
// ("Manager", "Ingénieur") to the part above it when that part is a title
// of two to four words opened by a grade, without its head noun ("Senior
// Warehouse Operations", made up): a narrow column (class) wraps a title's last word onto a line
// of its own, which read as the title while the words above it read as
// the employer. The part above must name no employer and no role after
// its grade, so a company over a one-word title stays apart.
func titleNounWrap(parts [][]string) [][]string {
	var out [][]string
	for _, lp := range parts {
		if n := len(out); n > 0 && len(lp) == 1 && titleNounAlone(lp[0]) {
			prev := out[n-1]
			if last := prev[len(prev)-1]; titleWithoutNoun(last) {
				out[n-1] = append(prev[:len(prev)-1:len(prev)-1], last+" "+strings.TrimSpace(lp[0]))
				continue
			}
		}
		out = append(out, lp)
	}
	return out
}

// titleNounAlone reports whether s is one capitalised title word.
func titleNounAlone(s string) bool {
	s = strings.TrimSpace(s)
	return !strings.Contains(s, " ") && isTitle(s) && !seniorityWords[strings.ToLower(s)] && s != strings.ToLower(s)
}

// titleWithoutNoun reports whether s is a title of two to four words
// opened by a grade ("Senior", "Junior") whose last word is no title word
// and that names no employer: a grade before words that name no role
// waits for its noun, while an employer may hold a title word ("Berater
// Kollektiv Nord", made up).
func titleWithoutNoun(s string) bool {
	ws := strings.Fields(s)
	if len(ws) < 2 || len(ws) > 4 || !seniorityWords[strings.ToLower(ws[0])] || isCompanyName(s) {
		return false
	}
	return !isTitle(strings.Join(ws[1:], " "))
}
