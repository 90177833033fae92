package match

import (
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/shortlist/shortlist/wasm/lexicon"
)

// The spec's counts: strengths 10, weaknesses 10, tips 12, interview
// questions 8, questions to ask at least 5. Lists stop there or earlier when the
// texts support no more.
const (
	maxStrengths   = 10
	maxWeaknesses  = 10
	maxTips        = 12
	maxInterview   = 8
	maxQuestions   = 6
	maxDutyQuotes  = 3
	maxNamedInList = 5
)

// byWeight returns the requirements heaviest first, in JD order within a weight.
func byWeight(reqs []Requirement) []Requirement {
	out := append([]Requirement(nil), reqs...)
	sort.SliceStable(out, func(i, j int) bool { return weight(out[i]) > weight(out[j]) })
	return out
}

// asks says how strongly the job asks for a requirement. Only the job's
// own words make it a wish: an example in parentheses or a skill a duty
// names weighs less, but the job does not say it "would like" it (issue
// 35, class 4).
func asks(r Requirement) string {
	switch {
	case r.Importance == Required:
		return "requires"
	case wished(r):
		return "would like"
	}
	return "asks for"
}

// wished reports whether the job's words mark a requirement nice to have.
func wished(r Requirement) bool { return r.Importance == Preferred && !r.lowered }

// strengthsAndWeaknesses lists the shown and missing requirements with their
// evidence, heaviest first.
func strengthsAndWeaknesses(reqs []Requirement, p profile) (strengths []string, sev []Evidence, weaknesses []string, wev []Evidence) {
	strengths, sev, weaknesses, wev = []string{}, []Evidence{}, []string{}, []Evidence{}
	for _, r := range byWeight(reqs) {
		if !fieldShown(r, p) {
			// The score counts the dates; the point says they are not
			// shown in the field asked (yearsfield.go).
			r.CV = ""
		} else if met(r) {
			if len(strengths) < maxStrengths {
				strengths = append(strengths, strength(r, p))
				sev = append(sev, Evidence{JD: r.Clause, CV: r.CV})
			}
			continue
		}
		if len(weaknesses) < maxWeaknesses {
			weaknesses = append(weaknesses, weakness(r, p))
			wev = append(wev, Evidence{JD: r.Clause, CV: r.CV})
		}
	}
	return strengths, sev, weaknesses, wev
}

func strength(r Requirement, p profile) string {
	switch r.Kind {
	case KindYears:
		if r.role != "" {
			months, _ := roleMonths(r.role, p)
			return fmt.Sprintf("Experience as %s: the job %s %d+ years and your CV's dates in that role add up to %s.", r.role, asks(r), r.Years, yearsText(months))
		}
		return fmt.Sprintf("Experience: the job %s %d+ years and your CV's dates add up to %s.", asks(r), r.Years, yearsText(p.months))
	case KindEducation:
		return fmt.Sprintf("Education: the job %s %s and your CV shows %s.", asks(r), r.Name, quote(r.CV))
	case KindLanguage:
		return fmt.Sprintf("%s: the job %s level %s and %s.", r.Name, asks(r), levelName(r.Level), languageShown(r, p))
	case KindTitle:
		return fmt.Sprintf("Your role %s fits the job title %s.", quote(r.CV), quote(r.Name))
	case KindSeniority:
		return fmt.Sprintf("Seniority: the job is %s and your CV shows %s.", quote(r.Clause), quote(r.CV))
	case KindResponsibility:
		return fmt.Sprintf("Your CV shows work like the job's duty %s.", quote(dutyWords(r)))
	case KindQualification:
		return fmt.Sprintf("The job %s %s and your CV shows it.", asks(r), quote(jobWords(r)))
	}
	return fmt.Sprintf("%s: the job %s it and your CV shows it.", r.Name, asks(r))
}

