package match

// The invariants of issue 35: what every report must keep, whatever the CV
// and the job. Each checker is an oracle written apart from the matcher's
// own rules, so that a violation is the matcher saying something the two
// texts do not back. TestInvariantsHold runs them on our own small cases;
// TestEvalInvariants (-eval, make eval) on every pair of ../shared.

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"unicode"

	"github.com/shortlist/shortlist/wasm/cv"
	"github.com/shortlist/shortlist/wasm/lexicon"
	"github.com/shortlist/shortlist/wasm/parse"
)

// The invariants, by their letter in issue 35.
const (
	invVerbatim = "a verbatim evidence"
	invWhole    = "b whole words, in the job's sense"
	invReqLine  = "c requirement lines"
	invTwice    = "d nothing twice"
	invCounts   = "e counts"
	invKnockOut = "f knock-outs"
)

var invariantNames = []string{invVerbatim, invWhole, invReqLine, invTwice, invCounts, invKnockOut}

// violation is one broken invariant in one report.
type violation struct {
	inv, msg string
}

// violations checks every invariant of a report of cvText (parsed as c)
// against the job description jd.
func violations(cvText string, c cv.FormattedCV, jd string, r Report) []violation {
	var out []violation
	out = append(out, verbatimViolations(cvText, c, jd, r)...)
	out = append(out, wholeWordViolations(r)...)
	out = append(out, requirementLineViolations(r)...)
	out = append(out, twiceViolations(r)...)
	out = append(out, countViolations(c, r)...)
	out = append(out, knockOutViolations(cvText, c, r)...)
	return out
}

// squash collapses white space so that a quote clipped from a line and the
// line compare as written.
func squash(s string) string { return strings.Join(strings.Fields(s), " ") }

var quoted = regexp.MustCompile(`“([^”]*)”`)

// verbatimViolations: every CV quote is a piece of the CV (a list of dates
// joined by "; " piece by piece), every job quote a piece of the job, and a
// quote in a sentence a piece of one of the two.
func verbatimViolations(cvText string, c cv.FormattedCV, jd string, r Report) []violation {
	cvs := squash(cvText) + "\n" + squash(render(c))
	job := squash(jd)
	inCV := func(q string) bool {
		for _, part := range strings.Split(q, "; ") {
			if !strings.Contains(cvs, squash(part)) {
				return false
			}
		}
		return true
	}
	var out []violation
	bad := func(where, q string) {
		out = append(out, violation{invVerbatim, fmt.Sprintf("%s quote is in neither text: %q", where, q)})
	}
	for _, e := range append(append([]Evidence{}, r.StrengthEvidence...), r.WeaknessEvidence...) {
		if e.CV != "" && !inCV(e.CV) {
			bad("evidence CV", e.CV)
		}
	}
	for _, q := range r.Requirements {
		if q.CV != "" && q.Coverage > 0 && !inCV(q.CV) {
			bad("requirement CV", q.CV)
		}
		if !strings.Contains(job, squash(q.Text)) {
			bad("requirement JD", q.Text)
		}
	}
	for _, k := range r.Checks {
		if k.CV != "" && !inCV(k.CV) {
			bad("check CV", k.CV)
		}
	}
	for _, s := range reportSentences(r) {
		// The verbs a tip offers are examples, not quotes.
		s, _, _ = strings.Cut(s, "a verb such as")
		for _, m := range quoted.FindAllStringSubmatch(s, -1) {
			q := strings.Trim(m[1], "…. ")
			if q != "" && !inCV(q) && !strings.Contains(job, squash(q)) {
				bad("sentence", q)
			}
		}
	}
	return out
}

// reportSentences are every sentence of a report a person reads.
func reportSentences(r Report) []string {
	var out []string
	out = append(out, r.Strengths...)
	out = append(out, r.Weaknesses...)
	out = append(out, r.Suggestions...)
	out = append(out, r.InterviewQuestions...)
	out = append(out, r.QuestionsToAsk...)
	return append(out, r.ScoreMeaning)
}

// techSense are the general words with the technical senses that do not
// show them as a person's skill: "communication between services".
var techSense = map[string]*lazyRegexp{
	"control systems": lazyRe(`(?i)\b(?:version|source|revision) control systems\b`),
	"marketing":       lazyRe(`(?i)\bmarketing (?:site|website|page|landing)s?\b`),
	"communication":   lazyRe(`(?i)\b(?:communications? (?:between|among|with (?:the )?(?:server|backend|back-end|api|database|device|service)s?|protocols?|layer|bus|channels?|module|stack)|(?:network|serial|wireless|radio|data|asynchronous|async|inter-?service|inter-?process|machine|satellite|mobile|socket) communications?)\b`),
}

