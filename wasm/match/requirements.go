package match

import (
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/shortlist/shortlist/wasm/lexicon"
)

// Kinds of requirement.
const (
	KindSkill          = "skill"
	KindTool           = "tool"
	KindYears          = "years"
	KindEducation      = "education"
	KindLanguage       = "language"
	KindTitle          = "title"
	KindSeniority      = "seniority"
	KindResponsibility = "responsibility"
)

// Importance of a requirement: required (a must-have heading or phrase),
// expected (named without a marker) or preferred (nice to have).
const (
	Required  = "required"
	Expected  = "expected"
	Preferred = "preferred"
)

// Requirement is one thing the job asks for, with the JD words it came from.
// Start and End are the byte offsets in the job description of Text, which
// is that span with its line breaks turned into spaces; Clause is the
// sentence or bullet around it. Coverage (0–100) and CV (the CV's words
// that show it) are filled by the analysis.
type Requirement struct {
	Kind       string   `json:"kind"`
	Name       string   `json:"name"`
	Importance string   `json:"importance"`
	Text       string   `json:"text"`
	Start      int      `json:"start"`
	End        int      `json:"end"`
	Clause     string   `json:"clause"`
	Years      int      `json:"years,omitempty"` // KindYears: the minimum asked
	Level      int      `json:"level,omitempty"` // KindEducation: 1 vocational … 4 doctorate; KindLanguage: 1 (A1) … 7 (native)
	Any        []string `json:"any,omitempty"`   // skills and tools: "A or B", either covers it
	Coverage   int      `json:"coverage"`
	CV         string   `json:"cv,omitempty"`
}

// maxResponsibilities bounds the duties taken from one job description: they
// feed interview questions and weigh little, and long postings list dozens.
const maxResponsibilities = 8

// Requirements extracts the requirements of a job description, in the order
// the job description states them. Deterministic.
func Requirements(jd string) []Requirement {
	return requirements(jd, segments(jd))
}

// requirements extracts the requirements from the job's segments.
func requirements(jd string, segs []segment) []Requirement {
	var reqs []Requirement
	bySkill := map[string]int{}
	years, duties := -1, 0
	add := func(r Requirement) {
		reqs = append(reqs, r)
	}
	for _, s := range segs {
		if s.section == secSkip {
			continue
		}
		var prev lexicon.Match
		for i, m := range lexicon.Find(s.text) {
			kind := KindSkill
			if m.Term.Kind == lexicon.Tool {
				kind = KindTool
			}
			importance := s.importance
			if inParens(s.text[:m.Start]) {
				importance = lower(importance)
			}
			if i > 0 && alternative(s.text[prev.End:m.Start]) && len(reqs) > 0 && reqs[len(reqs)-1].End == s.start+prev.End {
				last := &reqs[len(reqs)-1]
				last.Any = append(last.names(), m.Term.Name)
				last.Name += " or " + m.Term.Name
				last.End = s.start + m.End
				last.Text = joinLines.Replace(jd[last.Start:last.End])
				prev = m
				continue
			}
			prev = m
			r := Requirement{Kind: kind, Name: m.Term.Name, Importance: importance, Text: m.Text,
				Start: s.start + m.Start, End: s.start + m.End, Clause: s.text}
			if i, ok := bySkill[r.Name]; ok {
				if rank(r.Importance) > rank(reqs[i].Importance) {
					reqs[i] = r
				}
				continue
			}
			bySkill[r.Name] = len(reqs)
			add(r)
		}
		if r, ok := yearsIn(s); ok {
			if years < 0 {
				years = len(reqs)
				add(r)
			} else if r.Years > reqs[years].Years {
				reqs[years] = r
			}
		}
		if r, ok := educationIn(s); ok {
			add(r)
		}
		reqs = append(reqs, languagesIn(s)...)
		if s.duty && duties < maxResponsibilities && len(contentStems(s.text)) >= 2 {
			duties++
			add(Requirement{Kind: KindResponsibility, Name: s.text, Importance: Expected, Text: s.text,
				Start: s.start, End: s.end, Clause: s.text})
		}
	}
	if r, ok := titleIn(jd); ok {
		add(r)
		if sr, ok := seniorityIn(r); ok {
			add(sr)
		}
	}
	reqs = dedupe(reqs)
	sort.SliceStable(reqs, func(i, j int) bool { return reqs[i].Start < reqs[j].Start })
	return reqs
}

// names are the skill or tool names that cover a requirement.
func (r Requirement) names() []string {
	if len(r.Any) > 0 {
		return r.Any
	}
	return []string{r.Name}
}

// alternative reports whether the words between two skills make them
// alternatives: "Kubernetes or ECS", "GitHub Actions / CircleCI".
func alternative(between string) bool {
	switch strings.ToLower(strings.Trim(between, " ,")) {
	case "or", "oder", "o", "ou", "/", "and/or", "und/oder", "y/o", "et/ou":
		return true
	}
	return false
}

// inParens reports whether text before a skill leaves a parenthesis open:
// "AWS (ECS, RDS)" names examples, which weigh one level less.
func inParens(before string) bool {
	return strings.Count(before, "(") > strings.Count(before, ")")
}

// lower returns the importance one level down.
func lower(importance string) string {
	if importance == Required {
		return Expected
	}
	return Preferred
}