func weakness(r Requirement, p profile) string {
	switch r.Kind {
	case KindYears:
		if r.role != "" {
			months, _ := roleMonths(r.role, p)
			if months == 0 {
				return fmt.Sprintf("Experience as %s: the job %s %d+ years and your CV shows no dated role as it.", r.role, asks(r), r.Years)
			}
			return fmt.Sprintf("Experience as %s: the job %s %d+ years and your CV's dates in that role add up to %s.", r.role, asks(r), r.Years, yearsShortOf(months, r.Years))
		}
		if p.months == 0 {
			return fmt.Sprintf("Experience: the job %s %d+ years, and your CV gives no dates to count them from.", asks(r), r.Years)
		}
		if !fieldShown(r, p) {
			return fmt.Sprintf("Experience in %s: the job %s %d+ years and your CV does not show %s.", r.field, asks(r), r.Years, r.field)
		}
		return fmt.Sprintf("Experience: the job %s %d+ years and your CV's dates add up to %s.", asks(r), r.Years, yearsShortOf(p.months, r.Years))
	case KindEducation:
		if r.CV != "" {
			return fmt.Sprintf("Education: the job %s %s and your CV shows %s.", asks(r), r.Name, quote(r.CV))
		}
		if p.eduUnread != "" {
			return fmt.Sprintf("Education: the job %s %s and your CV shows %s, whose level this analysis cannot read.", asks(r), r.Name, quote(p.eduUnread))
		}
		return fmt.Sprintf("Education: the job %s %s and your CV does not show one.", asks(r), r.Name)
	case KindLanguage:
		if r.CV != "" {
			return fmt.Sprintf("%s: the job %s level %s and %s.", r.Name, asks(r), levelName(r.Level), languageShown(r, p))
		}
		return fmt.Sprintf("%s: the job %s level %s and your CV does not list it.", r.Name, asks(r), levelName(r.Level))
	case KindTitle:
		if r.fieldRole {
			return fmt.Sprintf("Your CV's roles do not name the job title %s as written, but your role %s is in a related field of work.", quote(r.Name), quote(r.CV))
		}
		return fmt.Sprintf("The job title %s does not match the roles in your CV.", quote(r.Name))
	case KindSeniority:
		return fmt.Sprintf("Seniority: the job is %s; no role in your CV is at that level and your dates add up to %s (about %d years would show it).", quote(r.Clause), yearsShortOf(p.months, r.Years), r.Years)
	case KindResponsibility:
		if d := p.duties[r.Start]; d.State == DutyReworded {
			return rewordedDuty(r, d)
		}
		if r.CV != "" {
			// Some of its words are there (the evidence shows which line):
			// saying the duty is missing would contradict that.
			return fmt.Sprintf("Your CV shows only part of the job's duty %s.", quote(dutyWords(r)))
		}
		return fmt.Sprintf("Your CV does not clearly show the job's duty %s.", quote(dutyWords(r)))
	case KindQualification:
		if d := p.duties[r.Start]; d.State == DutyReworded {
			return rewordedDuty(r, d)
		}
		words, several := qualificationWords(r)
		switch {
		case several && r.CV != "" && r.Coverage > 0:
			return fmt.Sprintf("The job %s %s your CV shows only part of them.", asks(r), words)
		case several:
			return fmt.Sprintf("The job %s %s your CV shows none of them.", asks(r), words)
		case r.CV != "" && r.Coverage > 0:
			return fmt.Sprintf("The job %s %s and your CV shows only part of it.", asks(r), words)
		}
		return fmt.Sprintf("The job %s %s and your CV does not show it.", asks(r), words)
	}
	if equivalentDegreeMet(r, p) {
		return fmt.Sprintf("%s: the job %s a degree in it or an equivalent and your CV shows %s: if that field is related, say how; if not, this is a gap.", r.Name, asks(r), quote(p.eduText))
	}
	if w := otherWordsWeakness(r, p); w != "" {
		return w
	}
	return fmt.Sprintf("%s: the job %s it and your CV does not mention it.", r.Name, asks(r))
}

// equivalentDegreeMet reports whether a skill the CV does not name is the
// subject of a degree line that allows an equivalent ("computer science or
// equivalent") and the CV's degree meets the line's level: whether that
// degree is equivalent is the reader's call, so the point says so rather
// than that the CV lacks it (audit class 6).
func equivalentDegreeMet(r Requirement, p profile) bool {
	if r.Coverage > 0 || !subjectOfDegree(r) || !equivalentRe.MatchString(r.Clause) {
		return false
	}
	level, _, _, _ := educationLevel(r.Clause)
	return p.education >= level && p.eduText != ""
}

// equivalentRe is a degree line's "or equivalent" in en/de/fr/es.
var equivalentRe = regexp.MustCompile(`(?i)\b(?:or (?:an? )?(?:equivalent|related|similar|comparable)|oder (?:eine[nm]? )?(?:vergleichbar|ähnlich|gleichwertig)|ou (?:une? )?(?:équivalent|similaire)|o (?:una? )?(?:equivalente|similar|afín))`)

