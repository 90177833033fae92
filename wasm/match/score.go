package match

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/shortlist/shortlist/wasm/lexicon"
)

// weight is a requirement's share of the score. Duties weigh 1 whatever
// their wording: they say what the job will be, which a CV shows only in
// part, and long postings list many. General skills weigh half of other
// skills: nearly every job names them, and a CV that has them shows them in
// what it did more often than by name.
func weight(r Requirement) int {
	kind := 2
	switch {
	case r.Kind == KindYears && r.role == "":
		kind = 3
	case r.Kind == KindResponsibility:
		return 1
	case r.trait:
		return 0
	case r.Kind == KindLanguage:
		// A spoken language is a filter: the checklist holds a clear miss
		// below 80. As a point of fit it told the German set's good pairs
		// from the poor ones not at all (a required language's coverage
		// averaged 84 in the grade-1–2 pairs and 85 in the grade-4–5 ones).
		kind = 1
	case r.Kind == KindSkill && generalSkills[r.Name], r.Kind == KindQualification && len(r.Any) == 0, r.common,
		r.Kind == KindSkill && processSkills[r.Name] && !r.titled:
		kind = 1
	}
	return rank(r.Importance) * kind
}

// generalSkills are the lexicon's names of the skills nearly every job asks
// for, whatever its field.
var generalSkills = map[string]bool{
	"communication": true, "problem solving": true, "teamwork": true, "attention to detail": true,
	"time management": true, "critical thinking": true, "decision making": true, "interpersonal skills": true,
	"adaptability": true, "creativity": true, "multitasking": true, "analytical thinking": true,
}

// processSkills are the ways of working that jobs of every kind name
// (documentation, code review, troubleshooting) and CVs rarely write down:
// they weigh like general skills, unless the job's title names them (a QA
// Engineer's quality assurance). Software development is one for the posts
// of the field: nearly every developer post names it, and developers write
// their roles and stacks instead (on gulp_de it was missed by more of the
// good pairs than of the poor ones).
var processSkills = map[string]bool{
	"documentation": true, "code review": true, "quality assurance": true, "troubleshooting": true,
	"leadership": true, "mentoring": true, "test automation": true, "software development": true,
}

// minBasis is the weight of what the job must name, besides duties, for the
// score to rest on it alone: three must-have skills. Below it, the part not
// understood counts as half shown, so that a job read as one or two
// requirements can neither give 100 nor 0, and the meaning says so.

const minBasis = 18

// basis is the weight of the requirements other than duties, generic ones
// counting half: a job that names only what most jobs name rests on little.
func basis(reqs []Requirement) int {
	w := 0
	for _, r := range reqs {
		switch {
		case r.Kind == KindResponsibility:
		case r.common:
			w += weight(r)
		case generic(r):
			w += weight(r) / 2
		default:
			w += weight(r)
		}
	}
	return w
}

// generic reports whether a skill or tool requirement is one that most jobs
// name: a general skill, or a tool named by many occupations (all its
// members, for "A or B").
func generic(r Requirement) bool {
	if r.Kind != KindSkill && r.Kind != KindTool {
		return false
	}
	for _, n := range r.names() {
		if !generalSkills[n] && !genericTools[n] {
			return false
		}
	}
	return true
}

// minSpecific is how many skills and tools that most jobs do not name a
// job must ask for before its generic tools weigh like general skills.
const minSpecific = 3

// markCommon marks the generic tools of a job that names at least
// minSpecific other skills and tools: such a job says which role it is by
// those, and Java or SQL, which most jobs of the field name, show less of
// it. A job that names only generic tools keeps them at full weight (and is
// read as little, see basis).
func markCommon(reqs []Requirement) {
	specific := 0
	for _, r := range reqs {
		if (r.Kind == KindSkill || r.Kind == KindTool) && !generic(r) {
			specific++
		}
	}
	if specific < minSpecific {
		return
	}
	for i, r := range reqs {
		reqs[i].common = r.Kind == KindTool && generic(r)
	}
}

