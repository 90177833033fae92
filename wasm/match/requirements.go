package match

import (
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

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
	// KindQualification is a requirement line that names no lexicon term
	// ("Physical strength and stamina", "Supervisor: ..."), covered by its
	// words, and a category of skills ("a JavaScript framework"), covered by
	// any of its members (Any).
	KindQualification = "qualification"
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
	role       string   // KindYears: the role the years must be in ("3 years as a baker"), "" for any
	field      string   // KindYears: the skill the years must be in ("3+ years in web development"), "" for any (yearsfield.go)
	titled     bool     // skills and tools: the job's title names it
	literal    bool     // a product the lexicon does not know, matched by its name (products.go)
	quote      string   // KindResponsibility: the start of a long duty to quote, ending with a phrase (phrases.go)
	lowered    bool     // skills and tools: weighed one level below the job's words (an example, part of a duty or a role's name)
	common     bool     // a generic tool of a job that names enough specific ones (markCommon)
	trait      bool     // KindQualification: a line of personal traits only, weighing nothing (traits.go)
	fieldRole  bool     // KindTitle: CV is a role in the title's field of work, not a fit (titlefield.go)
}

// maxResponsibilities bounds the duties taken from one job description: they
// feed interview questions and weigh little, and long postings list dozens.
const maxResponsibilities = 8

// Requirements extracts the requirements of a job description, in the order
// the job description states them. Deterministic.
func Requirements(jd string) []Requirement {
	return requirements(jd, segments(jd))
}

// requirements extracts the requirements from the job's segments: each
// segment's terms, years, education, languages and products, the lines of a
// requirements list that name none of these, the duties, then the title.
func requirements(jd string, segs []segment) []Requirement {
	b := reqBuilder{jd: jd, lowerJD: strings.ToLower(jd), bySkill: map[string]int{}, years: -1, full: fullLine(lines(jd))}
	for _, s := range segs {
		if !s.section.skipped() {
			b.segment(s)
		}
	}
	b.title()
	reqs := dedupe(wholePhrases(jd, b.reqs))
	sort.SliceStable(reqs, func(i, j int) bool { return reqs[i].Start < reqs[j].Start })
	markCommon(reqs)
	return reqs
}

// reqBuilder gathers a job's requirements segment by segment.
type reqBuilder struct {
	jd, lowerJD string
	reqs        []Requirement
	bySkill     map[string]int // kind+name → index in reqs, each skill once
	years       int            // index of the general years requirement, -1 before one
	duties      int            // responsibilities taken so far
	full        int            // the length from which a line of the post is full (fullLine)
}

// segment adds the requirements of one segment.
func (b *reqBuilder) segment(s segment) {
	terms := withoutRoleArticle(s.text, withoutKindOfListed(s.text, withoutAudience(s.text, partnerAreas(s.text, teamMembers(s.text, colleagues(s.text, jobTerms(s.text, b.lowerJD)))))))
	named := len(terms) > 0 // the segment names a term, years, education or a language
	if r, ok := labelled(s, terms); ok {
		terms = nil
		b.keep(r)
	}
	b.terms(s, withoutDegreeSubjects(s, terms))
	named = b.yearsOf(s) || named
	if r, ok := educationIn(s); ok {
		named = true
		b.reqs = append(b.reqs, r)
	}
	langs := languagesIn(s)
	named = named || len(langs) > 0
	b.reqs = append(b.reqs, langs...)
	products := withoutAlternativesOfTerms(s, withoutFieldsOfStudy(b.jd, s, withoutExamples(productsIn(s, terms), s, terms)), terms)
	named = named || len(products) > 0
	b.reqs = append(b.reqs, products...)
	if !named && asksUnnamed(s) {
		b.unnamed(s)
	}
	b.duty(s)
}

// keep adds a skill requirement once: a second mention of the same skill
// only raises the first one's importance.
func (b *reqBuilder) keep(r Requirement) {
	i, seen := b.bySkill[r.Kind+r.Name]
	switch {
	case !seen:
		b.bySkill[r.Kind+r.Name] = len(b.reqs)
		b.reqs = append(b.reqs, r)
	case rank(r.Importance) > rank(b.reqs[i].Importance):
		b.reqs[i] = r
	case rank(r.Importance) == rank(b.reqs[i].Importance) && !r.lowered:
		b.reqs[i].lowered = false
	}
}

// terms adds the segment's lexicon terms, "A or B" joined into one.
func (b *reqBuilder) terms(s segment, terms []lexicon.Match) {
	var prev lexicon.Match
	joins := alternativeJoins(s.text, terms)
	roles := roleMentions(s.text, terms)
	again := -1 // an earlier choice the previous term is a member of (choiceAgain)
	for i, m := range terms {
		switch {
		case joins[i] && again >= 0:
			b.widenChoice(again, m)
		case joins[i] && b.joinsLast(s, prev):
			b.joinLast(s, m)
		default:
			r := termRequirement(s, m, roles[i])
			b.keep(r)
			again = b.choiceAgain(r)
		}
		prev = m
	}
}