// quote puts text in typographic quotes.
func quote(s string) string { return "“" + s + "”" }

var (
	weakStartRe = regexp.MustCompile(`(?i)^(?:responsible for|in charge of|worked on|helped(?: with| to)?|involved in|tasks included|duties included|participated in|zuständig für|verantwortlich für|mitarbeit an|responsable de|encargado de)\s+`)
)

// tipRules write the tips, in the order they are shown: each is tied to a
// weakness or to a formatting problem of the CV.
var tipRules = []func(reqs []Requirement, p profile) []string{
	missingSkillTips, buriedSkillTip, datesTip, figuresTip, weakOpeningTip, skillsSectionTip,
	requirementTips, summaryTip, longBulletTip, yearOnlyTip, contactTip, dutyTips, niceToHaveTips,
}

// tips are concrete advice, at most maxTips.
func tips(reqs []Requirement, p profile) []string {
	out := []string{}
	for _, rule := range tipRules {
		for _, t := range rule(reqs, p) {
			if len(out) < maxTips {
				out = append(out, t)
			}
		}
	}
	return out
}

// missingSkillTips name the required and expected skills the CV lacks.
func missingSkillTips(reqs []Requirement, p profile) []string {
	var out []string
	for _, r := range byWeight(reqs) {
		if isSkill(r) && r.Coverage == 0 && r.Importance != Preferred && !subjectOfDegree(r) && len(out) < maxNamedInList {
			if t := otherWordsTip(r, p); t != "" {
				out = append(out, t)
				continue
			}
			out = append(out, fmt.Sprintf("%s: the job %s it and your CV does not mention it. If you have used it, name it in your skills and in the bullet where you used it; if not, leave it out rather than claim it.", r.Name, asks(r)))
		}
	}
	return out
}

func buriedSkillTip(reqs []Requirement, p profile) []string {
	if buried := buriedSkills(reqs, p); len(buried) > 0 {
		them := "them"
		if len(buried) == 1 {
			them = "it"
		}
		return []string{fmt.Sprintf("List %s in your skills section: the job asks for %s and your CV mentions %[2]s only inside sentences, where screening software may miss %[2]s.", joinNames(buried), them)}
	}
	return nil
}

func datesTip(_ []Requirement, p profile) []string {
	exp := p.cv.ProfessionalExperience
	if len(exp) == 0 {
		return []string{"Add a work experience section with a heading, and for each role the title, employer and dates: the analysis found none."}
	}
	undated := len(exp) - p.dated
	if undated == 0 || !roleWithoutDates(p) {
		return nil
	}
	if line, at, ok := datedInASentence(p); ok {
		return []string{fmt.Sprintf("Give every role a line of its own with its title, employer and dates: %d of your %d roles have their dates only inside the text (%s), which application systems may not read as a role.", undated, len(exp), quote(clip(line, at)))}
	}
	return []string{fmt.Sprintf("Give every role a start and end date (month and year): %d of your %d roles have none, so your years of experience cannot be counted.", undated, len(exp))}
}

// bullets are the responsibilities of every role.
func bullets(p profile) []string {
	var out []string
	for _, e := range p.cv.ProfessionalExperience {
		out = append(out, e.Responsibilities...)
	}
	return out
}

func figuresTip(_ []Requirement, p profile) []string {
	all := bullets(p)
	var plain []string
	for _, b := range all {
		if !strings.ContainsAny(b, "0123456789") {
			plain = append(plain, b)
		}
	}
	if len(all) < 3 || len(plain)*2 <= len(all) {
		return nil
	}
	return []string{fmt.Sprintf("%s of your %d bullets has a figure: add the numbers you know (team size, users, time or money saved, %%), for example to %s.", figureCount(len(all)-len(plain)), len(all), quote(clip(withoutFullStop(figureExample(plain)), 0)))}
}

// withoutFullStop drops a bullet's closing full stop, so that the sentence
// quoting it does not end in ".”." (what stays is still the CV's words).
func withoutFullStop(s string) string { return strings.TrimSuffix(strings.TrimSpace(s), ".") }

// figureExample is the bullet the figures tip quotes: the first of four
// words or more that is no list of names, a piece of work a figure can go
// into, not a project's name, a fragment ("Development", "Bild.de") or a
// tools line that a profile lists among its bullets; the first bullet
// when none is.
func figureExample(plain []string) string {
	for _, b := range plain {
		if len(strings.Fields(b)) >= 4 && !listLike(b) {
			return b
		}
	}
	return plain[0]
}