// wholeWordViolations: a skill or tool counted as shown has CV words that
// show it: the lexicon reads it there (longest term first, so "control
// systems" inside "version control systems" is not it), or a term that
// implies it, or the words that show a general skill in use, in the sense a
// person has it.
func wholeWordViolations(r Report) []violation {
	var out []violation
	for _, q := range r.Requirements {
		if (q.Kind != KindSkill && q.Kind != KindTool) || q.Coverage == 0 || q.CV == "" {
			continue
		}
		if re := techSense[strings.ToLower(q.Name)]; re != nil && re.MatchString(q.CV) && !mentionsPlainly(q.CV, q.Name, re) {
			out = append(out, violation{invWhole, fmt.Sprintf("%s shown only in another sense: %q", q.Name, q.CV)})
			continue
		}
		if !showsTerm(q, q.CV) {
			out = append(out, violation{invWhole, fmt.Sprintf("%s shown by words that do not name it: %q", q.Name, q.CV)})
		}
	}
	return out
}

// mentionsPlainly reports whether s names a general word outside its
// technical senses.
func mentionsPlainly(s, name string, tech *lazyRegexp) bool {
	rest := tech.ReplaceAllString(s, "")
	return strings.Contains(strings.ToLower(rest), strings.ToLower(name)[:min(len(name), 8)])
}

// showsTerm reports whether the CV words ev name the requirement's term, a
// member of its one-of list, a term that implies it, or show it in use.
func showsTerm(q Requirement, ev string) bool {
	names := append([]string{q.Name}, q.Any...)
	want := map[string]bool{}
	for _, n := range names {
		want[n] = true
		for _, by := range shownBy[n] {
			want[by] = true
		}
	}
	// German compounds are read as the lexicon terms they stand for (german.go).
	for _, m := range withGerman(ev, lexicon.Find(ev)) {
		// The matcher reads Cisco's "IOS" as Apple's iOS outside networks.
		if want[m.Term.Name] || m.Term.Name == "Cisco IOS" && want["iOS"] {
			return true
		}
	}
	// A product the lexicon does not know is shown by its own name (a
	// vendor's product also by its last word: "TWS" for "IBM TWS").
	if f := strings.Fields(q.Name); q.literal && len(f) > 0 && (containsWord(ev, q.Name) || containsWord(ev, f[len(f)-1]) ||
		namesAcronymPlural(ev, f[len(f)-1])) {
		return true
	}
	// A vendor's module by its abbreviation: "SD" for "SAP-SD".
	if m := vendorModuleRe.FindStringSubmatch(q.Name); q.literal && m != nil && wordIndex(ev, m[2]) >= 0 {
		return true
	}
	lower := strings.ToLower(ev)
	for _, n := range names {
		if cues := shownByWords[n]; len(cues) > 0 && containsAny(lower, cues) {
			return true
		}
		if n == "full-stack development" {
			return true
		}
		// A skill written as ordinary words, each whole in some form.
		if allForms(lower, n) {
			return true
		}
	}
	return false
}

// namesAcronymPlural reports whether ev writes the acronym name (capitals
// only) with a lower-case plural "s" as a whole word ("APIs" for API), the
// form a CV gives a product read by its name.
func namesAcronymPlural(ev, name string) bool {
	if !strings.Contains(ev, name+"s") || !regexp.MustCompile(`^\p{Lu}{2,}$`).MatchString(name) {
		return false
	}
	return regexp.MustCompile(`(?:^|[^\p{L}\p{N}])` + regexp.QuoteMeta(name) + `s(?:[^\p{L}\p{N}]|$)`).MatchString(ev)
}

// oracleEnds are the English endings the oracle takes off a word.
var oracleEnds = lazyRe(`(?:ations?|ments?|ings?|ers?|ors?|ies|ed|es|s|e)$`)

// allForms reports whether every word of name of four letters or more
// stands in lower as a whole word, in some form.
func allForms(lower, name string) bool {
	bare := func(w string) string {
		if strings.HasSuffix(w, "ies") {
			w = w[:len(w)-3] + "y"
		}
		for range 2 {
			if len(w) > 4 {
				w = oracleEnds.ReplaceAllString(w, "")
			}
		}
		// A short word keeps the "e" or "s" its longer forms lose: "aid"
		// and "aids", "make" and "making", "code" and "codes" are one word.
		if len(w) == 4 && (w[3] == 'e' || w[3] == 's') {
			w = w[:3]
		}
		return w
	}
	have := map[string]bool{}
	for _, w := range strings.FieldsFunc(lower, func(r rune) bool { return !unicode.IsLetter(r) }) {
		have[bare(w)] = true
	}
	n := 0
	for _, w := range strings.FieldsFunc(strings.ToLower(name), func(r rune) bool { return !unicode.IsLetter(r) && r != '/' }) {
		if stopWords[w] {
			continue
		}
		if len(w) < 4 || !have[bare(w)] {
			return false
		}
		n++
	}
	return n > 0
}