// termRequirement is the requirement of one term of a segment.
func termRequirement(s segment, m lexicon.Match, role bool) Requirement {
	kind := KindSkill
	if m.Term.Kind == lexicon.Tool {
		kind = KindTool
	}
	importance := scopedImportance(s, m.Start, m.End)
	// Examples in parentheses, and the general skills a duty names
	// ("troubleshooting" in "run system checks and troubleshooting"),
	// which the duty itself stands for, weigh one level less.
	// So do the words of a role's name ("a Java Developer"): the
	// title and years in the role ask for the role itself, and a term
	// named "or similar" is an example of its kind (orsimilar.go).
	lowered := inParens(s.text[:m.Start]) || role || s.duty && m.Term.Kind == lexicon.Skill && s.section != secRequired ||
		orSimilarAfter(s.text, m.End)
	if lowered {
		importance = lower(importance)
	}
	r := Requirement{Kind: kind, Name: m.Term.Name, Importance: importance, Text: m.Text,
		Start: s.start + m.Start, End: s.start + m.End, Clause: s.text, lowered: lowered}
	if members, ok := categories[r.Name]; ok {
		r.Kind, r.Name, r.Any = KindQualification, "a "+r.Name, members
	}
	return r
}

// joinsLast reports whether the last requirement ends at the segment's
// previous term, so that an alternative to it joins it.
func (b *reqBuilder) joinsLast(s segment, prev lexicon.Match) bool {
	return len(b.reqs) > 0 && b.reqs[len(b.reqs)-1].End == s.start+prev.End
}

// joinLast makes the term an alternative of the last requirement.
func (b *reqBuilder) joinLast(s segment, m lexicon.Match) {
	last := &b.reqs[len(b.reqs)-1]
	last.Any = append(last.names(), m.Term.Name)
	last.Name = joinOr(last.Any)
	last.End = s.start + m.End
	last.Text = joinLines.Replace(b.jd[last.Start:last.End])
}

// yearsOf adds the segment's years requirement and reports whether it has
// one: years in a role each count, the general years once, the most asked.
func (b *reqBuilder) yearsOf(s segment) bool {
	clauses := yearsClauses(s)
	r, ok := yearsIn(clauses[0])
	rest := clauses[1:]
	if ok && r.role == "" {
		// Without a role in the first clause the segment is read whole,
		// as before ("6 years, 2 of them as a lead").
		rest = nil
		r, _ = yearsIn(s)
	}
	switch {
	case !ok:
	case r.role != "":
		b.reqs = append(b.reqs, r)
		// A further role asked in the same sentence: "and 2 years as a Y".
		for _, c := range rest {
			if r, ok := yearsIn(c); ok && r.role != "" {
				b.reqs = append(b.reqs, r)
			}
		}
	case b.years < 0:
		b.years = len(b.reqs)
		b.reqs = append(b.reqs, r)
	case r.Years > b.reqs[b.years].Years:
		b.reqs[b.years] = r
	}
	return ok
}

// asksUnnamed reports whether a segment that names nothing the lexicon
// knows is still a requirement: a line of a requirements list ("Physical
// strength and stamina"), or an unplaced line that asks.
func asksUnnamed(s segment) bool {
	if s.duty {
		return false
	}
	return s.section == secRequired || s.section == secPreferred || s.section == secNone && requirementCues.index(s.lower) >= 0
}

// unnamed adds the requirement of a line that names nothing the lexicon
// knows: a misspelt tool, or the line as a qualification.
func (b *reqBuilder) unnamed(s segment) {
	if r, ok := misspeltTool(s); ok {
		b.reqs = append(b.reqs, r)
	} else if r, ok := qualificationIn(s); ok {
		if asideLine(s.text) {
			r.Importance = lower(r.Importance)
		}
		b.reqs = append(b.reqs, r)
	}
}

// duty adds a duty line as a responsibility, up to maxResponsibilities.
func (b *reqBuilder) duty(s segment) {
	if s.duty && b.duties < maxResponsibilities && len(contentStems(s.text)) >= 2 && !continuesList(b.jd, s) {
		b.duties++
		b.reqs = append(b.reqs, Requirement{Kind: KindResponsibility, Name: s.text, Importance: Expected, Text: s.text,
			Start: s.start, End: s.end, Clause: s.text, quote: phraseQuote(b.jd, s, b.full)})
	}
}

// Items of a list a line leaves open ("… including Incident Management,
// Change") and a line that goes on with them ("Management, case
// Management and Service Catalog").
var (
	openListEndRe  = regexp.MustCompile(`,\s*[\p{L}-]+(?:\s[\p{L}-]+)?$`)
	listItemOpenRe = regexp.MustCompile(`^\p{Lu}[\p{L}-]*,\s`)
)