// genericTools are the lexicon's tools that at least 80 of O*NET 29.3's 923
// occupations list among their technology skills (technology_skills.txt,
// counted once per occupation): office software, the commonest languages,
// databases and operating systems. A job naming only these says little
// about which role it is.
var genericTools = spacedSet(`Adobe_Acrobat Adobe_Illustrator Adobe_InDesign Adobe_Photoshop Autodesk_AutoCAD C++ ESRI_ArcGIS Facebook
	FileMaker_Pro Google_Docs IBM_Notes IBM_SPSS_Statistics Java JavaScript Linux MATLAB Microsoft_Access Microsoft_Dynamics
	Microsoft_Excel Microsoft_Office Microsoft_Outlook Microsoft_PowerPoint Microsoft_Project Microsoft_Publisher
	Microsoft_SQL_Server Microsoft_SharePoint Microsoft_Visio Microsoft_Windows Microsoft_Word Oracle_Database Python
	QuickBooks R SAP SAS SQL Salesforce Unix Visual_Basic XML`)

// spacedSet is toSet of names whose "_" stand for spaces.
func spacedSet(list string) map[string]bool {
	set := map[string]bool{}
	for _, n := range phrases(list) {
		set[n] = true
	}
	return set
}

// thin reports whether the job was read as too little to score a CV on
// alone: a CV that holds the job's title in full (roleinfull.go), and any
// CV against a job naming enough specific skills and tools
// (namesenough.go), is scored on what was read.
func thin(reqs []Requirement) bool {
	return basis(reqs) < minBasis && !roleInFull(reqs) && !namesEnough(reqs)
}

// awayFromExtremes keeps the score of a job read as little between 21 and
// 79: it can say neither a good match nor none.
func awayFromExtremes(pct int) int { return max(100-capBelow+1, min(capBelow-1, pct)) }

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
	if thin(reqs) {
		b := basis(reqs)
		sum += (minBasis - b) * 50
		total += minBasis - b
	}
	return (sum + total/2) / total
}

// cover returns how much of a requirement the CV shows (0–100) and the CV's
// words that show it.
func cover(r Requirement, p profile) (int, string) {
	if r.literal {
		return literalCoverage(r.Name, p)
	}
	switch r.Kind {
	case KindSkill, KindTool:
		return skillCover(r, p)
	case KindYears:
		return yearsCover(r, p)
	case KindEducation:
		return educationCover(r, p)
	case KindLanguage:
		return languageCover(r, p)
	case KindSeniority:
		return seniorityCover(r, p)
	case KindQualification:
		return qualificationCover(r, p)
	case KindTitle:
		return titleCover(r, p)
	}
	return dutyCover(r, p)
}

// skillCover is the best coverage of any of a skill's or tool's names.
func skillCover(r Requirement, p profile) (int, string) {
	best, bestEv := 0, ""
	for _, n := range r.names() {
		if c, ev := skillCoverage(n, p); c > best {
			best, bestEv = c, ev
		}
	}
	if best == 100 {
		return best, bestEv
	}
	// Skills written as ordinary words ("project management") also count
	// in other forms ("managed the project").
	if r.Kind == KindSkill && !p.basic[r.Name] {
		if ln := linesInWords(r.Name, p); ln != "" {
			return 100, ln
		}
		if ln := roleThatDoes(r.Name, p); ln != "" {
			return 100, ln
		}
	}
	return best, bestEv
}

// yearsCover is the share of the years asked that the CV's roles (in the
// role asked for, when one is) add up to.
func yearsCover(r Requirement, p profile) (int, string) {
	if r.role != "" {
		months, ev := roleMonths(r.role, p)
		return min(100, months*100/(r.Years*12)), ev
	}
	if p.months == 0 {
		return 0, ""
	}
	return min(100, p.months*100/(r.Years*12)), durations(p)
}

// educationCover is full for the level asked or higher, half for the level
// below.
func educationCover(r Requirement, p profile) (int, string) {
	switch {
	case p.education >= r.Level:
		return 100, p.eduText
	case p.education == r.Level-1:
		return 50, p.eduText
	}
	return 0, p.eduText
}