// notRequirement are a company's address, contact, offer (pay, benefits)
// and legal lines, in the four languages: none is asked of the person.
var (
	addressLine = lazyRe(`^(?:[A-Z][\w&.'-]*\s?)+(?:, (?:[A-Z][\w.'-]*\s?)+)*, (?:[A-Z]{2}|USA|United States|Germany|Deutschland|España|France|UK)$`)
	notAsked    = lazyRe(`(?i)(?:\bwe offer\b|\bcompetitive (?:salary|pay|compensation)|\bbenefits? package|\bpaid time off\b|\b401\(?k\)?|\bwir bieten\b|\bofrecemos\b|\bnous (?:offrons|proposons)\b|\bequal (?:opportunity|employment)|\ball rights reserved\b|@[a-z0-9-]+\.[a-z]|https?://|www\.)`)
)

// cutMidPhrase are requirement texts that stop where a phrase goes on:
// an open bracket, or a last word that needs a next one.
var cutMidPhrase = lazyRe(`(?i)(?:\([^)]*$|\b(?:of|and|or|the|a|an|with|in|for|und|oder|von|der|die|das|de|y|o|con|et|ou|avec|des|du|la|le)$)`)

// requirementLineViolations: no requirement from the company's own lines,
// and none cut mid-phrase.
func requirementLineViolations(r Report) []violation {
	var out []violation
	for _, q := range r.Requirements {
		t := strings.TrimSpace(q.Text)
		if addressLine.MatchString(t) || notAsked.MatchString(t) {
			out = append(out, violation{invReqLine, fmt.Sprintf("%s read from a company, pay or legal line: %q", q.Kind, t)})
		}
		// A product read literally is a name, not a phrase: "SAP LE" ends in
		// a product's letters, not in the French article.
		if !q.literal && cutMidPhrase.MatchString(strings.TrimRight(t, " ,;:")) {
			out = append(out, violation{invReqLine, fmt.Sprintf("%s cut mid-phrase: %q", q.Kind, t)})
		}
	}
	return out
}

// twiceViolations: no sentence of a list stands twice, and no check twice.
func twiceViolations(r Report) []violation {
	var out []violation
	lists := map[string][]string{"strengths": r.Strengths, "weaknesses": r.Weaknesses, "tips": r.Suggestions,
		"interview questions": r.InterviewQuestions, "questions to ask": r.QuestionsToAsk}
	for name, list := range lists {
		seen := map[string]bool{}
		for _, s := range list {
			k := strings.ToLower(squash(s))
			if seen[k] {
				out = append(out, violation{invTwice, fmt.Sprintf("%s: twice %q", name, s)})
			}
			seen[k] = true
		}
	}
	seen := map[string]bool{}
	for _, c := range r.Checks {
		k := c.Kind + "|" + strings.ToLower(c.Label)
		if seen[k] {
			out = append(out, violation{invTwice, fmt.Sprintf("checks: twice %q", c.Label)})
		}
		seen[k] = true
	}
	return out
}

var roleCount = lazyRe(`(\d+) of your (\d+) roles`)

// countViolations: "N of your M roles" counts the Formatted CV's roles.
func countViolations(c cv.FormattedCV, r Report) []violation {
	var out []violation
	for _, s := range reportSentences(r) {
		for _, m := range roleCount.FindAllStringSubmatch(s, -1) {
			n, _ := strconv.Atoi(m[1])
			of, _ := strconv.Atoi(m[2])
			undated := 0
			for _, e := range c.ProfessionalExperience {
				// "06/13-04/14" is dated too: two-digit years.
				if !hasYear(e.Duration) && !shortRangeRe.MatchString(e.Duration) {
					undated++
				}
			}
			if of != len(c.ProfessionalExperience) || n != undated {
				out = append(out, violation{invCounts, fmt.Sprintf("%q: the Formatted CV has %d roles, %d without a year", m[0], len(c.ProfessionalExperience), undated)})
			}
		}
	}
	return out
}