func weakOpeningTip(_ []Requirement, p profile) []string {
	for _, b := range bullets(p) {
		if weakStartRe.MatchString(b) {
			return []string{fmt.Sprintf("Start bullets with what you did rather than your duty: %s could begin with a verb such as “Managed”, “Built” or “Led”.", quote(clip(b, 0)))}
		}
	}
	return nil
}

// subjectOfDegree reports whether a skill requirement is the subject of a
// degree the same line asks for ("Bachelor's degree in Computer Science"):
// a field to have studied, not a skill to list. The subject follows the
// degree within a few words; further on, in a post whose lines run
// together, the tools of the next lines are no subjects.
func subjectOfDegree(r Requirement) bool {
	level, _, _, end := educationLevel(r.Clause)
	if level == 0 {
		return false
	}
	i := strings.Index(r.Clause[end:], r.Text)
	return i >= 0 && len(words(r.Clause[end:end+i])) <= 6
}

func skillsSectionTip(_ []Requirement, p profile) []string {
	if len(p.cv.CoreSkills)+len(p.cv.ToolsTechnologies) > 0 {
		return nil
	}
	// The subjects of the CV's degrees are no skills to list, nor are
	// skills the CV already lists on lines of their own.
	inLists := listedInLines(p)
	var names []string
	for _, n := range sortedKeys(p.skills) {
		if !namedInDegree(n, p) && !inLists[strings.ToLower(n)] {
			names = append(names, n)
		}
	}
	if len(names) == 0 {
		return nil
	}
	if len(inLists) > 0 {
		// The CV lists skills, on lines the parser did not read as a
		// skills section: the tip asks to add these to them.
		return []string{fmt.Sprintf("List %s with your other skills: your CV names them only inside sentences.", joinNames(names))}
	}
	return []string{fmt.Sprintf("Add a Skills section that lists %s: your CV names them only inside sentences.", joinNames(names))}
}

// requirementTips cover the years, education, languages and title asked for.
func requirementTips(reqs []Requirement, p profile) []string {
	var out []string
	for _, r := range byWeight(reqs) {
		switch {
		case r.Kind == KindYears && r.role == "" && r.Coverage < 100 && p.months > 0 && fieldShown(r, p):
			out = append(out, fmt.Sprintf("The job %s %d+ years and your dates add up to %s: if you have more (freelance, earlier roles, internships that used the same skills), add it with dates.", asks(r), r.Years, yearsShortOf(p.months, r.Years)))
		case r.Kind == KindEducation && r.Coverage < 100 && len(p.cv.Education) == 0:
			out = append(out, fmt.Sprintf("Add an Education section: the job %s %s and your CV has none.", asks(r), r.Name))
		case r.Kind == KindLanguage && r.Coverage < 100 && r.CV != "":
			out = append(out, fmt.Sprintf("The job %s %s at level %s and %s: if your level is higher, write it, with a certificate if you have one.", asks(r), r.Name, levelName(r.Level), languageShown(r, p)))
		case r.Kind == KindLanguage && r.Coverage < 100:
			out = append(out, fmt.Sprintf("Add %s with its level (for example %s) to a Languages section if you speak it: the job %s it.", r.Name, levelName(r.Level), asks(r)))
		case r.Kind == KindTitle && r.Coverage < 100:
			out = append(out, fmt.Sprintf("If it is true of your experience, use the job's title %s in your header or summary, so a recruiter sees the fit at once.", quote(r.Name)))
		}
	}
	return out
}

func summaryTip(reqs []Requirement, p profile) []string {
	if strings.TrimSpace(p.cv.AboutMe) != "" || len(p.lines) == 0 {
		return nil
	}
	if top := topSkills(reqs, 3); len(top) > 0 {
		return []string{fmt.Sprintf("Open with a two-line summary that names your strongest matches for this job: %s.", joinNames(top))}
	}
	return nil
}

func longBulletTip(_ []Requirement, p profile) []string {
	for _, b := range bullets(p) {
		if len(strings.Fields(b)) > 40 {
			return []string{fmt.Sprintf("Split long bullets into one result each: %s has more than 40 words.", quote(clip(b, 0)))}
		}
	}
	return nil
}