// languageCover is the CV's level of the language over the level asked.
func languageCover(r Requirement, p profile) (int, string) {
	l, ok := p.languages[r.Name]
	if !ok {
		return 0, ""
	}
	if l.level >= r.Level {
		return 100, l.text
	}
	return l.level * 100 / r.Level, l.text
}

// seniorityCover: a role at that level shows it; otherwise the years that
// stand for it.
func seniorityCover(r Requirement, p profile) (int, string) {
	for _, role := range strings.Split(p.titles, "\n") {
		if seniorityOf(role) >= r.Level {
			return 100, titleQuote(role, p)
		}
	}
	if p.months == 0 {
		return 0, ""
	}
	return min(100, p.months*100/(r.Years*12)), durations(p)
}

// qualificationCover is full when the CV shows any member of a category,
// else the share of the line's words the CV has.
func qualificationCover(r Requirement, p profile) (int, string) {
	for _, n := range r.Any {
		if ev, ok := skillEvidence(n, p); ok {
			return 100, ev
		}
	}
	st := qualificationStems(r.Name)
	if len(st) == 0 {
		return 0, ""
	}
	// Two thirds of its words show it: a requirement line and the CV
	// lines that meet it rarely share every word. The best line is the
	// evidence.
	found := countIndexed(st, p.lineIndex)
	ln, _ := bestLine(p.lines, p.lineIndex, st)
	return min(100, found*150/len(st)), clipToStems(ln, st)
}

// titleCover is the share of the title's words that the CV's best role
// title has.
func titleCover(r Requirement, p profile) (int, string) {
	st := uniq(titleWords(r.Name))
	if len(st) == 0 {
		return 0, ""
	}
	titles := strings.Split(p.titles, "\n")
	ln, n := bestLine(titles, titleIndex(titles), st)
	if ln != "" {
		ln = titleQuote(clip(ln, 0), p)
	}
	return n * 100 / len(st), ln
}

// dutyCover: a duty is said in the job's words and done in the CV's, so
// half of its words shows it.
func dutyCover(r Requirement, p profile) (int, string) {
	st := uniq(contentStems(r.Text))
	if len(st) == 0 {
		return 0, ""
	}
	found := countWorkIndexed(st, p.lineIndex)
	ln, n := bestWorkLine(p.lines, p.lineIndex, st)
	if n < 2 {
		ln = ""
	}
	c := scatteredShowsPart(min(100, found*200/len(st)), mostInOnePlace(n, st, p), len(st))
	if namesOnlyUnshownTools(r.Text, p) {
		c = min(c, metAt-1)
	}
	return c, ln
}

// namesOnlyUnshownTools reports whether a duty names tools and the CV
// shows none of them: "develop and maintain Java applications" is not
// done by developing applications in Go, however many of its other words
// a line shares (audit classes 15 and 20).
func namesOnlyUnshownTools(duty string, p profile) bool {
	named := false
	for _, m := range findTerms(duty, strings.ToLower(duty)) {
		if m.Term.Kind != lexicon.Tool {
			continue
		}
		if c, _ := skillCoverage(m.Term.Name, p); c > 0 {
			return false
		}
		named = true
	}
	return named
}

// mostInOnePlace is the most of stems (or their English work stems) that
// one place of the CV holds: a line of its text (inLine, bestWorkLine's
// count over the CV's lines), or a bullet of its experience (a bullet a
// PDF wraps over two lines is one place).
func mostInOnePlace(inLine int, stems []string, p profile) int {
	_, inBullet := bestWorkLine(p.bullets, p.bulletIndex, stems)
	return max(inLine, inBullet)
}

// scatteredShowsPart keeps a coverage read from words anywhere in the CV
// below metAt when no CV line holds two of them (inLine, of words): a duty
// is done in one place, and its words spread over unrelated lines (the
// "Expert" of a skill level, the "Code" of "Policy-as-Code") show at most
// part of it (audit class 25).
func scatteredShowsPart(coverage, inLine, words int) int {
	if inLine >= min(2, words) {
		return coverage
	}
	return min(coverage, metAt-1)
}

