package match

import (
	"regexp"
	"strings"
	"unicode"
)

// roleNouns are the words that make a phrase a job title.
var roleNouns = regexp.MustCompile(`(?i)\b(?:engineer|developer|manager|designer|analyst|scientist|architect|consultant|specialist|administrator|owner|officer|coordinator|director|assistant|lead|head|programmer|technician|tester|accountant|recruiter|writer|editor|nurse|teacher|\p{L}*(?:entwickler|ingenieur|berater|referent|leiter|architekt|administrator|techniker|informatiker|programmierer)(?:in|innen)?|\p{L}+(?:tester|analyst|analytiker|manager)(?:in|innen)?|scrum master|agiler? coach|experte|expertin|desarrollador(?:a)?|ingeniero|ingeniera|analista|gerente|programador(?:a)?|administrador(?:a)?|técnic[oa]|diseñador(?:a)?|arquitect[oa]|développeur|développeuse|administrat(?:eur|rice)|technicien(?:ne)?|architecte|chef|consultor(?:a)?|responsable)\b`)

// seniorityRe finds the seniority words that titles carry.
var seniorityRe = regexp.MustCompile(`(?i)\b(?:junior|mid-level|senior|sr\.?|lead|principal|staff|head of)\b`)

var (
	titlePhraseRe = regexp.MustCompile(`(?i)(?:looking for (?:an? |our next )?|hiring (?:an? )?|wir suchen (?:ab sofort )?(?:eine?n?(?::in|:n)? |dich als |sie als )?|buscamos (?:un |una |un/a )?|nous recherchons (?:un |une )?)([^.,;:!?\n]{3,80})`)
	titleCutRe    = regexp.MustCompile(`(?i)\s+(?:to|who|with|for|that|mit|für|der|die|con|para|que|pour|qui|in|at|in our|zur|zum)\s.*$`)
	titleLabelRe  = regexp.MustCompile(`(?i)^(?:job description|job title|position|title|role|stellenbeschreibung|stellenanzeige|stelle|puesto de trabajo|puesto|descripción del puesto|poste|job)\s*:\s*`)
	// A title's trailing parentheses are a gender tag or a note: "(m/w/d)",
	// "(10+ Years of Experience)".
	trailingNoteRe = regexp.MustCompile(`\s*\([^()]*\)\s*$`)
	titleHeadingRe = regexp.MustCompile(`(?i)^(?:job title|title|titel|título|titre|position|role|stellenbezeichnung|stellentitel|jobtitel|puesto|cargo|intitulé du poste|poste)\s*:?$`)
	companySepRe   = regexp.MustCompile(`\s+(?:—|–|-|\||@|at|bei|en|chez)\s+`)
)

// titleIn finds the job's title: a short first line that names a role
// ("# Senior Backend Engineer (m/w/d)"), else the role in "we are looking for
// a …" or its German, Spanish or French form.
func titleIn(jd string) (Requirement, bool) {
	labelled := false
	for _, ln := range lines(jd) {
		text, start := trimLine(ln.text, ln.start)
		if text == "" {
			continue
		}
		// "## Job title" above the title.
		if !labelled && titleHeadingRe.MatchString(text) {
			labelled = true
			continue
		}
		if loc := titleLabelRe.FindStringIndex(text); loc != nil {
			text, start = text[loc[1]:], start+loc[1]
		}
		if loc := trailingNoteRe.FindStringIndex(text); loc != nil {
			text = text[:loc[0]]
		}
		// "Senior Analytics Engineer — The LEGO Group": the company goes.
		if loc := companySepRe.FindStringIndex(text); loc != nil {
			text = text[:loc[0]]
		}
		text = strings.TrimRight(text, " -–|:")
		if len(strings.Fields(text)) <= 8 && roleNouns.MatchString(text) {
			return titleRequirement(text, start), true
		}
		break
	}
	if m := titlePhraseRe.FindStringSubmatchIndex(jd); m != nil {
		text := jd[m[2]:m[3]]
		if loc := titleCutRe.FindStringIndex(text); loc != nil {
			text = text[:loc[0]]
		}
		if loc := trailingNoteRe.FindStringIndex(text); loc != nil {
			text = text[:loc[0]]
		}
		text = strings.TrimSpace(text)
		// "a talented Mobile Architect": the praise goes.
		cut := praise(text)
		text, m[2] = text[cut:], m[2]+cut
		if len(strings.Fields(text)) <= 6 && roleNouns.MatchString(text) {
			return titleRequirement(text, m[2]), true
		}
	}
	return Requirement{}, false
}

