package match

import (
	"fmt"
	"strconv"
	"strings"
)

// weight is a requirement's share of the score.
func weight(r Requirement) int {
	kind := 2
	switch r.Kind {
	case KindYears:
		kind = 3
	case KindResponsibility:
		kind = 1
	}
	return rank(r.Importance) * kind
}

// score is the weighted coverage of the requirements, 0–100.
func score(reqs []Requirement) int {
	sum, total := 0, 0
	for _, r := range reqs {
		sum += weight(r) * r.Coverage
		total += weight(r)
	}
	if total == 0 {
		return 0
	}
	return (sum + total/2) / total
}

// cover returns how much of a requirement the CV shows (0–100) and the CV's
// words that show it.
func cover(r Requirement, p profile) (int, string) {
	switch r.Kind {
	case KindSkill, KindTool:
		for _, n := range r.names() {
			if ev, ok := skillEvidence(n, p); ok {
				return 100, ev
			}
		}
		// Skills written as ordinary words ("project management") also count
		// in other forms ("managed the project").
		if st := contentStems(r.Name); len(st) > 0 && r.Kind == KindSkill {
			if ln, n := bestLine(p.lines, p.lineIndex, st); n == len(uniq(st)) {
				return 100, ln
			}
		}
		return 0, ""
	case KindYears:
		if p.months == 0 {
			return 0, ""
		}
		return min(100, p.months*100/(r.Years*12)), durations(p)
	case KindEducation:
		switch {
		case p.education >= r.Level:
			return 100, p.eduText
		case p.education == r.Level-1:
			return 50, p.eduText
		}
		return 0, p.eduText
	case KindLanguage:
		l, ok := p.languages[r.Name]
		if !ok {
			return 0, ""
		}
		if l.level >= r.Level {
			return 100, l.text
		}
		return l.level * 100 / r.Level, l.text
	case KindSeniority:
		// A role at that level shows it; otherwise the years that stand for it.
		for _, role := range strings.Split(p.titles, "\n") {
			if seniorityOf(role) >= r.Level {
				return 100, clip(role, 0)
			}
		}
		if p.months == 0 {
			return 0, ""
		}
		return min(100, p.months*100/(r.Years*12)), durations(p)
	case KindTitle:
		st := uniq(titleWords(r.Name))
		if len(st) == 0 {
			return 0, ""
		}
		titles := strings.Split(p.titles, "\n")
		ln, n := bestLine(titles, lineIndex(titles), st)
		return n * 100 / len(st), ln
	}
	st := uniq(contentStems(r.Text))
	if len(st) == 0 {
		return 0, ""
	}
	found := 0
	for _, s := range st {
		if len(p.lineIndex[s]) > 0 {
			found++
		}
	}
	ln, n := bestLine(p.lines, p.lineIndex, st)
	if n < 2 {
		ln = ""
	}
	return found * 100 / len(st), ln
}

// bestLine returns the line sharing the most of stems, clipped, and how
// many; index lists for each stem the lines that have it.
func bestLine(lines []string, index map[string][]int, stems []string) (string, int) {
	count := map[int]int{}
	for _, s := range uniq(stems) {
		for _, i := range index[s] {
			count[i]++
		}
	}
	best, bestN := -1, 0
	for i, n := range count {
		if n > bestN || n == bestN && i < best {
			best, bestN = i, n
		}
	}
	if best < 0 {
		return "", 0
	}
	return clip(lines[best], 0), bestN
}

// lineIndex lists for each stem the lines that have it, each line once.
func lineIndex(lines []string) map[string][]int {
	index := map[string][]int{}
	for i, ln := range lines {
		for _, w := range words(ln) {
			s := stem(w.Text)
			if l := index[s]; len(l) == 0 || l[len(l)-1] != i {
				index[s] = append(l, i)
			}
		}
	}
	return index
}

// uniq returns ss without repeats, in first-seen order.
func uniq(ss []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, s := range ss {
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	return out
}

// durations quotes the CV's experience dates.
func durations(p profile) string {
	var ds []string
	for _, e := range p.cv.ProfessionalExperience {
		if d := strings.TrimSpace(e.Duration); d != "" {
			ds = append(ds, d)
		}
	}
	return strings.Join(ds, "; ")
}

// yearsText writes months of experience as "about 4 years".
func yearsText(months int) string {
	y := (months + 6) / 12
	switch {
	case months == 0:
		return "no dated experience"
	case y == 0:
		return strconv.Itoa(months) + " months"
	case y == 1:
		return "about 1 year"
	}
	return "about " + strconv.Itoa(y) + " years"
}

// meaning says in one sentence what the score means.
func meaning(pct int, reqs []Requirement) string {
	if len(reqs) == 0 {
		return "The job description names no skills, tools or other requirements that can be checked, so the score is 0."
	}
	must, mustMet, other, otherMet := 0, 0, 0, 0
	for _, r := range reqs {
		met := r.Coverage >= metAt
		if r.Importance == Required {
			must++
			if met {
				mustMet++
			}
			continue
		}
		other++
		if met {
			otherMet++
		}
	}
	return fmt.Sprintf("Your CV shows %d%% of what this job asks for, with must-haves weighing three times as much as nice-to-haves: %d of %d must-haves and %d of %d other requirements are covered.",
		pct, mustMet, must, otherMet, other)
}

// metAt is the coverage from which a requirement counts as shown.
const metAt = 60
