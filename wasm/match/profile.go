package match

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/shortlist/shortlist/wasm/cv"
	"github.com/shortlist/shortlist/wasm/lexicon"
)

// profile is what the matcher knows about a CV.
type profile struct {
	cv          cv.FormattedCV
	lines       []string
	plain       []string          // lines in lower case with what shows no skill blanked (neutral)
	lineIndex   map[string][]int  // for each stem, the lines that have it, without the words that show nothing (neutral)
	bullets     []string          // the experience's bullets, each whole however the text wraps it
	bulletIndex map[string][]int  // lineIndex of bullets
	skills      map[string]string // lexicon term name → the CV words that show it
	basic       map[string]bool   // skills shown only at a basic level ("Grundkenntnisse")
	months      int               // months of experience from dated roles and projects, overlaps once
	dated       int               // entries whose duration could be read
	undated     []int             // the indexes of the entries whose duration could not be read
	education   int               // highest level, 0 if none
	eduText     string
	// eduUnread is the degree of an education entry whose level no
	// education word names ("Diploma Business Informatics"), when none
	// is read: the points name it instead of saying there is none.
	eduUnread string
	// eduAtLeast: the level was read from a course's dates alone
	// (datedstudy.go), the lowest it stands for; a higher level asked is
	// unknown, not missed.
	eduAtLeast bool
	languages  map[string]spoken
	written    string // the language the CV is only known to be written in, not listed
	titles     string // the header, every position and every dated role line, for the job title
	// titleQuotes are the CV's words of each title not written in the CV
	// as it stands (one read around its dates), to quote (titleQuote).
	titleQuotes map[string]string
	roles       []role // every dated role, from the entries and the lines
	// stated are the roles the CV gives its years in words (statedyears.go).
	stated []statedRole
	// duties are the duty decisions by requirement offset, set once the
	// requirements are covered (analyzeRead), for weaknesses and tips.
	duties map[int]DutyDecision
	// area is where the CV says the person works (workarea.go).
	area workArea
}

// role is a dated role of a CV: its title, its dates and the words that show it.
type role struct {
	title, line string
	quote       string // the CV's words the title was read from
	iv          interval
	around      bool // the title was read from the lines around a line of dates alone
}