// knockOutViolations: a knock-out is not met only when the CV clearly says
// otherwise, as read by an oracle of its own: year ranges with any dash or
// word between them and "N+ years" for years; the language named in any of
// the four languages with a level for languages.
func knockOutViolations(cvText string, c cv.FormattedCV, r Report) []violation {
	var out []violation
	for _, k := range r.Checks {
		if k.Status != NotMet {
			continue
		}
		switch k.Kind {
		case KindYears:
			asked := yearsAsked(k.Label)
			// Read by whole calendar years, the oracle counts up to a year
			// more a range: only a clear excess is a violation.
			// Years in a role are left to the matcher: titles vary.
			if got := statedYears(cvText, studyDates(c)); asked > 0 && strings.HasSuffix(k.Label, "years of experience") && (got >= asked+1 || k.Caps && got >= asked) {
				out = append(out, violation{invKnockOut, fmt.Sprintf("%q not met, but the CV's dates or words say about %d years", k.Label, got)})
			}
		case KindLanguage:
			// The post's own language is lacking only when the CV names it
			// nowhere and gives another language as its native one.
			if name, ok := strings.CutSuffix(k.Label, ", the job's language"); ok {
				if namedLevel(cvText, name) != 0 || !namesOtherNative(cvText, name) {
					out = append(out, violation{invKnockOut, fmt.Sprintf("%q not met, but the CV names %s or no other native language", k.Label, name)})
				}
				continue
			}
			name, level, _ := strings.Cut(k.Label, " at ")
			if lv := namedLevel(cvText, name); lv >= levelOf(level) || lv == -1 {
				out = append(out, violation{invKnockOut, fmt.Sprintf("%q not met, but the CV names %s (level %d)", k.Label, name, lv)})
			}
		}
	}
	return out
}

var firstNumber = lazyRe(`\d+`)

func yearsAsked(label string) int {
	n, _ := strconv.Atoi(firstNumber.FindString(label))
	return n
}

// anyDash are the ways a CV writes "from … to" between two dates.
const anyDash = `(?:[-‐‑‒–—−\x{00AD}]|\bto\b|\bbis\b|\buntil\b|\bà\b|\ba\b|\bal\b|\bhasta\b|\bau\b)`

var (
	yearRange   = lazyRe(`(?i)\b((?:19|20)\d\d)\s*` + anyDash + `\s*(?:\d{1,2}[./]\s*)?((?:19|20)\d\d|present|current|now|today|heute|jetzt|dato|actual|actualidad|hoy|aujourd'hui|présent|ongoing)`)
	yearsStated = lazyRe(`(?i)\b(\d{1,2})\+?\s*(?:years|jahre|años|ans)\b`)
)

var studyCue = lazyRe(`(?i)\b(?:universit\w*|college|school|schule|hochschule|bachelor|master|degree|b\.?sc|m\.?sc|b\.?a\.|mba|phd|studium|abitur|diplom\w*|licenciatura|grado|education|ausbildung|weiterbildung|formación|formation)\b`)

// studyDates are the dates of the CV's education entries as written: a
// theme prints a degree's dates on a line of their own, with no word of
// study near them.
func studyDates(c cv.FormattedCV) []string {
	var out []string
	for _, e := range c.Education {
		if d := squash(e.Duration); d != "" {
			out = append(out, d)
		}
	}
	return out
}

// statedYears is the larger of what the CV's year ranges cover (overlaps
// once, "present" as 2025) and the years it states in words; lines with a
// study word near them or with one of study's dates do not count.
func statedYears(text string, study []string) int {
	covered := map[int]bool{}
	lines := strings.Split(text, "\n")
	var work []string
	for i, ln := range lines {
		// The lines next to it, blank lines passed over (GULP sets a
		// blank line between an entry's dates, its length and its name).
		near := ln
		for j := i - 1; j >= 0; j-- {
			if strings.TrimSpace(lines[j]) != "" {
				near += " " + lines[j]
				break
			}
		}
		for j := i + 1; j < len(lines); j++ {
			if strings.TrimSpace(lines[j]) != "" {
				near += " " + lines[j]
				break
			}
		}
		// Study years are not experience.
		if !studyCue.MatchString(near) && !slices.ContainsFunc(study, func(d string) bool { return strings.Contains(squash(ln), d) }) {
			work = append(work, ln)
		}
	}
	for _, m := range yearRange.FindAllStringSubmatch(strings.Join(work, "\n"), -1) {
		from, _ := strconv.Atoi(m[1])
		to, err := strconv.Atoi(m[2])
		if err != nil {
			to = 2025
		}
		for y := from; y < to && to-from < 50; y++ {
			covered[y] = true
		}
	}
	best := len(covered)
	// "5 Jahre 9 Monate" under a study's dates is its length, not years
	// of experience (GULP prints each entry's length).
	for _, m := range yearsStated.FindAllStringSubmatch(strings.Join(work, "\n"), -1) {
		if n, _ := strconv.Atoi(m[1]); n > best && n < 50 {
			best = n
		}
	}
	return best
}

// namesOtherNative reports whether the CV gives a language other than name
// the native level.
func namesOtherNative(text, name string) bool {
	for other := range languageNames {
		if other != name && namedLevel(text, other) == 7 {
			return true
		}
	}
	return false
}