// roleMonths counts the months of the CV's dated roles that are the role
// asked for (two thirds of its title words), overlaps once, and quotes the
// first of them.
func roleMonths(role string, p profile) (int, string) {
	want, wantGlued := roleWords(role), roleWords(glued(role))
	var ivs []interval
	ev := ""
	for _, r := range p.roles {
		if titleHolds(r.title, want) || titleHolds(glued(r.title), wantGlued) {
			ivs = append(ivs, r.iv)
			if ev == "" {
				ev = clip(r.line, 0)
			}
		}
	}
	months := experienceMonths(ivs)
	if stated, line := statedMonths(want, p.stated); stated > months {
		return stated, line
	}
	return months, ev
}

// titleHolds reports whether a CV's role title holds two thirds of the
// words want of the role a post asks years in.
func titleHolds(title string, want []string) bool {
	got := map[string]bool{}
	for _, w := range titleWords(title) {
		got[w] = true
	}
	n := 0
	for _, w := range want {
		if got[w] {
			n++
		}
	}
	return n*3 >= len(want)*2
}

// isRoleNoun reports whether a title word's stem is a generic role noun.
func isRoleNoun(stem string) bool { return roleNouns.MatchString(stem) || genericRoles[stem] }

// genericRoles are the stems of role nouns that roleNouns, which wants whole
// words, does not find in a stem.
var genericRoles = toSet("engine develo manage design analys scient archit consul specia admini office coordi direct assist progra techni accoun recrui")

// bestLine returns the line sharing the most of stems, whole, and how
// many; index lists for each stem the lines that have it.
func bestLine(lines []string, index map[string][]int, stems []string) (string, int) {
	count := map[int]int{}
	for _, s := range uniq(stems) {
		for _, i := range index[s] {
			count[i]++
		}
	}
	return mostCounted(lines, count, stems)
}

// mostCounted returns the line of count's highest count (one saying two of
// stems as a phrase first, then the earliest) and that count.
func mostCounted(lines []string, count map[int]int, stems []string) (string, int) {
	best, bestN, bestPhrase := -1, 0, false
	for i, n := range count {
		if n < bestN {
			continue
		}
		phrase := n > 1 && saysAsPhrase(lines[i], stems)
		if n > bestN || phrase && !bestPhrase || phrase == bestPhrase && i < best {
			best, bestN, bestPhrase = i, n, phrase
		}
	}
	if best < 0 {
		return "", 0
	}
	return lines[best], bestN
}

// bestWorkLine is bestLine for a duty's stems, each also found by its
// English work stems (workStems) and counted once per line: a German line
// "Wartung …", indexed under "wartun" and "mainte", holds one of the duty's
// words, not two.
func bestWorkLine(lines []string, index map[string][]int, stems []string) (string, int) {
	count := map[int]int{}
	for _, s := range uniq(stems) {
		seen := map[int]bool{}
		for _, a := range workForms(s) {
			for _, i := range index[a] {
				if !seen[i] {
					seen[i] = true
					count[i]++
				}
			}
		}
	}
	alt := workAlternatives(stems)
	ln, n := mostCounted(lines, count, alt)
	return clipToStems(ln, alt), n
}

// saysAsPhrase reports whether a line has two of stems, next to each other
// in the same order, as its words: of two lines that share as many words
// with a duty, the one that says "product strategies" shows "define the
// product strategy" better than a summary's "product management … strategic
// thinking" (audit class 5).
func saysAsPhrase(line string, stems []string) bool {
	ls := contentStems(line)
	for i := 1; i < len(ls); i++ {
		for k := 1; k < len(stems); k++ {
			if ls[i-1] == stems[k-1] && ls[i] == stems[k] {
				return true
			}
		}
	}
	return false
}