func yearOnlyTip(_ []Requirement, p profile) []string {
	for _, e := range p.cv.ProfessionalExperience {
		if yearOnlyRe.MatchString(strings.TrimSpace(e.Duration)) {
			return []string{fmt.Sprintf("Give months with the years (for example 03/2021 – 05/2023): %s leaves it unclear how long you were there.", quote(e.Duration))}
		}
	}
	return nil
}

// contactTipText is the tip for a CV with no email or phone.
const contactTipText = "Your CV has no email or phone number. If you want employers to reach you from your downloads, add them in Contact Details on the Formatted CV: optional, and they stay on this device."

func contactTip(_ []Requirement, p profile) []string {
	if p.cv.Email != "" || p.cv.Phone != "" || len(p.lines) == 0 || strings.Contains(strings.Join(p.lines, " "), "@") {
		return nil
	}
	// The upload page lets people leave personal details out, so the tip
	// says where to add them for the downloads and that it is optional.
	return []string{contactTipText}
}

// dutyTips ask to show the two heaviest duties the CV does not show and
// the weaknesses do not already name: a duty is said once as a weakness or
// a tip, and asked about only when neither names it.
// A duty a bullet shows in other words (the one duty decision, duties.go)
// is told so, with the job's words to name there, never "if you have done
// it".
func dutyTips(reqs []Requirement, p profile) []string {
	var out []string
	weak := weakDuties(reqs)
	for _, r := range byWeight(reqs) {
		if r.Kind == KindResponsibility && r.Coverage < metAt && !weak[r.Start] && len(out) < 2 {
			if d := p.duties[r.Start]; d.State == DutyReworded {
				out = append(out, rewordedDuty(r, d))
				continue
			}
			out = append(out, fmt.Sprintf("If you have done it, show the job's duty %s in a bullet: what you did, with what, and the result.", quote(dutyWords(r))))
		}
	}
	return out
}

// rewordedDuty tells that a bullet shows a duty in other words and which
// of the job's words to name in it.
func rewordedDuty(r Requirement, d DutyDecision) string {
	var names []string
	for _, o := range d.Other {
		names = append(names, o.Job)
	}
	return fmt.Sprintf("Your bullet %s shows the job's %s %s in other words (%s): name %s in it, as the job writes it, so screening software finds it.",
		quote(clip(d.Line, 0)), dutyNoun(r), quote(dutyWords(r)), JobWords(d), joinNames(names))
}

// dutyNoun is what a duty-like requirement is called in a sentence.
func dutyNoun(r Requirement) string {
	if r.Kind == KindResponsibility {
		return "duty"
	}
	return "requirement"
}

// JobWords writes the bullet's words that show the job's, each with the
// job's: "“Jenkins” for CI/CD".
func JobWords(d DutyDecision) string {
	var out []string
	for _, o := range d.Other {
		out = append(out, fmt.Sprintf("%s for %s", quote(o.CV), o.Job))
	}
	return joinNames(out)
}

// weakDuties are the duties (by offset) that the weaknesses list.
func weakDuties(reqs []Requirement) map[int]bool {
	out := map[int]bool{}
	n := 0
	for _, r := range byWeight(reqs) {
		if met(r) {
			continue
		}
		if n++; n > maxWeaknesses {
			break
		}
		if r.Kind == KindResponsibility {
			out[r.Start] = true
		}
	}
	return out
}

// tipDuties are the duties (by offset) that dutyTips name.
func tipDuties(reqs []Requirement) map[int]bool {
	out := map[int]bool{}
	weak := weakDuties(reqs)
	for _, r := range byWeight(reqs) {
		if r.Kind == KindResponsibility && r.Coverage < metAt && !weak[r.Start] && len(out) < 2 {
			out[r.Start] = true
		}
	}
	return out
}

// niceToHaveTips name the two heaviest nice-to-have skills the CV lacks.
func niceToHaveTips(reqs []Requirement, _ profile) []string {
	var out []string
	for _, r := range byWeight(reqs) {
		if isSkill(r) && r.Coverage < metAt && wished(r) && len(out) < 2 {
			out = append(out, fmt.Sprintf("%s is a plus for this job and your CV does not mention it: name it if you have used it, and leave it out if not.", r.Name))
		}
	}
	return out
}

// isSkill reports whether a requirement is a skill or a tool.
func isSkill(r Requirement) bool { return r.Kind == KindSkill || r.Kind == KindTool }