// languageNames are each language's name in the four languages.
var languageNames = map[string][]string{
	"English": {"english", "englisch", "inglés", "ingles", "anglais"},
	"German":  {"german", "deutsch", "alemán", "aleman", "allemand"},
	"French":  {"french", "französisch", "francés", "frances", "français", "francais"},
	"Spanish": {"spanish", "spanisch", "español", "espanol", "castellano", "espagnol"},
}

type oracleLevel struct {
	re    *lazyRegexp
	level int
}

var oracleLevels = []oracleLevel{
	{lazyRe(`(?i)\b(?:native|mother tongue|muttersprache|muttersprachlich|nativo|lengua materna|langue maternelle|bilingual|bilingue|zweisprachig)`), 7},
	{lazyRe(`(?i)\bC2\b`), 6},
	{lazyRe(`(?i)\b(?:C1|fluent|fließend|verhandlungssicher|courant|fluido|fluide|advanced)`), 5},
	{lazyRe(`(?i)\bB2\b`), 4},
	{lazyRe(`(?i)\b(?:B1|A2|A1|basic|good|gut|gute|grundkenntnisse|conversational|intermediate|básico|bueno|notions|scolaire)\b`), 1},
}

// namedLevel is the level the CV gives the language in the part of a line
// that names it (a list is cut at its commas), -1 when it names the
// language with no level, 0 when it does not name it.
func namedLevel(text, name string) int {
	best := 0
	lines := strings.Split(text, "\n")
	for i, ln := range lines {
		ln = withLevelsListed(ln, lines, i)
		parts := regexp.MustCompile(`[,;|/]| und | and `).Split(ln, -1)
		for j, part := range parts {
			if !containsWordAny(strings.ToLower(part), languageNames[name]) || len(strings.Fields(part)) > 14 {
				continue
			}
			// "English, Native or Bilingual Proficiency": the level after
			// the comma is the name's, when it names no language itself.
			if len(strings.Fields(part)) == 1 && j+1 < len(parts) && !namesAnyLanguage(parts[j+1]) {
				part += " " + parts[j+1]
			}
			lv := -1
			for _, w := range oracleLevels {
				if w.re.MatchString(part) {
					lv = max(lv, w.level)
				}
			}
			if lv > best || best == 0 {
				best = lv
			}
		}
	}
	return best
}

// withLevelsListed gives each language on a line of names its level,
// listed after the names as themes print them: one name a line ("English"
// over "Native or Bilingual Proficiency"), a row of names in columns over
// a row of levels (spartan), a row that wraps ("German⇥English", "French",
// then three levels), or a list of names then a list of levels (paper).
// Blank lines are passed over; the names' count must equal the levels'.
// The line's own levels are tried first, then the list's. The line comes
// back as "German Native …; English Full …". A name may be one the oracle
// does not know ("Mandarin").
func withLevelsListed(ln string, lines []string, i int) string {
	if !namesRow(ln) {
		return ln
	}
	if out, ok := pairLevels(lines, i, i, i); ok {
		return out
	}
	// The list runs from its section's title, never past another's.
	first, last := i, i
	for k := prevNonBlank(lines, first); k >= 0 && !hasTitle(lines[first]) && namesRow(lines[k]); k = prevNonBlank(lines, k) {
		first = k
	}
	for k := nextNonBlank(lines, last); k < len(lines) && !hasTitle(lines[k]) && namesRow(lines[k]); k = nextNonBlank(lines, k) {
		last = k
	}
	if out, ok := pairLevels(lines, first, last, i); ok {
		return out
	}
	return ln
}

// pairLevels pairs the names of lines first to last with the levels
// listed after them, and returns line i's names with theirs.
func pairLevels(lines []string, first, last, i int) (string, bool) {
	var names []string
	at := 0
	for k := first; k <= last; k++ {
		if k == i {
			at = len(names)
		}
		names = append(names, cells(lines[k])...)
	}
	var levels []string
	k := nextNonBlank(lines, last)
	// The section's title between the first name and its level: the name
	// stands a little above the title's line on the page ("French",
	// "LANGUAGES", "Native or Bilingual Proficiency").
	if k < len(lines) && hasTitle(lines[k]) && len(cells(lines[k])) == 0 {
		k = nextNonBlank(lines, k)
	}
	for ; k < len(lines) && len(levels) < len(names) && levelsRow(lines[k]); k = nextNonBlank(lines, k) {
		levels = append(levels, cells(lines[k])...)
	}
	if len(levels) != len(names) {
		return "", false
	}
	own := cells(lines[i])
	for k := range own {
		own[k] += " " + levels[at+k]
	}
	return strings.Join(own, "; "), true
}

func hasTitle(ln string) bool {
	return slices.ContainsFunc(strings.Split(ln, "\t"), func(c string) bool { return languageTitles[strings.ToLower(strings.TrimSpace(c))] })
}