// newProfile reads a CV from its text (as the user gave it, or rendered from
// the structured CV) and its formatted form; now is the month that "Present"
// stands for.
func newProfile(text string, c cv.FormattedCV, now int) profile {
	p := profile{cv: c, skills: map[string]string{}, basic: map[string]bool{}}
	var raw []string
	for _, ln := range lines(text) {
		t, _ := trimLine(ln.text, ln.start)
		if t != "" && !isFurniture(t) {
			p.lines = append(p.lines, t)
		}
		raw = append(raw, t)
	}
	// The area's labels are marketplace furniture, so it is read from the
	// lines before they are left out.
	p.area = workAreaOf(raw)
	var apart []bool
	p.lines, apart = joinRangePieces(p.lines)
	lower := strings.ToLower(text)
	plain := make([]string, len(p.lines))
	letter := coverLetterLines(p.lines)
	fromLetter := map[string]bool{}
	for i, ln := range p.lines {
		// A contact line shows no work: left blank, as plain's lines are.
		if contactLine(ln) {
			continue
		}
		nl, basic := neutral(ln)
		nl = withoutDateRanges(nl)
		all := findTerms(nl, lower)
		kept := colleagues(nl, all)
		// The colleagues' words ("back-end developers") show nothing either.
		if len(kept) < len(all) {
			nl = blankDropped(nl, all, kept)
		}
		plain[i] = nl
		for _, m := range kept {
			name := m.Term.Name
			old, seen := p.skills[name]
			if inRanges(m.Start, basic) {
				if !seen {
					p.skills[name], p.basic[name] = clip(ln, m.Start), true
				}
				continue
			}
			if !seen || p.basic[name] || betterEvidence(old, fromLetter[name], ln, letter[i]) {
				p.skills[name] = clip(ln, m.Start)
				delete(p.basic, name)
				fromLetter[name] = letter[i]
			}
		}
	}
	p.lineIndex = withWorkStems(lineIndex(plain))
	p.stated = statedRoles(p.lines, plain)
	for _, e := range c.ProfessionalExperience {
		p.bullets = append(p.bullets, e.Responsibilities...)
	}
	p.bulletIndex = withWorkStems(lineIndex(p.bullets))
	for _, ln := range plain {
		p.plain = append(p.plain, strings.ToLower(ln))
	}
	var ivs []interval
	titles := append(strings.Split(c.ProfessionalHeader, "•"), extraTitles(p.lines)...)
	for i, e := range c.ProfessionalExperience {
		titles = append(titles, e.Position)
		iv, ok := durationInterval(e.Duration, now)
		if !ok {
			p.undated = append(p.undated, i)
		}
		if ok {
			ivs = append(ivs, iv)
			p.dated++
			p.roles = append(p.roles, role{e.Position, strings.Join(nonEmpty(e.Position, e.Company, e.Duration), " | "), e.Position, iv, false})
		}
	}
	// Dated lines count too, so that roles and projects the parser did not
	// file as experience (a German "Projekthistorie", "Baker, 2013-2016")
	// still add up; overlaps with the entries count once.
	lineRoles := datedLinesApart(p.lines, apart, headsAround(p.lines, c.ProfessionalExperience), now)
	p.titleQuotes = map[string]string{}
	for i, r := range lineRoles {
		t := lineRoleTitle(r.title, c.ProfessionalExperience, r.around)
		if t != r.title {
			r.title, r.quote = t, t
			lineRoles[i] = r
		}
		titles = append(titles, r.title)
		if r.quote != r.title {
			p.titleQuotes[clip(r.title, 0)] = r.quote
		}
		ivs = append(ivs, r.iv)
	}
	p.roles = append(p.roles, lineRoles...)
	p.titles = strings.Join(titles, "\n")
	p.months = experienceMonths(ivs)
	p.readEducation(text, now)
	langs := make([]langEntry, len(c.Languages))
	for i, l := range c.Languages {
		langs[i] = langEntry{l.Language, l.ProficiencyLevel}
	}
	p.languages = cvLanguages(langs, p.lines)
	// A CV written in a language shows it at a working level at least.
	if name, ev := writtenIn(p.lines); name != "" {
		if _, ok := p.languages[name]; !ok {
			p.languages[name] = spoken{4, ev, false}
			p.written = name
		}
	}
	return p
}

// betterEvidence reports whether line ln shows a skill better than the
// evidence old: a sentence that uses the skill shows more than a list that
// names it, and a cover letter's line (often about the employer: "Ihre
// Python-Services") only stands in until a line of the CV itself names it
// (audit class 5).
func betterEvidence(old string, oldInLetter bool, ln string, inLetter bool) bool {
	if inLetter {
		return false
	}
	return oldInLetter || len(strings.Fields(old)) < 6 && len(strings.Fields(ln)) >= 6
}

// coverLetterHeadings are the headings of a cover letter sent with the CV,
// in the four languages.
var coverLetterHeadings = toSetLines(`cover letter
covering letter
motivation letter
letter of motivation
anschreiben
motivationsschreiben
bewerbungsschreiben
lettre de motivation
lettre de candidature
carta de presentación
carta de motivación`)

// coverLetterLines marks the lines of a cover letter: from its heading to
// the next short line that heads a part of the CV (workHeadings,
// educationHeadings) or to the end.
func coverLetterLines(lines []string) []bool {
	out := make([]bool, len(lines))
	in := false
	for i, ln := range lines {
		key := strings.ToLower(strings.Trim(ln, " :#*"))
		switch {
		case coverLetterHeadings[key]:
			in = true
		case in && len(strings.Fields(key)) <= 3 && (containsAny(key, workHeadings) || containsAny(key, educationHeadings)):
			in = false
		}
		out[i] = in
	}
	return out
}

// labelFree drops the labels of a CV's date lines: "Zeitraum:", "Experience:".
var labelFree = regexp.MustCompile(`(?i)\b[\p{L} ]{2,20}:`)

// dropLabels removes labelFree's labels from s; each has a colon, and most
// role titles have none.
func dropLabels(s string) string {
	if !strings.Contains(s, ":") {
		return s
	}
	return labelFree.ReplaceAllString(s, "")
}

// onlyLabel reports whether the words of a date line besides its dates
// are no role: none at all, labels with their colon, or a date's label
// whose colon the caller trimmed ("Duration: 2014 - 2015", after a
// "Position:" line that names the role).
func onlyLabel(title string) bool {
	return len(contentWords(dropLabels(title))) == 0 || dateLabels[strings.ToLower(strings.Trim(title, " *_-–:"))]
}