// lineIndex lists for each stem the lines that have it, each line once.
func lineIndex(lines []string) map[string][]int {
	index := map[string][]int{}
	for i, ln := range lines {
		for _, w := range words(ln) {
			lw := strings.ToLower(w.Text)
			for _, s := range append(wordStems(lw), stem(lw)) {
				if l := index[s]; len(l) == 0 || l[len(l)-1] != i {
					index[s] = append(l, i)
				}
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

// yearsText writes months of experience as "over 4 years": whole years
// rounded down, so that the total never reads as more than the dates hold
// (4 years and 6 months read "about 5 years" beside a seniority point that
// found the same dates short of 5).
func yearsText(months int) string {
	switch {
	case months == 0:
		return "no dated experience"
	case months < 12:
		return plural(months, "month")
	case months%12 == 0:
		return plural(months/12, "year")
	}
	return "over " + plural(months/12, "year")
}

// yearsShortOf writes months of experience that fall short of a minimum of
// years without rounding them up to it: 31 months against 3+ years is
// "2 years and 7 months", not "about 3 years".
func yearsShortOf(months, minYears int) string {
	switch {
	case months >= minYears*12 || (months+6)/12 < minYears:
		return yearsText(months)
	case months < 12:
		return plural(months, "month")
	}
	return plural(months/12, "year") + " and " + plural(months%12, "month")
}

// meaning says in one sentence what the score means, and in a second how
// little of the job it rests on when the job was read as few requirements.
func meaning(pct int, reqs []Requirement) string {
	if len(reqs) == 0 {
		return "The job description names no skills, tools or other requirements that can be checked, so the score is 0."
	}
	must, mustMet, other, otherMet := 0, 0, 0, 0
	for _, r := range reqs {
		if r.Importance == Required {
			must++
			if met(r) {
				mustMet++
			}
			continue
		}
		other++
		if met(r) {
			otherMet++
		}
	}
	var counts string
	switch {
	case must == 0:
		counts = fmt.Sprintf("%s covered (the job marks none as a must-have).", ofCount(otherMet, other, "requirement", true))
	case other == 0:
		counts = fmt.Sprintf("%s covered.", ofCount(mustMet, must, "must-have", true))
	default:
		counts = fmt.Sprintf("%s and %s are covered.", ofCount(mustMet, must, "must-have", false), ofCount(otherMet, other, "other requirement", false))
	}
	out := fmt.Sprintf("Your CV shows %d%% of what this job asks for, with must-haves weighing three times as much as nice-to-haves: %s", pct, counts)
	if thin(reqs) {
		n, g := 0, 0
		for _, r := range reqs {
			if r.Kind != KindResponsibility {
				n++
			}
			if generic(r) {
				g++
			}
		}
		generics := ""
		if g > 0 {
			generics = fmt.Sprintf(" (%d generic, named by most jobs)", g)
		}
		out += fmt.Sprintf(" The score is based on only %s read from the job description%s, so it stays away from the extremes: check the posting for what else it asks.", plural(n, "requirement"), generics)
	}
	return out
}

// ofCount writes "2 of 3 must-haves", "1 of 1 must-have", with "are" or
// "is" after it when verb is set.
func ofCount(n, of int, noun string, verb bool) string {
	switch {
	case of == 1 && verb:
		return fmt.Sprintf("%d of 1 %s is", n, noun)
	case of == 1:
		return fmt.Sprintf("%d of 1 %s", n, noun)
	case verb:
		return fmt.Sprintf("%d of %d %ss are", n, of, noun)
	}
	return fmt.Sprintf("%d of %d %ss", n, of, noun)
}

// plural writes "1 requirement", "2 requirements".
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return strconv.Itoa(n) + " " + noun + "s"
}

// metAt is the coverage from which a skill, qualification or duty counts as
// shown.
const metAt = 60

// met reports whether the CV shows a requirement: years, education, a
// language level and seniority only in full ("3+ years" is not met by 2),
// the rest from metAt.
func met(r Requirement) bool {
	switch r.Kind {
	case KindYears, KindEducation, KindLanguage, KindSeniority:
		return r.Coverage >= 100
	}
	return r.Coverage >= metAt
}

// countIndexed counts the stems that stand on at least one line of index.
func countIndexed(stems []string, index map[string][]int) int {
	n := 0
	for _, s := range stems {
		if len(index[s]) > 0 {
			n++
		}
	}
	return n
}