// continuesList reports whether a line of the post goes on with a list the
// line before left open, a PDF's wrap with a bullet put before it: the rest
// of that line's knowledge item, no duty of its own (audit class 15).
func continuesList(jd string, s segment) bool {
	if !listItemOpenRe.MatchString(s.text) {
		return false
	}
	before := strings.TrimRight(jd[:s.start], " \t\r\n•·▪◦*-")
	return openListEndRe.MatchString(before[strings.LastIndexByte(before, '\n')+1:])
}

// title adds the job's title and the seniority it names, and marks the
// skills the title names.
func (b *reqBuilder) title() {
	r, ok := titleIn(b.jd)
	if !ok {
		return
	}
	for _, m := range lexicon.Find(r.Text) {
		for i := range b.reqs {
			if b.reqs[i].Name == m.Term.Name {
				b.reqs[i].titled = true
			}
		}
	}
	b.reqs = append(b.reqs, r)
	if sr, ok := seniorityIn(r); ok {
		b.reqs = append(b.reqs, sr)
	}
}

// SkillMentions returns the byte spans of the skills and tools the job
// description is read to ask for, each term on its own (a member of "A or
// B" too) and the spoken languages: the terms of the sentences that are not
// about the company, the offer, how to apply or logistics, without the
// colleagues' roles and the words of role names ("DevOps Engineer"). It is
// the skill extraction that make eval measures against gold spans.
func SkillMentions(jd string) [][2]int {
	var out [][2]int
	lowerJD := strings.ToLower(jd)
	for _, s := range segments(jd) {
		if s.section.skipped() {
			continue
		}
		terms := partnerAreas(s.text, teamMembers(s.text, colleagues(s.text, jobTerms(s.text, lowerJD))))
		roles := roleMentions(s.text, terms)
		for i, m := range terms {
			if !roles[i] {
				out = append(out, [2]int{s.start + m.Start, s.start + m.End})
			}
		}
		for _, l := range languagesIn(s) {
			out = append(out, [2]int{l.Start, l.End})
		}
	}
	return out
}

// categories are lexicon terms that name a kind of tool rather than a tool,
// with the tools that are one: a job asking for "a JavaScript framework"
// asks for any of them.
var categories = map[string][]string{
	"JavaScript framework": shownBy["JavaScript framework"],
}

// labelled reads a requirements line "Label: explanation" whose label names
// the skill and whose explanation is a sentence ("Networking: TCP/IP
// networking and LAN/WAN operation") as one requirement named by the label;
// the terms of the explanation are examples that cover it too. A list after
// the label ("Cloud: AWS, GCP") is read term by term instead.
func labelled(s segment, terms []lexicon.Match) (Requirement, bool) {
	if s.label == 0 || s.section != secRequired && s.section != secPreferred {
		return Requirement{}, false
	}
	var head, examples []lexicon.Match
	listed := 0
	for _, m := range terms {
		switch {
		case m.End <= s.label:
			head = append(head, m)
		case m.Start >= s.explained:
			examples = append(examples, m)
			listed += len(strings.Fields(m.Text))
		}
	}
	if len(head) > 1 || len(strings.Fields(s.text[s.explained:]))-listed < 4 {
		return Requirement{}, false
	}
	r := Requirement{Kind: KindQualification, Importance: s.importance, Clause: s.text}
	if len(head) == 1 {
		m := head[0]
		r.Kind, r.Name, r.Text, r.Start, r.End = KindSkill, m.Term.Name, m.Text, s.start+m.Start, s.start+m.End
		if m.Term.Kind == lexicon.Tool {
			r.Kind = KindTool
		}
	} else {
		label := strings.TrimSpace(s.text[:s.label])
		if len(contentWords(label)) == 0 {
			return Requirement{}, false
		}
		r.Name, r.Text, r.Start, r.End = label, label, s.start, s.start+len(label)
	}
	if len(examples) > 0 {
		r.Any = []string{r.Name}
		if r.Kind == KindQualification {
			r.Any = nil
		}
		for _, m := range examples {
			if !slices.Contains(r.Any, m.Term.Name) {
				r.Any = append(r.Any, m.Term.Name)
			}
		}
	}
	return r, true
}

// colleagues drops the terms that name the people the job works with
// ("work closely with back-end developers" asks the front-end developer for
// no back-end development), and "back-end" or "front-end" said of a system
// or of tools ("back-end services", "die Backend-Tools des Teams", "outils
// back-end": a post's tools of the back end are things the person looks
// after, not the work of building a back end).
func colleagues(text string, terms []lexicon.Match) []lexicon.Match {
	withOthers := -1 // unknown until a colleague noun needs it
	return dropTerms(terms, func(_ int, m lexicon.Match) bool {
		next := strings.ToLower(nextWord(text[m.End:]))
		switch {
		case colleagueNouns[next]:
			if withOthers < 0 {
				withOthers = 0
				if containsAny(strings.ToLower(text), collaborationCues) {
					withOthers = 1
				}
			}
			return withOthers == 1
		case systemNouns[next], systemNounsBefore[lastWord(strings.TrimRight(text[:m.Start], " -"))]:
			return sideAliases[strings.ToLower(m.Text)]
		}
		return false
	})
}