// yearOnlyRe matches a duration written in years only: "2019 – 2021".
var yearOnlyRe = regexp.MustCompile(`^(?:19|20)\d\d\s*(?:[-–—]|to|bis)\s*(?:(?:19|20)\d\d|\p{L}+)$`)

// figureCount writes how many bullets have a figure, "None" for none.
func figureCount(n int) string {
	if n == 0 {
		return "None"
	}
	return fmt.Sprintf("Only %d", n)
}

// buriedSkills are the job's skills that the CV shows but its skill lists
// do not name, when it has skill lists.
func buriedSkills(reqs []Requirement, p profile) []string {
	listed := map[string]bool{}
	for _, s := range append(append([]string(nil), p.cv.CoreSkills...), p.cv.ToolsTechnologies...) {
		listed[strings.ToLower(s)] = true
		for _, m := range lexicon.Find(s) {
			listed[strings.ToLower(m.Term.Name)] = true
		}
	}
	if len(listed) == 0 {
		return nil
	}
	for n := range listedInLines(p) {
		listed[n] = true
	}
	var out []string
	for _, r := range byWeight(reqs) {
		if isSkill(r) && r.Coverage >= metAt && len(r.Any) == 0 &&
			!listed[strings.ToLower(r.Name)] && namedIn(r.Name, r.CV) && !namedInDegree(r.Name, p) && len(out) < maxNamedInList {
			out = append(out, r.Name)
		}
	}
	return out
}

// namedInDegree reports whether one of the CV's degrees names name ("B.Tech,
// Computer Science"): a degree's subject is shown where it belongs, and is
// no skill to list.
func namedInDegree(name string, p profile) bool {
	for _, e := range p.cv.Education {
		if namedIn(name, e.Degree) {
			return true
		}
	}
	return false
}

// namedIn reports whether the lexicon finds name itself in text, rather than
// a tool that shows it (SQL through PostgreSQL).
func namedIn(name, text string) bool {
	for _, m := range lexicon.Find(text) {
		if m.Term.Name == name {
			return true
		}
	}
	return false
}

// topSkills are the heaviest skills and tools the CV shows.
func topSkills(reqs []Requirement, n int) []string {
	var out []string
	for _, r := range byWeight(reqs) {
		if isSkill(r) && r.Coverage >= metAt && len(out) < n {
			out = append(out, r.Name)
		}
	}
	return out
}

