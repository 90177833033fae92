package match

import "strings"

// yearPrepositions are the words that put a year inside a sentence ("…
// target in 2019", "… im 2019", "… en 2019"), in the four languages
// ("during" before a year follows a role as often as not); a sentence
// names a role before its year only through roleLinks ("Worked as a Data
// Engineer in 2019 - 2020", the shape of RJDB's CVs).
var (
	yearPrepositions = toSet("in im en dans")
	roleLinks        = toSet("as als comme como")
)

// yearInSentence reports whether the words before a line's dates end on a
// preposition of time and name no role through "as": the dates are a
// sentence's ("Grew regional sales by 20% in 2019 and 2020"), not a
// role's, and the words are no role. A PDF keeps an item on one line, where
// they read as a title that fits a job's ("Led … in" for a lead), while
// pasted the viewer wraps it and they do not.
func yearInSentence(title string) bool {
	f := strings.Fields(strings.ToLower(title))
	if len(f) == 0 || !yearPrepositions[f[len(f)-1]] {
		return false
	}
	for _, w := range f {
		if roleLinks[w] {
			return false
		}
	}
	return true
}