// dateLabels are the labels of a date line, in en/de/fr/es.
var dateLabels = toSetLines(`duration
job duration
dates
date
dates employed
employment dates
period
time period
tenure
term
years
year
years of service
zeitraum
dauer
beschäftigungszeitraum
durée
période
dates d'emploi
duración
periodo
fechas`)

// neighbours are the lines just before and after line i, the role of a
// line that has only dates. Pasted, a date alone on its line stands between
// a head and its items: once the line before is a head, a line after that
// reads as an item is none, and the lines after it are not looked at
// ("Analyst" / "03/2020 - 2022" / "Built weekly reports for …"); when
// a head of two lines follows, the line before is the last item of the
// entry above ("… cut costs by half" / "2017 - 2019" / "Acme" / "Engineer").
func neighbours(lines []string, i int) []string {
	var out []string
	// A line before that opens on a joining word in lower case ("and wrote
	// …") is the wrapped end of the item above, no head: it is no role,
	// and the item after the head below ends the role as after a head.
	wrapEnd := i > 0 && opensOnLinkWord(lines[i-1])
	headBefore := i > 0 && !hasYear(lines[i-1]) && !readsAsItem(lines, i-1) && !wrapEnd
	for _, j := range []int{i - 1, i + 1, i + 2} {
		if j < 0 || j >= len(lines) || hasYear(lines[j]) || isSectionHeading(lines[j]) || j < i && wrapEnd {
			continue
		}
		if j < i && !headBefore && headAfter(lines, i) {
			continue
		}
		if j > i && (headBefore || wrapEnd) && readsAsItem(lines, j) {
			break
		}
		out = append(out, withoutHeadingCell(lines[j]))
	}
	return out
}

// headAfter reports whether the two lines after line i read as an entry's
// head: neither an item nor a line with digits (a duration, "3 Jahre 2
// Monate", is no head).
func headAfter(lines []string, i int) bool {
	if i+2 >= len(lines) {
		return false
	}
	for _, j := range []int{i + 1, i + 2} {
		if readsAsItem(lines, j) || strings.ContainsAny(lines[j], "0123456789") {
			return false
		}
	}
	return true
}

// readsAsItem reports whether line j reads as an entry's item rather than a
// role's title: eight words or more, or five or more that end a sentence
// (a full stop), stop at a comma or wrap onto a line in lower case
// ("Leitung der Entwicklung einer Plattform für" / "personalisierte …").
func readsAsItem(lines []string, j int) bool {
	s := strings.TrimSpace(lines[j])
	n := len(strings.Fields(s))
	if n >= 8 {
		return true
	}
	if n < 5 {
		return false
	}
	if strings.HasSuffix(s, ".") || strings.HasSuffix(s, ",") || endsOnLinkWord(s) {
		return true
	}
	if j+1 < len(lines) {
		r, _ := utf8.DecodeRuneInString(lines[j+1])
		return unicode.IsLower(r)
	}
	return false
}

// hasYear reports whether s has four digits starting 19 or 20, as every
// date range does; most lines have none and skip the range pattern.
func hasYear(s string) bool { return yearAt(s, 0) >= 0 }

// yearAt returns where the first such year at or after from starts, -1 if none.
func yearAt(s string, from int) int {
	for i := from; i+3 < len(s); i++ {
		if (s[i] == '1' && s[i+1] == '9' || s[i] == '2' && s[i+1] == '0') && isDigit(s[i+2]) && isDigit(s[i+3]) {
			return i
		}
	}
	return -1
}

