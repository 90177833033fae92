package match

import (
	"strings"
	"unicode/utf8"

	"github.com/shortlist/shortlist/wasm/cv"
	"github.com/shortlist/shortlist/wasm/lexicon"
)

// profile is what the matcher knows about a CV.
type profile struct {
	cv        cv.FormattedCV
	lines     []string
	lineIndex map[string][]int  // for each stem, the lines that have it
	skills    map[string]string // lexicon term name → the CV words that show it
	months    int               // months of experience from the entries' dates, overlaps once
	dated     int               // entries whose duration could be read
	education int               // highest level, 0 if none
	eduText   string
	languages map[string]spoken
	titles    string // the header and every position, for the job title
}

// newProfile reads a CV from its text (as the user gave it, or rendered from
// the structured CV) and its formatted form; now is the month that "Present"
// stands for.
func newProfile(text string, c cv.FormattedCV, now int) profile {
	p := profile{cv: c, skills: map[string]string{}}
	for _, ln := range lines(text) {
		if t, _ := trimLine(ln.text, ln.start); t != "" {
			p.lines = append(p.lines, t)
		}
	}
	p.lineIndex = lineIndex(p.lines)
	for _, ln := range p.lines {
		for _, m := range lexicon.Find(ln) {
			old, seen := p.skills[m.Term.Name]
			// A sentence that uses the skill shows more than a list that names it.
			if !seen || len(strings.Fields(old)) < 6 && len(strings.Fields(ln)) >= 6 {
				p.skills[m.Term.Name] = clip(ln, m.Start)
			}
		}
	}
	var ivs []interval
	titles := strings.Split(c.ProfessionalHeader, "•")
	for _, e := range c.ProfessionalExperience {
		titles = append(titles, e.Position)
		if iv, ok := durationInterval(e.Duration, now); ok {
			ivs = append(ivs, iv)
			p.dated++
		}
	}
	p.titles = strings.Join(titles, "\n")
	p.months = experienceMonths(ivs)
	// Every line counts, not only the education entries, so that a degree
	// the parser did not file under education still counts.
	for _, ln := range p.lines {
		if !mayNameEducation(strings.ToLower(ln)) {
			continue
		}
		if l := highestEducation(ln); l > p.education {
			p.education, p.eduText = l, clip(ln, 0)
		}
	}
	langs := make([]langEntry, len(c.Languages))
	for i, l := range c.Languages {
		langs[i] = langEntry{l.Language, l.ProficiencyLevel}
	}
	p.languages = cvLanguages(langs, p.lines)
	return p
}

// render writes a structured or edited CV as the text the matcher reads.
func render(c cv.FormattedCV) string {
	var b strings.Builder
	put := func(s string) {
		if s = strings.TrimSpace(s); s != "" {
			b.WriteString(s)
			b.WriteByte('\n')
		}
	}
	// One header part a line, so evidence quotes the part that shows it.
	for _, part := range strings.Split(c.ProfessionalHeader, "•") {
		put(part)
	}
	put(c.AboutMe)
	for _, e := range c.ProfessionalExperience {
		put(strings.Join(nonEmpty(e.Position, e.Company, e.Duration, e.Location), " | "))
		for _, r := range e.Responsibilities {
			put(r)
		}
	}
	for _, e := range c.Education {
		put(strings.Join(nonEmpty(e.Degree, e.Institution, e.Duration, e.Location), " | "))
		put(e.Description)
	}
	// The lists without a label, so that evidence quotes only the CV's words.
	put(strings.Join(c.CoreSkills, ", "))
	put(strings.Join(c.ToolsTechnologies, ", "))
	for _, l := range c.Languages {
		put(strings.Join(nonEmpty(l.Language, l.ProficiencyLevel), ": "))
	}
	return b.String()
}

func nonEmpty(ss ...string) []string {
	var out []string
	for _, s := range ss {
		if s = strings.TrimSpace(s); s != "" {
			out = append(out, s)
		}
	}
	return out
}

// maxClip is the longest evidence quoted, in bytes.
const maxClip = 140

// clip returns s, or when it is long the words of s around byte offset at,
// so evidence stays readable. The result is always a piece of the text.
func clip(s string, at int) string {
	s = strings.TrimSpace(s)
	if len(s) <= maxClip {
		return s
	}
	from := max(0, min(at-maxClip/3, len(s)-maxClip))
	to := from + maxClip
	// Cut between words where there are spaces, else between characters.
	if i := strings.IndexByte(s[from:to], ' '); from > 0 && i >= 0 {
		from += i + 1
	}
	if i := strings.LastIndexByte(s[from:to], ' '); to < len(s) && i >= 0 {
		to = from + i
	}
	for from < to && !utf8.RuneStart(s[from]) {
		from++
	}
	for to > from && to < len(s) && !utf8.RuneStart(s[to]) {
		to--
	}
	return strings.TrimSpace(s[from:to])
}
