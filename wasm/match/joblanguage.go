package match

import "fmt"

// A post written in one language that names no spoken language leaves the
// working language unsaid: a recruiter reading an English CV for a German
// post asks whether the person speaks German. The post does not ask it in
// a line, so it is no requirement (issue 35, invariant c); and on the
// graded German set, profiles written in English that show no German were
// graded as good a fit for German posts as the others (31 % of 118 pairs
// graded 1–2, against 32 % of all), so a score that held them down would
// rank worse. It is an unknown checklist item that asks, unless the CV
// says the person lacks it (workinglanguage.go).

// minJobWords is how many of a language's common words a job description
// needs to be read as written in it (a CV needs 20: posts are shorter).
const minJobWords = 8

// jobLanguageCheck is the checklist item of the post's own language when
// the post names no spoken language and the CV shows none of it: unknown,
// not required, with what to state.
func jobLanguageCheck(segs []segment, reqs []Requirement, p profile) (Check, bool) {
	for _, r := range reqs {
		if r.Kind == KindLanguage {
			return Check{}, false
		}
	}
	lines := make([]string, len(segs))
	for i, s := range segs {
		lines[i] = s.text
	}
	name, ev := writtenWith(lines, minJobWords)
	if name == "" {
		return Check{}, false
	}
	// A CV lists the language, or is written in it (a short one too).
	if _, ok := p.languages[name]; ok {
		return Check{}, false
	}
	if cvIn, _ := writtenWith(p.lines, minJobWords); cvIn == name {
		return Check{}, false
	}
	if native, ok := otherNative(p, name); ok {
		return jobsLanguageNotSpoken(name, native, ev), true
	}
	return Check{Kind: KindLanguage, Label: name + jobsLanguageLabel, Status: Unknown, JD: ev,
		Ask: fmt.Sprintf("The job is written in %s and names no language: if you speak %s, list it with its level.", name, name)}, true
}