// dropTerms is terms without those drop reports, in order; terms itself
// when none is dropped.
func dropTerms(terms []lexicon.Match, drop func(i int, m lexicon.Match) bool) []lexicon.Match {
	var out []lexicon.Match
	for i, m := range terms {
		d := drop(i, m)
		if d && out == nil {
			out = append(make([]lexicon.Match, 0, len(terms)), terms[:i]...)
		}
		if !d && out != nil {
			out = append(out, m)
		}
	}
	if out == nil {
		return terms
	}
	return out
}

// roleMentions marks the terms that are part of a role's name rather than a
// skill asked for: "Senior DevOps Engineer", "Java Backend Developer",
// "reporting to our DevOps Manager". A term is one when a singular role noun
// follows it, directly or after other terms of the same name.
func roleMentions(text string, terms []lexicon.Match) []bool {
	out := make([]bool, len(terms))
	for i := len(terms) - 1; i >= 0; i-- {
		rest := text[terms[i].End:]
		next := nextWord(rest)
		switch {
		case singularRoleNouns[strings.ToLower(next)]:
			out[i] = true
		case i+1 < len(terms) && out[i+1] && strings.TrimLeft(rest, " -/") == text[terms[i+1].Start:]:
			out[i] = true
		}
	}
	return out
}

// singularRoleNouns name one person's role; the plural forms name
// colleagues (colleagueNouns).
var singularRoleNouns = toSet(`engineer developer architect administrator admin manager consultant specialist analyst scientist
	designer programmer tester lead expert entwickler entwicklerin ingenieur ingenieurin architekt berater administrator
	desarrollador desarrolladora ingeniero ingeniera arquitecto consultor développeur développeuse ingénieur architecte consultant`)

// nextWord returns the word that follows a term, past spaces and hyphens.
func nextWord(rest string) string {
	rest = strings.TrimLeft(rest, " -\t")
	end := 0
	for end < len(rest) {
		r, n := utf8.DecodeRuneInString(rest[end:])
		if !unicode.IsLetter(r) {
			break
		}
		end += n
	}
	return rest[:end]
}

var (
	colleagueNouns    = toSet("developers engineers designers scientists architects analysts specialists experts colleagues teams entwickler entwicklern entwicklerinnen kollegen desarrolladores ingenieros equipos développeurs ingénieurs équipes")
	collaborationCues = phrases("with alongside partner collaborat together support mit zusammen con junto colabor avec")
	sideAliases       = toSet("back-end backend front-end frontend full-stack fullstack")
	systemNouns       = toSet("service services system systems api apis server servers call calls component components integration integrations logic tool tools dienste systeme werkzeuge servicios sistemas")
	// systemNounsBefore are the French and Spanish nouns that their side
	// follows ("outils back-end", "sistemas backend").
	systemNounsBefore = toSet("outils outil services service systèmes système servicios servicio sistemas sistema herramientas herramienta")
)

// misspeltTool reads a requirements line of at most three words that names
// nothing the lexicon knows as the tool one of its long capitalised words
// misspells by a letter ("Kybernetes", "Terrafrom"): a list line names a
// thing, and a long name one letter off is that thing, not a qualification.
func misspeltTool(s segment) (Requirement, bool) {
	ws := words(s.text)
	if len(ws) > 3 {
		return Requirement{}, false
	}
	for _, w := range ws {
		if utf8.RuneCountInString(w.Text) < 7 || !unicode.IsUpper([]rune(w.Text)[0]) {
			continue
		}
		if t, ok := oneLetterOff(strings.ToLower(w.Text)); ok {
			return Requirement{Kind: KindTool, Name: t.Name, Importance: scopedImportance(s, w.Start, w.End), Text: w.Text,
				Start: s.start + w.Start, End: s.start + w.End, Clause: s.text}, true
		}
	}
	return Requirement{}, false
}

// oneLetterOff returns the tool that w (lower case, ASCII letters) misspells
// by one letter substituted or two swapped inside the word, when exactly
// one tool is that close and w itself is none. The first and last letters
// stay: changing them turns English words into tools ("Mathematics" into
// Mathematica, "Statistical" into Statistica).
func oneLetterOff(w string) (lexicon.Term, bool) {
	for i := 0; i < len(w); i++ {
		if w[i] < 'a' || w[i] > 'z' {
			return lexicon.Term{}, false
		}
	}
	if _, ok := lexicon.Lookup(w); ok {
		return lexicon.Term{}, false
	}
	found := map[string]lexicon.Term{}
	try := func(v string) {
		if t, ok := lexicon.Lookup(v); ok && t.Kind == lexicon.Tool {
			found[t.Name] = t
		}
	}
	for i := 1; i < len(w)-1; i++ {
		for c := byte('a'); c <= 'z'; c++ {
			if c != w[i] {
				try(w[:i] + string(c) + w[i+1:])
			}
		}
		if i+2 < len(w) {
			try(w[:i] + string(w[i+1]) + string(w[i]) + w[i+2:])
		}
	}
	if len(found) != 1 {
		return lexicon.Term{}, false
	}
	for _, t := range found {
		return t, true
	}
	return lexicon.Term{}, false
}