// cells are a line's tab-separated cells, its section's title beside them
// ("Languages⇥English", the themes' margin titles) left out.
func cells(ln string) []string {
	var out []string
	for _, c := range strings.Split(ln, "\t") {
		if c = strings.TrimSpace(c); c != "" && !languageTitles[strings.ToLower(c)] {
			out = append(out, c)
		}
	}
	return out
}

// namesRow reports whether a line holds only one-word cells that are
// neither a section's title nor a level ("Muttersprache").
func namesRow(ln string) bool {
	cs := cells(ln)
	return len(cs) > 0 && !slices.ContainsFunc(cs, func(c string) bool {
		return len(strings.Fields(c)) != 1 || slices.ContainsFunc(oracleLevels, func(l oracleLevel) bool { return l.re.MatchString(c) })
	})
}

// levelsRow reports whether a line holds only levels: a scale's phrase of
// up to four words a cell, naming no language and no name of one word
// ("Mandarin" is a name the oracle does not know; "Fluent" a level).
func levelsRow(ln string) bool {
	cs := cells(ln)
	return len(cs) > 0 && !namesAnyLanguage(ln) && !namesRow(ln) && !slices.ContainsFunc(cs, func(c string) bool { return len(strings.Fields(c)) > 4 })
}

func nextNonBlank(lines []string, i int) int {
	for i++; i < len(lines) && strings.TrimSpace(lines[i]) == ""; i++ {
	}
	return i
}

func prevNonBlank(lines []string, i int) int {
	for i--; i >= 0 && strings.TrimSpace(lines[i]) == ""; i-- {
	}
	return i
}

var languageTitles = map[string]bool{"languages": true, "language": true, "sprachen": true, "sprachkenntnisse": true, "idiomas": true, "langues": true}

// namesAnyLanguage reports whether s names one of languageNames'.
func namesAnyLanguage(s string) bool {
	for _, names := range languageNames {
		if containsWordAny(strings.ToLower(s), names) {
			return true
		}
	}
	return false
}

func containsWordAny(lower string, ws []string) bool {
	for _, w := range ws {
		if wordPattern(w).MatchString(lower) {
			return true
		}
	}
	return false
}

// wordPatterns holds the pattern of each word wordPattern was asked for.
var wordPatterns = map[string]*regexp.Regexp{}

// wordPattern matches w as a whole word, any case. Compiled once a word:
// compiling it for every line of every CV was an eighth of this package's
// eval run under TinyGo.
func wordPattern(w string) *regexp.Regexp {
	re, ok := wordPatterns[w]
	if !ok {
		re = regexp.MustCompile(`(?i)(?:^|[^\p{L}])` + regexp.QuoteMeta(w) + `(?:[^\p{L}]|$)`)
		wordPatterns[w] = re
	}
	return re
}

func levelOf(name string) int {
	for l := 1; l <= 7; l++ {
		if levelName(l) == name {
			return l
		}
	}
	return 0
}

// counts tallies violations by invariant.
type counts map[string]int

func (c counts) add(vs []violation) {
	for _, v := range vs {
		c[v.inv]++
	}
}

func (c counts) String() string {
	var b strings.Builder
	for _, n := range invariantNames {
		fmt.Fprintf(&b, "  %-36s %5d\n", n, c[n])
	}
	return b.String()
}