// joinNames writes "A, B and C", at most maxNamedInList names.
func joinNames(names []string) string {
	if len(names) > maxNamedInList {
		names = names[:maxNamedInList]
	}
	if len(names) <= 1 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// interviewQuestions come from the job's duties, the candidate's gaps and
// their strongest points.
func interviewQuestions(reqs []Requirement, p profile) []string {
	out := []string{}
	add := func(format string, args ...any) {
		if len(out) < maxInterview {
			out = append(out, fmt.Sprintf(format, args...))
		}
	}
	var duties, gaps, strong []Requirement
	said := weakDuties(reqs)
	for k := range tipDuties(reqs) {
		said[k] = true
	}
	for _, r := range byWeight(reqs) {
		switch {
		case r.Kind == KindResponsibility && said[r.Start]:
		case r.Kind == KindResponsibility:
			duties = append(duties, r)
		case isSkill(r) && r.Coverage < metAt && r.Importance != Preferred:
			gaps = append(gaps, r)
		case isSkill(r) && r.Coverage >= metAt:
			strong = append(strong, r)
		}
	}
	sort.SliceStable(duties, func(i, j int) bool { return duties[i].Start < duties[j].Start })
	for i := 0; i < len(duties) && i < maxDutyQuotes; i++ {
		add("The role includes %s: when have you done this, what was your part and what was the result?", quote(dutyWords(duties[i])))
	}
	for i := 0; i < len(gaps) && i < 2; i++ {
		add("The job %s %s, which your CV does not show: what have you used that comes closest, and how would you get productive with it?", asks(gaps[i]), gaps[i].Name)
	}
	// Evidence in a sentence makes a better question than a skills list.
	sort.SliceStable(strong, func(i, j int) bool { return !listLike(strong[i].CV) && listLike(strong[j].CV) })
	var quoted []string
	for i, asked := 0, 0; i < len(strong) && asked < 2; i++ {
		switch {
		case listLike(strong[i].CV):
			add("Your CV lists %s: what was the hardest problem you solved with it?", strong[i].Name)
		case slices.ContainsFunc(quoted, func(q string) bool { return sameSentence(q, strong[i].CV) }):
			continue
		default:
			add("Your CV mentions %s (%s): what was the hardest problem you solved with it?", strong[i].Name, quote(strong[i].CV))
		}
		quoted = append(quoted, strong[i].CV)
		asked++
	}
	for _, r := range reqs {
		switch {
		case r.Kind == KindYears && r.role == "" && r.Coverage < 100 && p.months > 0 && fieldShown(r, p):
			add("The job asks for %d+ years and your CV shows %s: what in your experience makes up for the difference?", r.Years, yearsShortOf(p.months, r.Years))
		case r.Kind == KindTitle:
			add("Why do you want to work as %s, and what in your recent work prepared you for it?", r.Name)
		}
	}
	for i := maxDutyQuotes; i < len(duties); i++ {
		add("How would you approach %s in your first months?", quote(dutyWords(duties[i])))
	}
	return out
}

// sameSentence reports whether two quotes of the CV are cut from one
// sentence: they share a run of sameRun words. A quote is cut around the
// skill it shows, so two skills of one sentence give two different quotes
// of it, and two questions about one sentence (hand QA, session 20: an
// Objective's sentence quoted for two skills).
func sameSentence(a, b string) bool {
	wa, wb := words(strings.ToLower(a)), words(strings.ToLower(b))
	for i := 0; i+sameRun <= len(wa); i++ {
		for j := 0; j+sameRun <= len(wb); j++ {
			if sameWords(wa[i:i+sameRun], wb[j:j+sameRun]) {
				return true
			}
		}
	}
	return a == b
}

// sameRun is how many words in a row two quotes share when they are one
// sentence: fewer meet in sentences of their own ("responsible for the").
const sameRun = 5

func sameWords(a, b []word) bool {
	for k := range a {
		if a[k].Text != b[k].Text {
			return false
		}
	}
	return true
}

// listLike reports whether CV words are a list of names rather than a sentence.
func listLike(s string) bool {
	return strings.Count(s, ",")+strings.Count(s, "•")+strings.Count(s, "|") >= 3
}

// topics a candidate may ask about, with the JD words (in lower case) that
// show the posting covers them and the question for either case.
var topics = []struct {
	cues         []string
	said, unsaid string
}{
	{phrases("team squad equipo équipe"),
		"You mention %s: how large is the team, and who would I work with most closely?",
		"The posting does not describe the team: how large is it and how is it organised?"},
	// Said only where the posting says how the role's success is judged:
	// "measure", "metric", "KPI" alone are mostly the work ("security
	// measures", "analyse KPIs", "Kennzahlen-Reporting").
	{phrases("success_is_measured success_will success_looks success_means define_success measure_success measure_your_success measured_by measured_on your_kpis your_okrs erfolgsmessung erfolg_messen erfolg_wird_gemessen éxito_se_mide medir_el_éxito succès_se_mesure mesurer_le_succès"),
		"You mention %s: how will success in this role be measured in the first six months?",
		"How will you measure success in this role after six months?"},
	// The candidate's own growth only: bare "growth", "learning" or
	// "training" are as often the work ("revenue growth", "machine
	// learning", "model training"), which made a question about them.
	{phrases("career_growth career_development career_path career_progression career_opportunit career_advancement professional_development personal_development development_opportunit growth_opportunit room_to_grow grow_with learning_budget training_budget learning_and_development training_opportunit develop_your mentoring_program weiterbildung fortbildung entwicklungsmöglich weiterentwicklungsmöglich karriere formación_continua plan_de_carrera carrera_profesional crecimiento_profesional desarrollo_profesional formation_continue perspectives_d'évolution évolution_professionnelle développement_professionnel"),
		"You mention %s: what does that look like in practice for this role?",
		"The posting does not mention growth: how have people in this role developed here?"},
	// Phrases of how the work is placed: bare "office", "remote" or
	// "hybrid" were as often "Police Officer", "MS Office", "remote
	// support" or "hybrid cloud"; a place's label ("Einsatzort",
	// "Standort", "lieu de travail") names a city, not on-site or remote
	// (gulp_de: "You mention “Einsatzort”: how many days a week …").
	{phrases("remote_work remote_working work_remotely working_remotely fully_remote remote_position remote_role remote_job remote_location remote-first remote_first (remote) %_remote 100%_remote remote_möglich remote_arbeiten hybrid_work hybrid_working hybrid_role hybrid_position hybrid_model hybrid_schedule (hybrid) work_hybrid working_hybrid on-site onsite in_the_office in_our_office office_days days_in_the_office work_from_home working_from_home home_office homeoffice home-office vor_ort mobiles_arbeiten mobile_arbeit remoto híbrido presencial teletrabajo télétravail sur_site"),
		"You mention %s: how many days a week is the team together, and how does it work across places?",
		"The posting does not say whether the work is on-site, hybrid or remote: which is it?"},
	{phrases("on-call on_call rufbereitschaft guardia astreinte"),
		"You mention %s: how often would I be on call, and how are incidents followed up?",
		""},
}

// cueAt is where the first of the cues that stands in lower as words
// begins, or -1: a cue starts a word, or, one word, ends one (a compound's
// last part, "Entwicklungsteam", or its plural, "Projektteams"). Inside a
// word it is another word: "team" in "Steamfitters", "on call" in
// "position calls" (RJDB).
func cueAt(lower string, cues []string) int {
	for _, c := range cues {
		for from := 0; from < len(lower); {
			i := strings.Index(lower[from:], c)
			if i < 0 {
				break
			}
			i += from
			if startsWord(lower, i) || !strings.Contains(c, " ") && endsWord(lower, i+len(c)) {
				return i
			}
			from = i + 1
		}
	}
	return -1
}

// offsetIn turns an offset in lower, strings.ToLower of text, into
// text's: ToLower maps rune to rune, but not always to as many bytes
// ("İ" is two bytes, its "i" one).
func offsetIn(text, lower string, at int) int {
	n := utf8.RuneCountInString(lower[:at])
	for i := range text {
		if n == 0 {
			return i
		}
		n--
	}
	return len(text)
}

// startsWord reports whether no letter stands right before s[i].
func startsWord(s string, i int) bool {
	r, _ := utf8.DecodeLastRuneInString(s[:i])
	return i == 0 || !unicode.IsLetter(r)
}

// endsWord reports whether the word ends at s[j], or one "s" after it.
func endsWord(s string, j int) bool {
	if strings.HasPrefix(s[j:], "s") {
		j++
	}
	r, _ := utf8.DecodeRuneInString(s[j:])
	return j == len(s) || !unicode.IsLetter(r)
}

// questionsToAsk come from what the JD says and leaves unsaid: the team, the
// stack, how success is measured, growth, where the work happens.
func questionsToAsk(segs []segment, reqs []Requirement) []string {
	out := []string{}
	add := func(q string) {
		if q != "" && len(out) < maxQuestions {
			out = append(out, q)
		}
	}
	for _, t := range topics {
		said := ""
		for _, s := range segs {
			// The quote shows the cue: a long segment's first words may
			// not (gulp_de: a sentence on the product, the team named lines later).
			if at := cueAt(s.lower, t.cues); at >= 0 {
				said = clip(s.text, offsetIn(s.text, s.lower, at))
				break
			}
		}
		if said != "" {
			add(fmt.Sprintf(t.said, quote(said)))
		} else {
			add(t.unsaid)
		}
	}
	var tools []string
	for _, r := range reqs {
		if r.Kind == KindTool && len(r.Any) == 0 && len(tools) < 4 {
			tools = append(tools, r.Name)
		}
	}
	switch len(tools) {
	case 0:
		// Not "the posting names no tools": it may name them in words the
		// reader takes for a qualification ("mastery of Juniper network
		// services", RJDB).
		add("Which tools and processes does the team use day to day?")
	case 1:
		add(fmt.Sprintf("Besides %s, which tools would I use most in the first months?", tools[0]))
	default:
		add(fmt.Sprintf("Which of %s would I use most in the first months, and what else is in the stack?", strings.Join(tools, ", ")))
	}
	for _, r := range reqs {
		if r.Kind == KindTitle {
			add(fmt.Sprintf("What should a new %s have achieved after three months?", r.Name))
		}
	}
	return out
}

// languageShown says what of the CV shows a language: the words that state
// it, or, for a language the CV only is written in, that fact. Any line of
// the CV is written in it, so quoting one ("… natural language processing
// …") would read as if that line stated the language (class 16 of the
// audit).
func languageShown(r Requirement, p profile) string {
	if r.Name == p.written {
		return "your CV is written in it"
	}
	return "your CV shows " + quote(r.CV)
}