// qualificationIn reads a requirements line without a lexicon term as a
// requirement covered by its words, when it has words that carry meaning
// and is short enough to be one requirement.
func qualificationIn(s segment) (Requirement, bool) {
	name := s.text
	if s.label > 0 {
		name = strings.TrimSpace(s.text[:s.label])
	} else if cut := purposeCut(name); cut > 0 {
		// "Strong problem-solving skills for mitigating issues": what is
		// asked comes before what it is for.
		name = withoutCutItem(strings.TrimRight(name[:cut], " ,"))
	}
	// Conditions and knock-outs (a permit, a licence, presence on site)
	// are checklist items, not qualifications scored by their words.
	if n := len(contentWords(name)); n == 0 || n > 12 || len(strings.Fields(s.text)) > 30 || containsAny(s.lower, conditionCues) || namesKnockOut(s.lower) || leadsIn(name) {
		return Requirement{}, false
	}
	return Requirement{Kind: KindQualification, Name: name, Importance: s.importance, Text: name,
		Start: s.start, End: s.start + len(name), Clause: s.text, trait: traitLine(name)}, true
}

// withoutCutItem drops the one word a purpose cut leaves after the line's
// last comma: that item's meaning was in what the cut took ("Your expertise
// in mortgage banking domain, pursuit" of "… pursuit for technology
// innovation", "… electronics and mechanics, helping" of "… helping to
// guarantee"; 5 RJDB requirements).
func withoutCutItem(name string) string {
	i := strings.LastIndex(name, ", ")
	if i < 0 || strings.ContainsAny(name[i+2:], " ") || len(contentWords(name[:i])) == 0 {
		return name
	}
	return name[:i]
}

// purposeCut is where the part of a requirement line that says what it is
// for starts, or 0: the first purpose word with words of meaning before it
// that do not wait for what follows ("the ability to", "knowledge related
// to", "skilled in dealing with": cut there, the quote would end mid-phrase
// and the requirement lose what it asks).
func purposeCut(line string) int {
	for _, loc := range purposeRe.FindAllStringIndex(line, -1) {
		before := line[:loc[0]]
		if len(contentWords(before)) == 0 {
			continue
		}
		if f := strings.Fields(before); complementTakers[strings.ToLower(f[len(f)-1])] {
			continue
		}
		return loc[0]
	}
	return 0
}

// complementTakers are the words whose meaning is in what follows them.
var complementTakers = toSet(`able ability abilities capacity capable capability unable eager willing ready related relating
	according due commitment committed adherence adhere dedication dedicated devoted used need needs in of on with by at from into
	fähig fähigkeit bereit capaz capacidad habilidad aptitud relacionado capable capacité aptitude lié`)

// purposeRe starts the part of a requirement line that says what it is for
// or how it shows, in the four languages.
var purposeRe = regexp.MustCompile(`(?i)(?:,\s+|\s+)(?:for|to|ensuring|which|that|including|such as|in order|with a focus|emphasizing|emphasising|dealing|particularly|especially|as it relates|necessary|needed|required|um|zur|zum|für|damit|insbesondere|para|que|incluyendo|especialmente|pour|afin|notamment)\s`)

// requirementCues mark a sentence outside a requirements list that states
// one: "Candidates need experience in store operations".
var requirementCues = newCues(phrases(`experience_in experience_with experience_of experienced_in track_record knowledge_of knowledge_in ability_to able_to
	proficiency_in proficient_in familiarity_with familiar_with understanding_of expertise_in skilled_in you_have you_bring
	must_have erfahrung_in erfahrung_mit kenntnisse_in kenntnisse_von fähigkeit experiencia_en experiencia_con conocimientos_de
	conocimiento_de capacidad_de expérience_en expérience_de connaissance_de connaissances_en maîtrise_de capacité_à`))

// conditionCues mark the conditions of a job (travel, shifts, a permit),
// which a CV does not state and which are no qualification to score.
var conditionCues = phrases("travel relocat willing able_to_work work_permit visa background_check security_clearance driving_licen driver's_licen shifts weekends on-call reisebereitschaft führerschein umzugsbereit schichtdienst disponibilidad_para_viajar carnet_de_conducir permiso_de_trabajo permis_de_conduire déplacements")

// qualFiller are the words of requirement lines that say how well, not what.
var qualFiller = toSet(`thorough thoroughly proficiency proficient ability abilities capable capability capabilities capacity
	competent competence competency capacitie expertise expert familiarity familiar solid sound deep demonstrated proven hands
	practical excellent outstanding exceptional effective efficient keen meticulous high minimum least prior previous
	must should strong good great basic advanced working knowledge understanding skilled skills robust concrete intense
	talent talented supreme adept aptitude able extensive depth in-depth superior impeccable remarkable notable
	fundamental comprehensive candidate possess demonstrate ideally minimum`)