// TestInvariantsHold runs the invariants on small cases of each class
// issue 35 found, so that `go test` keeps them without ../shared.
func TestInvariantsHold(t *testing.T) {
	cases := []struct{ name, cv, jd string }{
		{"a role read around its dates is quoted as written",
			"Experience\n1 year of experience (2022 - 2023) as a Compliance Analyst at Acme, keeping up with compliance frameworks\n",
			"Compliance Analyst\nRequirements:\n- 1+ years as a Compliance Analyst\n- compliance frameworks"},
		{"a role on the lines around its dates is quoted as written",
			"Experience\nSystems Engineer - Acme\n(2017 - 2019)\nKept the company's network running.\n",
			"Systems Engineer\nRequirements:\n- Networking"},
		{"a language entry is quoted as the CV writes it",
			"Sprachen\nEnglisch (C1), Deutsch (Muttersprache)\n",
			"Requirements:\n- Fluent English (C1)"},
		{"a category is quoted in the job's words",
			"Skills: Python, Docker",
			"Requirements:\n- Experience with modern JavaScript frameworks like React or Angular\n- Python"},
		{"a title is not cut mid-phrase",
			"Summary\nFull stack engineer.\nSkills: React, Node.js",
			"Senior Full Stack Engineer (5+ Years of Experience)\n\nRequirements:\n- React\n- Node.js"},
		{"a degree is not cut at its bracket",
			"Education\nMaster of Science, TU Berlin",
			"Anforderungen:\n- Abgeschlossenes Studium (Master (m/w/d) oder vergleichbar)\n- Java"},
		{"the company's address and offer are no requirements",
			"Skills: Go, SQL",
			"Backend Engineer\nTech Solutions, San Francisco, CA, USA\n\nRequirements:\n- Go\n- SQL\n\nWe offer a competitive salary and a benefits package."},
		{"several roles dated on one line all count",
			"Experience\nPsychologist (2015 - 2020), Social Worker (2010 - 2015). Counselled families.\n",
			"Requirements:\n- 8+ years of experience"},
		{"a role dated after a sentence on the same line counts",
			"Experience\nAnalyst, 2019 – 2021. Built reports. Planner - logistics, 2013 – 2019. Planned routes.\n",
			"Requirements:\n- 7+ years of experience"},
		{"a language listed without its level is not a miss",
			"Languages\nGerman\nEnglish\n",
			"Requirements:\n- Fluent English (C1)"},
		{"advanced is C1",
			"Languages: English (advanced), Spanish (native)",
			"Requirements:\n- English at C1 level"},
		{"a term inside a longer term is not that term",
			"Skills\nExperience with version control systems such as Git",
			"Requirements:\n- Experience with version control systems such as Git\n- Control systems engineering"},
		{"communication between services is no communication skill",
			"Experience\nImplementing RESTful services for communication between frontend and backend",
			"Requirements:\n- Excellent communication skills\n- REST APIs"},
		{"a marketing site shows no marketing",
			"Experience\nBuilt SSO for the marketing site",
			"Requirements:\n- Marketing\n- SSO"},
		{"a skill in other words is its words, not a stem",
			"Personal Information\nCreating prototypes in Figma",
			"Requirements:\n- Informatics\n- Creativity"},
		{"a name the stems cut short is not shown by its rest",
			"Experience\nModel testing and validation",
			"Requirements:\n- A/B testing"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c := parse.Text(tc.cv)
			r := analyze(tc.cv, c, tc.jd, may2025)
			for _, v := range violations(tc.cv, c, tc.jd, r) {
				t.Errorf("%s: %s", v.inv, v.msg)
			}
		})
	}
}

// TestUniqueChecks: a job that asks the same thing in two sentences gets one
// checklist item, the one that holds the score down.
func TestUniqueChecks(t *testing.T) {
	got := uniqueChecks([]Check{
		{Kind: KindYears, Label: "5+ years as AWS admin", Status: Unknown},
		{Kind: KindLanguage, Label: "German at C1", Status: Met},
		{Kind: KindYears, Label: "5+ years as AWS Admin", Status: NotMet, Caps: true},
	})
	if len(got) != 2 || got[0].Status != NotMet || got[1].Kind != KindLanguage {
		t.Errorf("got %+v, want the capping years item, then the language", got)
	}
}

// lazyRegexp compiles its pattern on first use: TinyGo runs package
// initialisation at compile time, and the oracles' patterns need not be
// compiled there.
type lazyRegexp struct{ get func() *regexp.Regexp }

func lazyRe(expr string) *lazyRegexp {
	return &lazyRegexp{sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(expr) })}
}

func (l *lazyRegexp) MatchString(s string) bool           { return l.get().MatchString(s) }
func (l *lazyRegexp) FindString(s string) string          { return l.get().FindString(s) }
func (l *lazyRegexp) ReplaceAllString(s, r string) string { return l.get().ReplaceAllString(s, r) }
func (l *lazyRegexp) FindAllStringSubmatch(s string, n int) [][]string {
	return l.get().FindAllStringSubmatch(s, n)
}

// TestOracleReadsWordsInTheirForms: the oracle of invariant (b) reads a
// short word and its longer forms as one word ("aid" and "aids"), so that
// a term shown in another form of its words is no violation; other words
// still are.
func TestOracleReadsWordsInTheirForms(t *testing.T) {
	for _, c := range []struct {
		cv, name string
		want     bool
	}{
		{"hearing aid specialist", "hearing aids", true},
		{"remarkable ability to make strategic decisions", "decision making", true},
		{"advanced knowledge in various building code-standards", "building codes", true},
		{"skincare products that suit different skin types", "skin type", true},
		{"model testing and validation", "A/B testing", false},
		{"planned the project's phases", "project management", false},
		{"served as a code reviewer", "building codes", false},
	} {
		if got := allForms(c.cv, c.name); got != c.want {
			t.Errorf("allForms(%q, %q) = %v, want %v", c.cv, c.name, got, c.want)
		}
	}
}