// findRange returns the first date range of a line, looked for in a window
// around each of its first years (a month name before, the range's end after),
// which keeps the pattern off the rest of long lines.
func findRange(ln string) []int {
	for i, tries := yearAt(ln, 0), 0; i >= 0 && tries < 3; i, tries = yearAt(ln, i+4), tries+1 {
		from, to := max(0, i-24), min(len(ln), i+48)
		// Widen to spaces, so that the window cuts no word or character.
		if j := strings.LastIndexByte(ln[:from], ' '); from > 0 {
			from = j + 1
		}
		if j := strings.IndexByte(ln[to:], ' '); to < len(ln) {
			if j < 0 {
				to = len(ln)
			} else {
				to += j
			}
		}
		if loc := rangeRe.FindStringIndex(ln[from:to]); loc != nil {
			return []int{from + loc[0], from + loc[1]}
		}
	}
	return nil
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

// hasPrefixAny reports whether s starts with one of the prefixes.
func hasPrefixAny(s string, prefixes []string) bool {
	for _, p := range prefixes {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

// blankDropped blanks in line the matches of all that kept lacks.
func blankDropped(line string, all, kept []lexicon.Match) string {
	b := []byte(line)
	k := 0
	for _, m := range all {
		if k < len(kept) && kept[k].Start == m.Start {
			k++
			continue
		}
		blank(b, m.Start, m.End)
	}
	return string(b)
}

// inRanges reports whether offset at is inside one of the ranges.
func inRanges(at int, ranges [][2]int) bool {
	for _, r := range ranges {
		if r[0] <= at && at < r[1] {
			return true
		}
	}
	return false
}

// educationHeadingWords are the words of an education section's heading,
// in four languages: a line of them alone names no degree, though
// "Ausbildungshistorie", "Studium" or "Diplômes" contain a degree's word.
var educationHeadingWords = toSet(`EDUCATION EDUCATIONAL DEGREE DEGREES DIPLOMA DIPLOMAS ACADEMIC BACKGROUND QUALIFICATIONS CERTIFICATIONS CERTIFICATES HISTORY AND
	AUSBILDUNG AUSBILDUNGEN AUSBILDUNGSHISTORIE AUSBILDUNGSWEG AUSBILDUNGSVERLAUF BILDUNG BILDUNGSWEG SCHULBILDUNG STUDIUM STUDIEN ABSCHLUSS ABSCHLÜSSE AKADEMISCHE AKADEMISCHER WERDEGANG UND
	FORMATION FORMATIONS DIPLÔME DIPLÔMES ET
	FORMACIÓN FORMACION EDUCACIÓN EDUCACION ACADÉMICA ACADEMICA TITULACIÓN TITULACIONES TÍTULOS TITULOS Y`)

// educationHeading reports whether a CV line is an education section's
// heading alone: its words are all heading words ("Ausbildungshistorie",
// "Degrees and Certifications:"); a heading is no degree.
func educationHeading(ln string) bool {
	ws := words(ln)
	if len(ws) == 0 || len(ws) > 4 {
		return false
	}
	for _, w := range ws {
		if !educationHeadingWords[strings.ToUpper(w.Text)] {
			return false
		}
	}
	return true
}

// CV section headings that say whether their dated lines are work.
var (
	educationHeadings = phrases("education educación formación formacion formation ausbildung bildung studium academic akadem certific zertifi schule school training weiterbildung aus-_und_weiterbildung fort-_und_weiterbildung aus-_&_weiterbildung")
	workHeadings      = phrases("experience employment work_history professional_experience career projekt project berufserfahrung werdegang erfahrung beruflich experiencia trayectoria expérience parcours positions freelance")
)

// rangeWords open a date range written in words: "Analyst from 2014 to
// 2016", "zwischen 2013 und 2016", "de 2013 a 2016", "du 2013 au 2016".
var rangeWords = []string{"from", "between", "since", "von", "vom", "seit", "zwischen", "ab", "de", "desde", "entre", "du", "depuis", "dès"}

// withoutRangeWord is a role written before its dates without the word
// that opens the range: the role "Application Support Analyst II between"
// fitted the job's title in a strength's quote (RJDB).
func withoutRangeWord(title string) string {
	i := strings.LastIndexByte(title, ' ')
	if !slices.Contains(rangeWords, strings.ToLower(title[i+1:])) {
		return title
	}
	// The word alone opens a line that writes the role after its dates
	// ("Between 2011 and 2013 employed as a Payroll Clerk"): no role.
	if i < 0 {
		return ""
	}
	return strings.TrimRight(title[:i], " -–|,(:")
}

// datedLines returns the role of each line that carries a date range outside
// education: the line without its dates, and the range.
func datedLines(lines []string, now int) (roles []role) {
	return datedLinesApart(lines, nil, nil, now)
}

// datedLinesApart is datedLines where apart marks the lines whose range
// was pasted one part a line (joinRangePieces): such a range stood in a
// column of dates apart from its role, so the lines around it are not
// its role and it is read without a title; and heads gives the position
// of a line of dates alone next to its entry's whole head (headsAround).
func datedLinesApart(lines []string, apart []bool, heads map[int]string, now int) (roles []role) {
	work := true
	var cols columnsApart
	for i, ln := range lines {
		lower := strings.ToLower(ln)
		loc := findRange(ln)
		spaced := loc == nil && letterSpaced(ln)
		if loc == nil && (len(strings.Fields(ln)) <= 4 || spaced) && !strings.Contains(ln, ",") {
			// A heading opens with its word: "Berufserfahrung", "## Education".
			h := strings.TrimLeft(lower, "#*_ ")
			if spaced {
				h = strings.ReplaceAll(h, " ", "")
			}
			cols.heading(h)
			switch {
			case hasPrefixAny(h, workHeadings):
				work = true
			case hasPrefixAny(h, educationHeadings):
				work = false
			}
			continue
		}
		if loc == nil {
			work = gutterHeading(ln, work)
		}
		cols.line(lines, i)
		if loc == nil || !work && !cols.workInEducation(lines, i) || mayNameEducation(lower) && highestEducation(ln) > 0 {
			continue
		}
		if iv, ok := durationInterval(ln[loc[0]:loc[1]], now); ok {
			// The role is written before its dates ("Analyst (2009 - 2014),
			// built reports"); what follows them is the work, unless
			// nothing comes before ("2019 – 2022 Engineer, Acme").
			title := withoutHeadingCell(withoutRangeWord(strings.Trim(ln[:loc[0]], " -–|,():")))
			quote, around := title, false
			if yearInSentence(title) {
				// A year a sentence names, its words no role; nor the
				// lines around when the viewer wrapped it ("… of target"
				// then "in 2019 and 2020.").
				title, quote = "", ""
			} else if onlyLabel(title) {
				head := ln[:loc[0]]
				if withoutRangeWord(strings.Trim(head, " -–|,():")) == "" {
					head = "" // "Between 2011 and 2013 employed as …": no role before
				}
				title = strings.Trim(head+" "+ln[loc[1]:], " -–|,():")
				quote = clip(ln, 0)
				// A line with only its dates ("Experience: 2017 - 2021",
				// "03/2020 – heute") belongs to the role written around it.
				if onlyLabel(title) && (apart == nil || !apart[i]) {
					near := aroundDate(lines, i, heads)
					title, quote, around = strings.Join(near, " "), "", true
					if len(near) > 0 {
						quote = clip(near[0], 0)
					}
				}
			}
			roles = append(roles, role{title, clip(ln, 0), quote, iv, around})
			roles = append(roles, laterRanges(ln, loc[1], now)...)
		}
	}
	return roles
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
	// Projects, certifications and the other sections count as they do in
	// the CV's text: a skill shown only in a project was "not shown" in the
	// formatted CV, which the tailoring screen then blamed on formatting.
	for _, l := range cv.ExtraLines(c) {
		put(l)
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
// A match at offset at > 0 is quoted within its sentences; at 0 the match
// may stand anywhere, and the window is not narrowed.
func clip(s string, at int) string {
	if at > 0 {
		return clipKeeping(s, at, at, at)
	}
	return clipKeeping(s, at, -1, -1)
}

// clipKeeping is clip around at that narrows the window to the sentences
// holding s[lo:hi] (offsets in s trimmed); lo < 0 narrows nothing.
func clipKeeping(s string, at, lo, hi int) string {
	s = strings.TrimSpace(s)
	if len(s) <= maxClip {
		return s
	}
	from, to := window(s, max(0, min(at-maxClip/3, len(s)-maxClip)), true)
	if lo < from || hi > to || lo > hi {
		return cutEnd(s, from, to, -1)
	}
	// Within the sentences of s[lo:hi]: a window that starts inside the
	// sentence before ("setting. Managed several databases …") starts at
	// the next one, and one that goes on past the match's sentence stops
	// at its end (RJDB: 66 of 3,528 interview questions quoted a CV window
	// that began with a sentence's tail).
	if i := lastSentenceEnd(s[from:lo]); i >= 0 {
		from, to = window(s, from+i, false)
	}
	if i := firstSentenceEnd(s[hi:to]); i >= 0 {
		to = hi + i
	}
	return cutEnd(s, from, to, hi)
}

// cutEnd is s[from:to] trimmed, without the words a cut before the end of s
// leaves dangling (endOfCut).
func cutEnd(s string, from, to, keep int) string {
	if to < len(s) {
		to = endOfCut(s, from, to, keep)
	}
	return strings.TrimSpace(s[from:to])
}

// window is the piece of s of at most maxClip bytes from byte from, cut
// between words where there are spaces (at its start too with cutStart),
// else between characters.
func window(s string, from int, cutStart bool) (int, int) {
	to := min(len(s), from+maxClip)
	if i := strings.IndexByte(s[from:to], ' '); cutStart && from > 0 && i >= 0 {
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
	return from, to
}

// sentenceEndRe is a full stop, "!" or "?" after a lower-case letter, a
// digit, a bracket or an acronym, before a space and a capital: where a
// sentence ends and the next begins (not "e.g. the", "Dr. Smith" nor "U.S.
// Army"). Group 1 is the mark, group 2 the capital.
var sentenceEndRe = regexp.MustCompile(`(?:[\p{Ll}\d)]|\p{Lu}{2})([.!?]) +(\p{Lu})`)

// lastSentenceEnd is where the last sentence begun in s starts (the offset
// of its capital), or -1.
func lastSentenceEnd(s string) int {
	m := sentenceEndRe.FindAllStringSubmatchIndex(s, -1)
	if len(m) == 0 {
		return -1
	}
	return m[len(m)-1][4]
}

// firstSentenceEnd is the offset just after the first sentence's closing
// mark in s, or -1.
func firstSentenceEnd(s string) int {
	m := sentenceEndRe.FindStringSubmatchIndex(s)
	if m == nil {
		return -1
	}
	return m[3]
}

// unreadDegree is the first degree of the CV's education entries that
// speaks of education ("Diploma …", "Abschluss …") and stands in the CV's
// text as written, for a CV whose education level could not be read: its
// level is unknown, but the CV does show it (audit class 3). Reading such
// a diploma as a level moved the German graded set the wrong way (its one
// profile rose against the posts graded a poor fit), so only the points
// change, not the score.
func unreadDegree(edu []cv.Education, text string) string {
	for _, e := range edu {
		d := strings.TrimSpace(e.Degree)
		if d != "" && mayNameEducation(strings.ToLower(d)) && !educationHeading(d) && strings.Contains(text, d) {
			return clip(d, 0)
		}
	}
	return ""
}

// contactLine reports whether a CV line is a labelled contact detail
// ("Region\tComunidad de Madrid", "Adresse: …", "Teléfono: …"): where
// the CV's owner lives or is reached is no evidence of a skill, and its
// words (a "Comunidad" sharing a stem with "comunicación") must not stand
// for the job's (audit class 27).
func contactLine(ln string) bool {
	return contactLabelRe.MatchString(ln)
}

// contactLabelRe is a contact label in en/de/fr/es opening a line, then a
// tab or a colon.
var contactLabelRe = regexp.MustCompile(`(?i)^(?:address|region|state|postal code(?: & city)?|zip(?: code)?|city|phone|mobile|e-?mail|website|adresse|anschrift|wohnort|telefon|handy|plz|région|code postal|ville|téléphone|portable|courriel|dirección|domicilio|región|provincia|código postal|ciudad|teléfono|móvil|correo(?: electrónico)?)\s*(?:\t|:)`)

// readEducation sets the CV's highest education level and its words.
// Every line counts, not only the education entries, so that a degree the
// parser did not file under education still counts.
func (p *profile) readEducation(text string, now int) {
	for _, ln := range p.lines {
		if educationHeading(ln) {
			continue
		}
		l := 0
		if mayNameEducation(strings.ToLower(ln)) {
			l = highestEducation(ln)
		}
		if l == 0 && tradeQualification(ln) {
			l = 1
		}
		if l > p.education {
			p.education, p.eduText = l, clip(ln, 0)
		}
	}
	if p.education == 0 {
		if d := datedStudy(p.cv.Education, text, now); d != "" {
			p.education, p.eduText, p.eduAtLeast = 1, d, true
		}
	}
	if p.education == 0 {
		p.eduUnread = unreadDegree(p.cv.Education, text)
	}
}