// contentWords are the stems of a requirement line's words that say what it
// asks for: not stop words or filler; acronyms of two or three capitals
// ("JDE", "AV") count.
func contentWords(s string) []string {
	var out []string
	for _, w := range words(s) {
		lw := strings.ToLower(w.Text)
		if stopWords[lw] || qualFiller[lw] || qualFiller[strings.TrimSuffix(lw, "s")] || titleStopWords[lw] {
			continue
		}
		if len([]rune(lw)) < 4 && !(len(w.Text) >= 2 && strings.ToUpper(w.Text) == w.Text && unicode.IsLetter([]rune(w.Text)[0])) {
			continue
		}
		out = append(out, stem(lw))
	}
	return uniq(out)
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

// alternativeJoins marks the terms that join the requirement of the term
// before them: a list ("A, B or C", "A / B") whose separators include an
// "or", or any list after a one-of cue ("one of the following languages:
// A, B, C", "such as A, B and C", "z. B. A, B und C") is one requirement
// that any member meets.
func alternativeJoins(text string, terms []lexicon.Match) []bool {
	joins := make([]bool, len(terms))
	for a := 0; a < len(terms); {
		b := a + 1
		for b < len(terms) && listGap(text[terms[b-1].End:terms[b].Start]) != "" {
			b++
		}
		if b-a > 1 && (oneOfBefore(text, terms, a) || countOneBefore(text, terms, a)) {
			for k := a + 1; k < b; k++ {
				joins[k] = true
			}
			a = b
			continue
		}
		// Without a cue, "and" ends a choice: "Docker and Kubernetes or ECS".
		for from := a; from < b; {
			to, or := from+1, false
			for to < b {
				sep := listGap(text[terms[to-1].End:terms[to].Start])
				if sep == "and" {
					break
				}
				or = or || sep == "or"
				to++
			}
			if or {
				for k := from + 1; k < to; k++ {
					joins[k] = true
				}
			}
			from = to
		}
		a = b
	}
	return joins
}

// listSeparator returns "or" when the words between two terms join them as
// alternatives, "," or "and" when as a list, "" when they are no list
// separator.
func listSeparator(between string) string {
	t := strings.ToLower(strings.TrimSpace(between))
	if alternative(between) || strings.HasPrefix(t, ",") && alternative(strings.TrimSpace(t[1:])) {
		return "or"
	}
	switch t {
	case ",", "|", ";":
		return ","
	}
	switch strings.TrimSpace(strings.TrimPrefix(t, ",")) {
	case "and", "und", "y", "et", "e", "&", "sowie", "as well as":
		return "and"
	}
	return ""
}

// joinOr writes the members of a choice: "A or B", "A, B or C".
func joinOr(names []string) string {
	if len(names) == 1 {
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}

// oneOfCueRe is a cue that the list after it offers a choice, in the four
// languages.
var oneOfCueRe = regexp.MustCompile(`(?i)(?:^|[\s(])(?:one of|any of|at least one|either|such as|e\.\s?g\.?|for example|for instance|like|z\.\s?b\.?|bspw\.?|bsp\.?|wie|beispielsweise|etwa|eine[rsn]? der|uno de|una de|alguno de|como|tales como|p\.\s?ej\.?|por ejemplo|l['’]une? des|un des|une des|comme|tel(?:le)?s? que|par exemple|par ex\.?)(?:[\s:,]|$)`)

// oneOfBefore reports whether a one-of cue stands shortly before term a,
// with no other term between.
func oneOfBefore(text string, terms []lexicon.Match, a int) bool {
	return oneOfCueEnd(text, terms, a) >= 0
}

// oneOfCueEnd returns where a one-of cue shortly before term a ends, with
// no other term between, or -1 without one.
func oneOfCueEnd(text string, terms []lexicon.Match, a int) int {
	from := 0
	if a > 0 {
		from = terms[a-1].End
	}
	before := text[from:terms[a].Start]
	loc := oneOfCueRe.FindAllStringIndex(before, -1)
	if len(loc) == 0 || len(strings.Fields(before[loc[len(loc)-1][1]:])) > 4 {
		return -1
	}
	return from + loc[len(loc)-1][1]
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
			switch {
			case rank(r.Importance) > rank(out[i].Importance):
				out[i].Importance, out[i].lowered = r.Importance, r.lowered
			case rank(r.Importance) == rank(out[i].Importance) && !r.lowered:
				out[i].lowered = false
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
	r := Requirement{Kind: KindYears, Name: strconv.Itoa(n) + "+ years of experience", Importance: s.importance,
		Text: text, Start: s.start + loc[0], End: s.start + loc[0] + len(text), Clause: s.text, Years: n}
	// "3 years as a Survey Researcher" asks for years in that role.
	if m := roleAfterYears(s.text); m != nil {
		role := roleRunOnCut(strings.TrimRight(similarRe.ReplaceAllString(s.text[m[2]:m[3]], ""), " -–"))
		// "2 years as a mechanic – except engines – with diagnostic skills":
		// a long role ends at a spaced dash, where its explanation starts.
		if !isRole(role) {
			if i := spacedDash.FindStringIndex(role); i != nil {
				role = role[:i[0]]
			}
		}
		if isRole(role) {
			r.role = role
			r.Name = strconv.Itoa(n) + "+ years as " + role
			r.Text, r.Start, r.End = s.text, s.start, s.end
		}
	}
	if r.role == "" {
		r.field = yearsField(s.text[loc[1]:])
	}
	return r, true
}

// roleAfterYears is the first "as …" of a line that names a role, not the
// "as" of "such as", "as well as", "sowohl … als auch", "tales como"
// (issue 35, class 1: "trackers such as Atlassian Jira Cloud" became years
// "as Atlassian Jira Cloud").
func roleAfterYears(text string) []int {
	for _, m := range roleRe.FindAllStringSubmatchIndex(text, -1) {
		before := strings.Fields(strings.ToLower(text[:m[0]]))
		after := strings.ToLower(nextWord(text[m[0]:][strings.IndexByte(text[m[0]:], ' ')+1:]))
		if len(before) > 0 && notRoleBefore[before[len(before)-1]] || notRoleAfter[after] {
			continue
		}
		return m
	}
	return nil
}

// notRoleBefore and notRoleAfter are the words around "as", "als",
// "como" that make it a comparison or a list, not a role.
var (
	notRoleBefore = toSet("such well mehr weniger tales tal así")
	notRoleAfter  = toSet("well auch")
)

// isRole reports whether the words after "years as" can be a role: a role
// noun in at most six title words, or at most three.
func isRole(role string) bool {
	st := titleWords(role)
	return len(st) > 0 && len(st) <= 6 && roleNouns.MatchString(role) || len(st) > 0 && len(st) <= 3
}

// spacedDash is a dash with spaces around it.
var spacedDash = regexp.MustCompile(`\s[-–—]\s`)

// similarRe is the "or similar" after a role, which asks for no other words.
var similarRe = regexp.MustCompile(`(?i)\s+(?:or|oder|o|ou)\s+(?:a\s+)?(?:similar|equivalent|related|comparable|ähnlich|vergleichbar|similar|équivalent)\b.*$`)

// roleRe finds the role in "years as a …", "Jahre als …", "años como …".
var roleRe = regexp.MustCompile(`(?i)\b(?:as|als|como|comme|en tant que)\s+(?:an?\s+|une?\s+|ein(?:e|er|em)?\s+|un[ao]?\s+)?([^.,;:()]{3,80}?)(?:\s*[.,;:(]|\s+(?:for|in|with|which|who|at|where|role|bei|für|mit|im|in|dans|pour|avec|con|en|durante|during|is|are|ist|es|est)\b|$)`)

// Education levels, the generic words ("degree", "Studium") last so that
// they count only when no level is named: "Master's degree" asks for a
// master's.
var educationLevels = []struct {
	level int
	name  string
	re    *regexp.Regexp
}{
	{1, "vocational training", regexp.MustCompile(`(?i)\b(?:apprenticeship|vocational|associate degree|ausbildung|berufsausbildung|formación profesional|ciclo formativo|high school diploma|BTS\b|DUT\b)`)},
	{2, "a bachelor's degree", regexp.MustCompile(`(?i)\b(?:bachelor|(?-i:BS)\b|b\.\s?sc|bsc\b|b\.\s?tech|btech\b|b\.\s?a\.|b\.\s?eng|beng\b|b\.\s?e\.|b\.\s?s\.|undergraduate|licenciatura|grado en|grado universitario|título de grado|licence\s+(?:(?:en|pro|professionnelle|générale)\b|d['’])|bac\s?\+\s?3|diplom\s*\(fh\)|dipl\.(?:-|\s+)\p{L}+\.?\s*\(fh\)|licenciad[oa] en|ingenier[oa] técnic[oa])`)},
	{3, "a master's degree", regexp.MustCompile(`(?i)\b(?:master['’]?s|masters? (?:of|in|degree|en|de)\b|master\s*\(|masterabschluss|masterstudium|m\.\s?sc|msc\b|m\.\s?tech|mtech\b|m\.\s?eng|meng\b|m\.\s?a\.|m\.\s?s\.|mba\b|máster|magíster|magister|diplom\b|diplom-|dipl\.-|staatsexamen|diplôme d['’]ingénieur|titre d['’]ingénieur|bac\s?\+\s?5|ingeniero superior)`)},
	{4, "a doctorate", regexp.MustCompile(`(?i)\b(?:ph\.?\s?d|doctorate|doctoral|doktor|promotion in|doctorado|doctorat|dr\.\s?(?:rer|phil|ing|med)\b)`)},
	{2, "a degree", regexp.MustCompile(`(?i)\b(?:degree|hochschulabschluss|\p{L}*studium|titulación|título universitario|ingenier[ií]a|diplôme)`)},
}

// fhDiplomRe is a Diplom of a Fachhochschule: "Dipl.-Ing. (FH)", "Diplom (FH)".
var fhDiplomRe = regexp.MustCompile(`(?i)\bdipl(?:om)?(?:\.?-\p{L}+|\.\s+\p{L}+)?\.?\s*\(fh\)`)

// educationLevel returns the lowest education level that s names, 0 if none:
// "a bachelor's or master's degree" asks for a bachelor's.
func educationLevel(s string) (level int, name string, start, end int) {
	for _, e := range educationLevels {
		if loc := e.re.FindStringIndex(s); loc != nil && !notADegree(s, loc[0], loc[1]) {
			return e.level, e.name, loc[0], loc[1]
		}
	}
	return 0, "", 0, 0
}

// notADegree reports whether the degree word at s[start:end] names a role,
// a study that awards no degree (partStudies), a measure ("a high degree
// of accuracy") or mastery ("Master of Excel spreadsheets", masteryof.go).
func notADegree(s string, start, end int) bool {
	w := strings.ToLower(s[start:end])
	return namesRole(s, start, end) || hasPrefixAny(w, partStudies) || w == "degree" && extentDegree(s, start, end) ||
		masteryOf(s, start, end)
}

// extentDegree reports whether the "degree" at s[start:end] is a measure,
// "a high degree of accuracy", "a degree of ambiguity": an article or a
// word of size before it and "of" after, with no degree's name after that
// ("a degree of Bachelor of Science").
func extentDegree(s string, start, end int) bool {
	rest, ok := strings.CutPrefix(strings.ToLower(strings.TrimSpace(s[end:])), "of ")
	return ok && extentBeforeRe.MatchString(s[:start]) && !hasPrefixAny(strings.TrimSpace(rest), degreeNames)
}

// extentBeforeRe is an article or a word of size just before a word.
var extentBeforeRe = regexp.MustCompile(`(?i)\b(?:a|an|any|high|higher|highest|great|greater|certain|some|extraordinary|considerable|significant|large|reasonable|strong|limited|fair)[\s-]+$`)

// degreeNames begin the name of a degree.
var degreeNames = phrases("bachelor master doctor science arts engineering philosophy laws")

// partStudies are studies that award no degree: one's own
// ("Selbststudium"), and the phases of a Diplom study, which ends in a
// degree only as a whole ("Grundstudium", before the intermediate exam).
var partStudies = phrases("selbststudium eigenstudium grundstudium fachstudium hauptstudium")

// namesRole reports whether the degree word at s[start:end] names a role:
// "Scrum Master" ("drei Jahre als Scrum Master eines Teams") or a word
// before a gender tag ("Master (m/w/d)").
func namesRole(s string, start, end int) bool {
	return strings.HasSuffix(strings.ToLower(strings.TrimRight(s[:start], " -")), "scrum") || genderTagAt(s, end)
}

// genderTagAt reports whether a gender tag ("(m/w/d)", "(w/m/d)", "(m/f/d)",
// "(h/f)", "(H/F/X)") stands at or just after byte i: a word before it
// names a role, not a degree ("Scrum Master (m/w/d)").
func genderTagAt(s string, i int) bool {
	rest := strings.TrimLeft(s[i:], " ")
	if !strings.HasPrefix(rest, "(") {
		// The degree pattern may have taken the parenthesis: "master (".
		if i == 0 || s[i-1] != '(' {
			return false
		}
		rest = s[i-1:]
	}
	return genderTagRe.MatchString(rest)
}

// genderTagRe is a gender tag at the start of a text: two or three of the
// letters m, w, f, d, h, x, divers between slashes, in parentheses.
var genderTagRe = regexp.MustCompile(`(?i)^\(\s*[mwfdhx](?:\s*/\s*[mwfdhx]){1,2}\s*\)|^\(\s*all genders?\s*\)`)

// highestEducation returns the highest level that s names.
func highestEducation(s string) int {
	// A Diplom of a Fachhochschule stands for a bachelor's, not the
	// university Diplom's master's.
	if strings.Contains(strings.ToLower(s), "(fh)") {
		s = fhDiplomRe.ReplaceAllString(s, "bachelor")
	}
	best := 0
	for _, e := range educationLevels {
		if e.level > best && namesDegree(e.re, s) {
			best = e.level
		}
	}
	return best
}

// namesDegree reports whether re finds a degree in s that names no role.
func namesDegree(re *regexp.Regexp, s string) bool {
	for _, loc := range re.FindAllStringIndex(s, -1) {
		if !notADegree(s, loc[0], loc[1]) {
			return true
		}
	}
	return false
}

// educationHints are lower-case pieces one of which every education word
// contains, so that most lines skip the education patterns.
var educationHints = phrases("bachelor b. bs_ bsc b.sc btech beng mtech meng undergrad licenc grado master m. msc mba máster magíster magister diplom dipl. staatsexamen ph.d phd doct doktor promotion_in dr._rer dr._phil dr._ing dr._med degree hochschul studium titul título ingenier ingénieur apprentice vocational associate_degree ausbildung formación ciclo_formativo high_school bac+ bac_+ bts_ dut_")

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