func titleRequirement(text string, start int) Requirement {
	text = joinLines.Replace(text)
	return Requirement{Kind: KindTitle, Name: text, Importance: Expected, Text: text,
		Start: start, End: start + len(text), Clause: text}
}

// titleWords are the stems of a title's words that name the work, without
// seniority and stop words: "Senior Web Developer" → web, develo. Short
// words count here ("Web", "iOS", "SAP").
func titleWords(title string) []string {
	var out []string
	for _, w := range words(seniorityRe.ReplaceAllString(title, " ")) {
		if lw := strings.ToLower(w.Text); len(lw) >= 2 && !stopWords[lw] && !titleStopWords[lw] {
			out = append(out, titleStems(lw)...)
		}
	}
	return out
}

// titleStems are the stems of a title word with its role words folded to
// English ones (titleStemCanon): "Projektleiter" gives projec and manage.
func titleStems(lw string) []string {
	st := wordStems(lw)
	for i, s := range st {
		if c, ok := titleStemCanon[s]; ok {
			st[i] = c
		}
	}
	return st
}

// titleStemCanon folds the stems of role words of titles written in
// German, French or Spanish to the English word's stem, so that a German
// post's "Projektleiter" meets a CV's "Project Manager", and a Spanish
// "Gerente de proyecto" too (audit class 7). Only titles are folded, and
// not the generic "Entwickler" and "Ingenieur": folding them made every
// developer's title fit every developer post, and lowered the German graded
// set (held back Spearman 0.703 to 0.700).
var titleStemCanon = map[string]string{
	"projek": "projec", "projet": "projec", "proyec": "projec",
	"leiter": "manage", "leitun": "manage", "gerent": "manage", "jefe": "manage",
	"analis": "analys", "berate": "consul", "diseña": "design",
}

// titleIndex is lineIndex of a CV's titles with their role words folded
// as titleStems folds the job's.
func titleIndex(titles []string) map[string][]int {
	index := lineIndex(titles)
	for s, c := range titleStemCanon {
		indexAlsoUnder(index, s, c)
	}
	return index
}

// titleStopWords are short words of titles that name no work.
var titleStopWords = toSet("of in and or for the de la del und oder für et ou des en y")

// Seniority levels and the years of experience that stand for them when no
// role in the CV carries the word.
var seniorities = []struct {
	re    *regexp.Regexp
	level int
	years int
}{
	{regexp.MustCompile(`(?i)\b(?:lead|principal|staff|head of|leiter(?:in)?|jefe)\b`), 2, 8},
	{regexp.MustCompile(`(?i)\b(?:senior|sr\.?|sénior)`), 1, 5},
}

// seniorityIn reads the seniority of a job title: "Senior Backend Engineer"
// asks for a senior.
func seniorityIn(title Requirement) (Requirement, bool) {
	for _, s := range seniorities {
		if loc := s.re.FindStringIndex(title.Text); loc != nil {
			text := title.Text[loc[0]:loc[1]]
			return Requirement{Kind: KindSeniority, Name: text, Importance: Expected, Text: text,
				Start: title.Start + loc[0], End: title.Start + loc[1], Clause: title.Text, Level: s.level, Years: s.years}, true
		}
	}
	return Requirement{}, false
}

// seniorityOf returns the highest seniority a role title carries, 0 if none.
func seniorityOf(role string) int {
	for _, s := range seniorities {
		if s.re.MatchString(role) {
			return s.level
		}
	}
	return 0
}

// praise returns how many bytes of lower-case words open a title written in
// capitals ("competent HELP DESK ADMINISTRATOR", "detail-oriented Server
// Engineer"), 0 if it is not written so.
func praise(text string) int {
	for _, w := range words(text) {
		if unicode.IsUpper([]rune(w.Text)[0]) {
			return w.Start
		}
	}
	return 0
}