// TestOracleReadsAnAcronymsPlural: the oracle of invariant (b) takes a
// product's acronym in the plural ("APIs" for API) as its name, as the
// matcher does (acronymPlural), and nothing else written like it.
func TestOracleReadsAnAcronymsPlural(t *testing.T) {
	for _, c := range []struct {
		ev, name string
		want     bool
	}{
		{"Built REST APIs for partners", "API", true},
		{"Schnittstellen (APIs) entwickelt", "API", true},
		{"Worked with APIS daily", "API", false},
		{"Kept apis on the farm", "API", false},
		{"Ran the APIServer cluster", "API", false},
	} {
		q := Requirement{Kind: KindTool, Name: c.name, literal: true}
		if got := showsTerm(q, c.ev); got != c.want {
			t.Errorf("showsTerm(%q, %q) = %v, want %v", c.name, c.ev, got, c.want)
		}
	}
}

// TestOracleLeavesStudyDatesOut: the oracle of invariant (f) does not
// count a degree's dates as experience when they stand on a line of their
// own, with no word of study near them, as a theme prints them.
func TestOracleLeavesStudyDatesOut(t *testing.T) {
	text := "Experience\nEngineer, Acme\n07/2018 - 12/2025\n- Ran the platform\n\nEducation\nMIT\nComputer Science\n08/2014 - 05/2018\n"
	if got := statedYears(text, studyDates(parse.Text(text))); got != 7 {
		t.Errorf("stated years %d, want 7 (the degree's four left out)", got)
	}
	if got := statedYears(text, nil); got != 11 {
		t.Errorf("without the study dates, stated years %d, want 11: the case is not exercised", got)
	}
}

// The oracle reads a language's level where the theme corpus prints it:
// after a comma, on the next line as a scale's phrase of four words,
// beside the section's margin title, or in the row below a row of names.
func TestOracleReadsLevelsAsThemesPrintThem(t *testing.T) {
	cases := []struct {
		text, name string
		want       int
	}{
		{"English, Native or Bilingual Proficiency", "English", 7},
		{"English\nNative or Bilingual Proficiency", "English", 7},
		{"Languages\tEnglish\nNative or Bilingual Proficiency", "English", 7},
		{"Sprachen\tEnglisch\nMuttersprache", "English", 7},
		{"English, Spanish", "English", -1},
		{"German\tEnglish\nNative or Bilingual Proficiency\tFull Professional Proficiency", "German", 7},
		{"French\tEnglish\n\nNative or Bilingual Proficiency\tFull Professional Proficiency", "French", 7},
		{"English\tSpanish\tMandarin\nFull Professional Proficiency\tNative or Bilingual Proficiency\tElementary Proficiency", "Spanish", 7},
		{"Spanish\n\nNative or Bilingual Proficiency\n\nEnglish\nFull Professional Proficiency", "Spanish", 7},
		{"LANGUAGES\nEnglish\nSpanish\nMandarin\n\nFull Professional Proficiency\n\nNative or Bilingual Proficiency\n\nElementary Proficiency\n\nAWARDS\tTop seller", "Spanish", 7},
		{"Languages\n\nGerman\tEnglish\n\nSpanish\n\nFull Professional Proficiency\tElementary Proficiency\tNative or Bilingual Proficiency", "Spanish", 7},
		{"Python\tGit\n\nLanguages\tEnglish\nNative or Bilingual Proficiency\n\nSpanish\nLimited Working Proficiency", "English", 7},
		{"LANGUAGES\n\nINTERESTS\n\nEnglish\nFull Professional Proficiency\n\nSpanish\nNative or Bilingual Proficiency", "Spanish", 7},
		{"LANGUAGES\nEnglish\nSpanish\n\nAWARDS\tTop seller\tCompany", "Spanish", -1},
		{"Skills\nSales\n\nFrench\n\nLANGUAGES\n\nNative or Bilingual Proficiency\n\nEnglish\nFull Professional Proficiency", "French", 7},
	}
	for _, c := range cases {
		if got := namedLevel(c.text, c.name); got != c.want {
			t.Errorf("namedLevel(%q, %s) = %d, want %d", c.text, c.name, got, c.want)
		}
	}
}

// A GULP profile's study under "Aus- und Weiterbildung", its dates, a
// blank line, its length in words ("5 Jahre 9 Monate"), a blank line and
// its name, is no experience to the oracle either (gulp_de 80 × 120).
func TestOracleLeavesProfileStudyOut(t *testing.T) {
	text := "Projekte\n03/2016 - 05/2018\n\nEntwickler\n\nAus- und Weiterbildung\n10/1994 - 06/2000\n\n5 Jahre 9 Monate\n\nStudium Informatik\n"
	if got := statedYears(text, nil); got != 2 {
		t.Errorf("stated years %d, want 2 (the study's dates and length left out)", got)
	}
}