// dedupe keeps the first requirement of each kind and name (education and
// languages may be stated twice), with the highest importance seen.
func dedupe(reqs []Requirement) []Requirement {
	seen := map[string]int{}
	var out []Requirement
	for _, r := range reqs {
		key := r.Kind + "\x00" + r.Name
		if i, ok := seen[key]; ok {
			if rank(r.Importance) > rank(out[i].Importance) {
				out[i].Importance = r.Importance
			}
			continue
		}
		seen[key] = len(out)
		out = append(out, r)
	}
	return out
}

// rank orders importances: required > expected > preferred.
func rank(importance string) int {
	switch importance {
	case Required:
		return 3
	case Expected:
		return 2
	}
	return 1
}

var (
	yearsRe     = regexp.MustCompile(`(?i)(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|zwei|drei|vier|fünf|sechs|dos|tres|cuatro|cinco|seis|deux|trois|quatre|cinq)\s*(?:\+|(?:-|–|to|bis|a|à)\s*\d{1,2})?\s*\+?\s*(?:years?|yrs?|jahren?|jährige|años|ans)(?:[^\p{L}]|$)`)
	numberWords = map[string]int{"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
		"eight": 8, "nine": 9, "ten": 10, "zwei": 2, "drei": 3, "vier": 4, "fünf": 5, "sechs": 6, "dos": 2,
		"tres": 3, "cuatro": 4, "cinco": 5, "seis": 6, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5}
)

// yearsHints are the lower-case pieces of the year words of yearsRe.
var yearsHints = phrases("year yr jahr jähr año ans")

// yearsIn finds "5+ years", "mindestens 3 Jahre", "3 años" in a segment.
func yearsIn(s segment) (Requirement, bool) {
	if !containsAny(s.lower, yearsHints) {
		return Requirement{}, false
	}
	loc := yearsRe.FindStringSubmatchIndex(s.text)
	if loc == nil {
		return Requirement{}, false
	}
	n, ok := numberWords[strings.ToLower(s.text[loc[2]:loc[3]])]
	if !ok {
		n, _ = strconv.Atoi(s.text[loc[2]:loc[3]])
	}
	if n < 1 || n > 25 {
		return Requirement{}, false
	}
	text := strings.TrimRight(s.text[loc[0]:loc[1]], " .,;:)")
	return Requirement{Kind: KindYears, Name: strconv.Itoa(n) + "+ years of experience", Importance: s.importance,
		Text: text, Start: s.start + loc[0], End: s.start + loc[0] + len(text), Clause: s.text, Years: n}, true
}

// Education levels, the generic words ("degree", "Studium") last so that
// they count only when no level is named: "Master's degree" asks for a
// master's.
var educationLevels = []struct {
	level int
	name  string
	re    *regexp.Regexp
}{
	{1, "vocational training", regexp.MustCompile(`(?i)\b(?:apprenticeship|vocational|ausbildung|berufsausbildung|formación profesional|high school diploma)`)},
	{2, "a bachelor's degree", regexp.MustCompile(`(?i)\b(?:bachelor|(?-i:BS)\b|b\.\s?sc|bsc\b|b\.\s?tech|btech\b|b\.\s?a\.|b\.\s?eng|b\.\s?s\.|undergraduate|licenciatura|grado en|licence)`)},
	{3, "a master's degree", regexp.MustCompile(`(?i)\b(?:master['’]?s|masters? (?:of|in|degree)|m\.\s?sc|msc\b|m\.\s?tech|mtech\b|mba\b|máster|magíster|diplom\b|diplom-|masterabschluss)`)},
	{4, "a doctorate", regexp.MustCompile(`(?i)\b(?:ph\.?\s?d|doctorate|doctoral|doktor|doctorado|doctorat)`)},
	{2, "a degree", regexp.MustCompile(`(?i)\b(?:degree|hochschulabschluss|studium|titulación|título universitario|ingenier[ií]a|diplôme)`)},
}

// educationLevel returns the lowest education level that s names, 0 if none:
// "a bachelor's or master's degree" asks for a bachelor's.
func educationLevel(s string) (level int, name string, start, end int) {
	for _, e := range educationLevels {
		if loc := e.re.FindStringIndex(s); loc != nil {
			return e.level, e.name, loc[0], loc[1]
		}
	}
	return 0, "", 0, 0
}

// highestEducation returns the highest level that s names.
func highestEducation(s string) int {
	best := 0
	for _, e := range educationLevels {
		if e.level > best && e.re.MatchString(s) {
			best = e.level
		}
	}
	return best
}

// educationHints are lower-case pieces one of which every education word
// contains, so that most lines skip the education patterns.
var educationHints = phrases("bachelor b. bsc b.sc btech mtech undergrad licenc grado master m. msc mba máster magíster diplom ph.d phd doct doktor degree hochschul studium titul título ingenier apprentice vocational ausbildung formación high_school")

// mayNameEducation reports whether a lower-case line may name a degree.
func mayNameEducation(lower string) bool { return containsAny(lower, educationHints) }

func educationIn(s segment) (Requirement, bool) {
	if !mayNameEducation(s.lower) {
		return Requirement{}, false
	}
	level, name, a, b := educationLevel(s.text)
	if level == 0 {
		return Requirement{}, false
	}
	return Requirement{Kind: KindEducation, Name: name, Importance: s.importance, Text: s.text[a:b],
		Start: s.start + a, End: s.start + b, Clause: s.text, Level: level}, true
}
