package match

import "strings"

// A requirement's text is never cut mid-phrase (issue 35, invariant c):
// "Senior Full Stack Engineer (5+ Years of", "Master (", "strategies and".
// The readers cut requirements at list commas, dashes and " to "; wholePhrase
// mends what such a cut leaves open, from the job's own words.

// danglingWords are the words a phrase cannot end on, in the four languages
// ("mit" and "to" can: "bringen Sie mit", "adhered to").
var danglingWords = toSet("of in and or the a an with for from und oder von der die das den dem des y o de del con en et ou avec du la le les")

// maxMend is how far past a cut a phrase is looked for: a bracket's close or
// the rest of a clause.
const maxMend = 120

// wholePhrases mends every requirement read from jd.
func wholePhrases(jd string, reqs []Requirement) []Requirement {
	for i := range reqs {
		if reqs[i].Kind != KindSkill && reqs[i].Kind != KindTool {
			reqs[i] = wholePhrase(jd, reqs[i])
		}
	}
	return reqs
}

// wholePhrase closes an open bracket of a requirement's text (a title drops
// it instead: the role is what stands before it) and carries a text that ends
// on a dangling word on to the end of its clause, or drops that word when the
// clause ends there.
func wholePhrase(jd string, r Requirement) Requirement {
	if r.Start < 0 || r.End > len(jd) || r.Start >= r.End {
		return r
	}
	end := r.End
	text := jd[r.Start:end]
	if open := unclosedBracket(text); open >= 0 {
		if r.Kind != KindTitle {
			if close := strings.IndexByte(lineRest(jd, end), ')'); close >= 0 {
				return withEnd(jd, r, end+close+1)
			}
		}
		return withEnd(jd, r, r.Start+len(strings.TrimRight(text[:open], " -–—:,")))
	}
	if !danglingWords[lastWord(text)] {
		return r
	}
	rest := lineRest(jd, end)
	if stop := strings.IndexAny(rest, ",;.:()"); stop >= 0 {
		rest = rest[:stop]
	}
	if strings.TrimSpace(rest) != "" {
		text = jd[r.Start : end+len(strings.TrimRight(rest, " "))]
	}
	return withEnd(jd, r, r.Start+len(withoutDangling(text)))
}

// withoutDangling drops the dangling words a text ends on ("und den"),
// keeping at least its first word.
func withoutDangling(text string) string {
	for {
		t := strings.TrimRight(text, " ,-–")
		i := strings.LastIndexAny(t, " \t")
		if i < 0 || !danglingWords[strings.ToLower(t[i+1:])] {
			return t
		}
		text = t[:i]
	}
}

// unclosedBracket is where the last "(" that no ")" closes stands, -1 if none.
func unclosedBracket(s string) int {
	var open []int
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '(':
			open = append(open, i)
		case ')':
			if len(open) > 0 {
				open = open[:len(open)-1]
			}
		}
	}
	if len(open) == 0 {
		return -1
	}
	return open[0]
}

// lineRest is what follows at in its line, at most maxMend bytes, cut
// between words.
func lineRest(jd string, at int) string {
	rest := jd[at:]
	if i := strings.IndexByte(rest, '\n'); i >= 0 {
		rest = rest[:i]
	}
	if len(rest) > maxMend {
		rest = rest[:maxMend]
		if i := strings.LastIndexByte(rest, ' '); i > 0 {
			rest = rest[:i]
		}
	}
	return rest
}

// lastWord is a text's last word in lower case.
func lastWord(s string) string {
	f := strings.Fields(s)
	if len(f) == 0 {
		return ""
	}
	return strings.ToLower(f[len(f)-1])
}

// withEnd moves a requirement's end, its text and, where it was the text, its
// name with it; a name that would be empty leaves it as it was.
func withEnd(jd string, r Requirement, end int) Requirement {
	if end <= r.Start {
		return r
	}
	text := joinLines.Replace(jd[r.Start:end])
	if r.Name == r.Text {
		r.Name = text
	}
	r.Text, r.End = text, end
	if r.Clause == "" {
		r.Clause = text
	}
	return r
}
