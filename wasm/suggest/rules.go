package suggest

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/shortlist/shortlist/wasm/cv"
	"github.com/shortlist/shortlist/wasm/lexicon"
	"github.com/shortlist/shortlist/wasm/match"
)

// Bounds per rule, so one kind of advice does not crowd out the others.
const (
	maxAdded    = 6
	maxRewrites = 4
	maxFigures  = 4
	maxMissing  = 5
	maxNamed    = 3
	longBullet  = 40
	shownAt     = 60 // coverage from which the CV shows a requirement
)

// isSkill reports whether a requirement is a skill or a tool.
func isSkill(r match.Requirement) bool {
	return r.Kind == match.KindSkill || r.Kind == match.KindTool
}

// names are the lexicon names that cover a skill requirement.
func names(r match.Requirement) []string {
	if len(r.Any) > 0 {
		return r.Any
	}
	return []string{r.Name}
}

// sectionOf is the skill list a requirement belongs in.
func sectionOf(r match.Requirement) string {
	if r.Kind == match.KindTool {
		return cv.SectionToolsTechnologies
	}
	return cv.SectionCoreSkills
}

// listed returns the lexicon names of the CV's skill and tool lists.
func (b *builder) listed() map[string]bool {
	out := map[string]bool{}
	for _, items := range [][]cv.NamedItem{b.cv.CoreSkills, b.cv.ToolsTechnologies} {
		for _, it := range items {
			out[strings.ToLower(it.Name)] = true
			// "JavaScript (ES6+)" lists JavaScript.
			for _, m := range lexicon.Find(it.Name) {
				out[strings.ToLower(m.Term.Name)] = true
			}
		}
	}
	return out
}

// decision is the core's one decision on a skill requirement: the first of
// its names the CV shows, else the first it implies, else its first name,
// absent.
func (b *builder) decision(r match.Requirement) match.TermDecision {
	var implied *match.TermDecision
	for _, n := range names(r) {
		d := b.fit.Decide(n)
		switch {
		case d.State == match.TermShown:
			return d
		case d.State == match.TermImplied && implied == nil:
			implied = &d
		}
	}
	if implied != nil {
		return *implied
	}
	return b.fit.Decide(names(r)[0])
}

// clause is the job's words a requirement was read from, for the quote.
func clause(r match.Requirement) string {
	if r.Clause != "" {
		return r.Clause
	}
	return r.Text
}

// buriedSkills moves the job's skills that the CV shows or implies outside
// its skill lists into them.
func (b *builder) buriedSkills() {
	listed := b.listed()
	added := 0
	for _, r := range b.reqs {
		if !isSkill(r) || added == maxAdded {
			continue
		}
		d := b.decision(r)
		if d.State == match.TermAbsent || b.inEducation(d.Where) || slices.ContainsFunc(names(r), func(n string) bool { return listed[strings.ToLower(n)] }) {
			continue
		}
		added++
		why := fmt.Sprintf("your CV already shows it in %s", quote(d.Where))
		switch {
		case d.State == match.TermImplied && d.By != "":
			why = fmt.Sprintf("your CV shows it through %s in %s", d.By, quote(d.Where))
		case d.State == match.TermImplied:
			why = fmt.Sprintf("your CV shows it in use in %s", quote(d.Where))
		}
		b.add(Rated{Suggestion: cv.Suggestion{
			ParentSection:         sectionOf(r),
			SuggestionDescription: fmt.Sprintf("Add %s to your list: the job asks for it and %s.", d.Term, why),
			SuggestedText:         cv.SuggestedText{Names: []string{d.Term}},
			Impact:                impactOf(r.Importance),
			ImpactDescription:     "Screening software and recruiters read the skill lists first; a skill only in a sentence is easy to miss.",
		}, Requirement: clause(r), Evidence: d.Where, Term: d.Term, TermState: d.State})
	}
}

var (
	seniorityRe = regexp.MustCompile(`(?i)^(?:junior|mid-level|senior|sr\.?|lead|principal|staff)\s+`)
	contactRe   = regexp.MustCompile(`@|\d{3}|https?:|www\.|linkedin`)
)

// inEducation reports whether CV words come from an education entry: a
// field of study is no skill to list.
func (b *builder) inEducation(words string) bool {
	for _, e := range b.cv.Education {
		if words != "" && strings.Contains(words, e.Degree) && e.Degree != "" {
			return true
		}
	}
	return false
}

// headerTitle puts the job's title in the header when a role in the CV
// carries its words and the header does not. The seniority word stays only
// when a role has it too.
func (b *builder) headerTitle() {
	title, ok := b.requirement(match.KindTitle)
	if !ok {
		return
	}
	want := title.Name
	base := seniorityRe.ReplaceAllString(want, "")
	var support string
	for _, e := range b.cv.ProfessionalExperience {
		if containsWords(e.Title, base) {
			support = e.Title
			if !containsWords(e.Title, want) {
				want = base
			}
			break
		}
	}
	if support == "" {
		return
	}
	s := Rated{Requirement: clause(title), Evidence: support, Suggestion: cv.Suggestion{
		ParentSection:         cv.SectionProfessionalHeader,
		SuggestionDescription: fmt.Sprintf("Use the job's title %s in your header: your role %s carries it.", quote(want), quote(support)),
		SuggestedText:         cv.SuggestedText{Text: want},
		Impact:                cv.ImpactHigh,
		ImpactDescription:     "A recruiter scanning the header sees at once that you do this job.",
	}}
	for i, h := range b.cv.ProfessionalHeader {
		if containsWords(h.Value, base) {
			return
		}
		// The part after the name is the tagline, unless it is a contact.
		if i == 1 && !contactRe.MatchString(h.Value) {
			s.InputItemID, s.CurrentText = ptr(h.ID), h.Value
		}
	}
	b.add(s)
}

// containsWords reports whether every word of want (of two letters or
// more) is a word of s, ignoring case.
func containsWords(s, want string) bool {
	have := map[string]bool{}
	for _, w := range strings.FieldsFunc(strings.ToLower(s), notWordRune) {
		have[w] = true
	}
	n := 0
	for _, w := range strings.FieldsFunc(strings.ToLower(want), notWordRune) {
		if len(w) < 2 {
			continue
		}
		n++
		if !have[w] {
			return false
		}
	}
	return n > 0
}

func notWordRune(r rune) bool {
	return !(r == '-' || r == '+' || r == '#' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r > 127)
}

// requirement returns the first requirement of a kind.
func (b *builder) requirement(kind string) (match.Requirement, bool) {
	for _, r := range b.reqs {
		if r.Kind == kind {
			return r, true
		}
	}
	return match.Requirement{}, false
}

// shownSkills are the job's skills the CV shows by name (or a variant of
// it), heaviest first, with the decision.
func (b *builder) shownSkills() []shownSkill {
	var out []shownSkill
	for _, rank := range []string{match.Required, match.Expected, match.Preferred} {
		for _, r := range b.reqs {
			if !isSkill(r) || r.Importance != rank || len(r.Any) > 0 {
				continue
			}
			if d := b.fit.Decide(r.Name); d.State == match.TermShown {
				out = append(out, shownSkill{r, d})
			}
		}
	}
	return out
}

type shownSkill struct {
	req match.Requirement
	d   match.TermDecision
}

// namedIn reports whether the lexicon finds name in text, as opposed to a
// skill the text shows through another (SQL through PostgreSQL).
func namedIn(name, text string) bool {
	for _, m := range lexicon.Find(text) {
		if m.Term.Name == name {
			return true
		}
	}
	return false
}

// aboutMe names in the summary the job's skills that the CV shows and the
// summary does not.
func (b *builder) aboutMe() {
	about := strings.TrimSpace(b.cv.AboutMe)
	var add []string
	var first shownSkill
	for _, sk := range b.shownSkills() {
		if len(add) < maxNamed && !strings.Contains(strings.ToLower(about), strings.ToLower(sk.req.Name)) {
			if add = append(add, sk.req.Name); len(add) == 1 {
				first = sk
			}
		}
	}
	if len(add) == 0 {
		return
	}
	sentence := "Experienced in " + joinNames(add) + "."
	text := strings.TrimSpace(about + " " + sentence)
	if about == "" && len(b.cv.ProfessionalExperience) > 0 && b.cv.ProfessionalExperience[0].Title != "" {
		text = b.cv.ProfessionalExperience[0].Title + ", experienced in " + joinNames(add) + "."
	}
	b.add(Rated{Suggestion: cv.Suggestion{
		ParentSection:         cv.SectionAboutMe,
		SuggestionDescription: fmt.Sprintf("Name in your summary the job's skills your CV shows: %s.", joinNames(add)),
		CurrentText:           about,
		SuggestedText:         cv.SuggestedText{Text: text},
		Impact:                cv.ImpactMedium,
		ImpactDescription:     "The summary is read first; it should say why you fit this job.",
	}, Requirement: clause(first.req), Evidence: first.d.Where, Term: first.d.Term, TermState: first.d.State})
}

// joinNames writes "A, B and C".
func joinNames(names []string) string {
	if len(names) <= 1 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// reorder puts the job's skills at the front of a list.
func (b *builder) reorder(section string, items []cv.NamedItem) {
	wanted := map[string]int{}
	for i, r := range b.reqs {
		if isSkill(r) {
			for _, n := range names(r) {
				if _, ok := wanted[n]; !ok {
					wanted[n] = i
				}
			}
		}
	}
	var first, rest []string
	for _, it := range items {
		t, ok := lexicon.Lookup(it.Name)
		if _, w := wanted[t.Name]; ok && w {
			first = append(first, it.Name)
		} else {
			rest = append(rest, it.Name)
		}
	}
	order := append(append([]string(nil), first...), rest...)
	same := true
	for i, it := range items {
		same = same && it.Name == order[i]
	}
	if len(first) == 0 || len(rest) == 0 || same {
		return
	}
	b.add(Rated{Suggestion: cv.Suggestion{
		ParentSection:         section,
		SuggestionDescription: fmt.Sprintf("Put the job's skills first: %s.", joinNames(first)),
		SuggestedText:         cv.SuggestedText{Names: order},
		Impact:                cv.ImpactMedium,
		ImpactDescription:     "The first items of a list are the ones read.",
	}})
}

var (
	weakStartRe = regexp.MustCompile(`(?i)^(?:responsible for|in charge of|tasked with)\s+(\p{L}+ing)\b\s*`)
	involvedRe  = regexp.MustCompile(`(?i)^(?:involved in|participated in|worked on)\s+`)
	gerundRe    = regexp.MustCompile(`^(\p{Lu}\p{Ll}+ing)\s+`)
	fillerRe    = regexp.MustCompile(`(?i)^(?:successfully|effectively|actively|efficiently)\s+(\p{L})`)
	openEndRe   = regexp.MustCompile(`(?i)present|current|now|today|heute|aktuell|actual|presente|aujourd`)
	irregular   = map[string]string{"leading": "Led", "building": "Built", "making": "Made", "writing": "Wrote",
		"running": "Ran", "teaching": "Taught", "selling": "Sold", "driving": "Drove", "bringing": "Brought",
		"setting": "Set", "overseeing": "Oversaw", "doing": "Did", "getting": "Got", "putting": "Put",
		"winning": "Won", "spending": "Spent", "meeting": "Met", "thinking": "Thought", "keeping": "Kept",
		"holding": "Held", "finding": "Found", "understanding": "Understood", "choosing": "Chose",
		"giving": "Gave", "seeing": "Saw", "being": "Was", "having": "Had", "taking": "Took", "sending": "Sent",
		"buying": "Bought", "paying": "Paid", "telling": "Told", "speaking": "Spoke", "growing": "Grew"}
)

// past turns a gerund into the simple past: "managing" → "Managed".
func past(gerund string) string {
	g := strings.ToLower(gerund)
	if p, ok := irregular[g]; ok {
		return p
	}
	base := strings.TrimSuffix(g, "ing")
	switch {
	case strings.HasSuffix(base, "y") && len(base) > 1 && !strings.ContainsAny(base[len(base)-2:len(base)-1], "aeiou"):
		base = base[:len(base)-1] + "i"
	case strings.HasSuffix(base, "e"):
		base = base[:len(base)-1]
	}
	r, size := utf8.DecodeRuneInString(base)
	return string(unicode.ToUpper(r)) + base[size:] + "ed"
}

// weakOpenings rewrites bullets that state a duty into what was done.
func (b *builder) weakOpenings() {
	n := 0
	for _, e := range b.cv.ProfessionalExperience {
		for _, r := range e.Responsibilities {
			if n == maxRewrites {
				return
			}
			text := strings.TrimSpace(r.Text)
			// The rewrites write English verbs: English bullets only.
			if b.rewritten[r.ID] || !isProse(text) || !inEnglish(text) {
				continue
			}
			var rewritten, why string
			if m := weakStartRe.FindStringSubmatchIndex(text); m != nil {
				rewritten, why = past(text[m[2]:m[3]])+" "+text[m[1]:], "Start with what you did, not with your duty."
			} else if m := involvedRe.FindStringIndex(text); m != nil {
				rewritten, why = "Contributed to "+text[m[1]:], "Start with what you did, not with your duty."
			} else if m := fillerRe.FindStringSubmatchIndex(text); m != nil {
				rewritten, why = strings.ToUpper(text[m[2]:m[3]])+text[m[3]:], "Let the result speak: drop the adverb at the start."
			} else if m := gerundRe.FindStringSubmatchIndex(text); m != nil && ended(e.Duration) {
				rewritten, why = past(text[m[2]:m[3]])+" "+text[m[1]:], "This role has ended: write what you did in the past tense."
			} else {
				continue
			}
			n++
			b.rewritten[r.ID] = true
			b.add(Rated{Suggestion: cv.Suggestion{
				ParentSection:            cv.SectionProfessionalExperience,
				ProfessionalExperienceID: ptr(e.ID),
				InputItemID:              ptr(r.ID),
				SuggestionDescription:    why,
				CurrentText:              r.Text,
				SuggestedText:            cv.SuggestedText{Text: strings.TrimSpace(rewritten)},
				Impact:                   cv.ImpactMedium,
				ImpactDescription:        "A verb shows an achievement; a duty only says what the job was.",
			}, Evidence: r.Text})
		}
	}
}

// ended reports whether a role's duration has an end other than now.
func ended(duration string) bool {
	return strings.TrimSpace(duration) != "" && !openEndRe.MatchString(duration)
}

// figures asks for the number in bullets that have none, the bullets that
// name the job's skills first.
func (b *builder) figures() {
	type bullet struct {
		exp, id, text string
		relevant      bool
	}
	var relevant, other []bullet
	for _, e := range b.cv.ProfessionalExperience {
		for _, r := range e.Responsibilities {
			if !isProse(r.Text) || strings.ContainsAny(r.Text, "0123456789") || b.rewritten[r.ID] {
				continue
			}
			x := bullet{e.ID, r.ID, r.Text, b.namesJobSkill(r.Text)}
			if x.relevant {
				relevant = append(relevant, x)
			} else {
				other = append(other, x)
			}
		}
	}
	for i, x := range append(relevant, other...) {
		if i == maxFigures {
			return
		}
		impact := cv.ImpactLow
		if x.relevant {
			impact = cv.ImpactMedium
		}
		b.add(Rated{Suggestion: cv.Suggestion{
			ParentSection:            cv.SectionProfessionalExperience,
			ProfessionalExperienceID: ptr(x.exp),
			InputItemID:              ptr(x.id),
			SuggestionDescription:    "Add the number: how many, how much or how fast (users, %, time or money saved). Replace the brackets with the real figure, or leave the bullet as it is if you do not know it.",
			CurrentText:              x.text,
			SuggestedText:            cv.SuggestedText{Text: strings.TrimRight(strings.TrimSpace(x.text), ".") + " ([number])"},
			Impact:                   impact,
			ImpactDescription:        "A figure makes a result checkable and memorable.",
		}, Evidence: x.text})
	}
}

// namesJobSkill reports whether text names one of the job's skills.
func (b *builder) namesJobSkill(text string) bool {
	for _, m := range lexicon.Find(text) {
		for _, r := range b.reqs {
			if isSkill(r) {
				for _, n := range names(r) {
					if n == m.Term.Name {
						return true
					}
				}
			}
		}
	}
	return false
}

// missing lists what the job asks for and the CV does not show, guarded.
func (b *builder) missing() {
	n := 0
	for _, rank := range []string{match.Required, match.Expected} {
		for _, r := range b.reqs {
			if !isSkill(r) || r.Importance != rank || n == maxMissing {
				continue
			}
			d := b.decision(r)
			if d.State != match.TermAbsent {
				continue
			}
			n++
			impact := cv.ImpactLow
			if r.Importance == match.Required {
				impact = cv.ImpactMedium
			}
			b.add(Rated{Suggestion: cv.Suggestion{
				ParentSection:         sectionOf(r),
				SuggestionDescription: fmt.Sprintf("The job asks for %s: %s.", r.Name, Guard),
				SuggestedText:         cv.SuggestedText{Names: []string{names(r)[0]}},
				Impact:                guarded(impact),
				ImpactDescription:     "The job names it, and screening software looks for it by name.",
			}, Requirement: clause(r), Term: d.Term, TermState: d.State, Adds: []string{names(r)[0]}})
		}
	}
	for _, r := range b.reqs {
		switch {
		case r.Kind == match.KindLanguage && r.Coverage > 0 && r.Coverage < 100:
			// The level the job asks for is one the CV does not show: the
			// user writes their own (the gap form), on the row it lists.
			s := Rated{Suggestion: cv.Suggestion{
				ParentSection:         cv.SectionLanguages,
				SuggestionDescription: fmt.Sprintf("The job asks for a higher level of %s than your CV shows (%s): write your real level, and raise it only if it is true.", r.Name, quote(r.CV)),
				SuggestedText:         cv.SuggestedText{Text: r.Name + ": " + levelGap},
				Impact:                cv.ImpactLow,
				ImpactDescription:     "The job names it, and screening software looks for it by name.",
			}, Requirement: clause(r), Evidence: r.CV, Adds: []string{r.Name + " at the level asked"}}
			if l, ok := b.language(r.Name); ok {
				s.InputItemID, s.Evidence = ptr(l.ID), languageLine(l)
			}
			b.add(s)
		case r.Kind == match.KindLanguage && r.Coverage == 0:
			b.add(Rated{Suggestion: cv.Suggestion{
				ParentSection:         cv.SectionLanguages,
				SuggestionDescription: fmt.Sprintf("The job asks for %s: %s, with your real level.", r.Name, Guard),
				SuggestedText:         cv.SuggestedText{Text: r.Name + ": " + levelGap},
				Impact:                guarded(cv.ImpactMedium),
				ImpactDescription:     "The job names it, and screening software looks for it by name.",
			}, Requirement: clause(r), Adds: []string{r.Name}})
		case r.Kind == match.KindEducation && len(b.cv.Education) == 0:
			b.add(Rated{Suggestion: cv.Suggestion{
				ParentSection:         cv.SectionEducation,
				SuggestionDescription: fmt.Sprintf("The job asks for %s and your CV has no education section: %s.", r.Name, Guard),
				SuggestedText:         cv.SuggestedText{Text: r.Text},
				Impact:                guarded(cv.ImpactMedium),
				ImpactDescription:     "The job names it, and screening software looks for it by name.",
			}, Requirement: clause(r), Adds: []string{r.Text}})
		}
	}
}

// levelGap is the place of a language's level in a suggestion: the CV does
// not show the level the job asks for, so the user writes theirs.
const levelGap = "[your level]"

// language returns the CV's row of a language, by name.
func (b *builder) language(name string) (cv.StructuredLanguage, bool) {
	for _, l := range b.cv.Languages {
		if strings.EqualFold(l.Language, name) {
			return l, true
		}
	}
	return cv.StructuredLanguage{}, false
}

// longBullets asks to split bullets too long to scan.
func (b *builder) longBullets() {
	for _, e := range b.cv.ProfessionalExperience {
		for _, r := range e.Responsibilities {
			if len(strings.Fields(r.Text)) > longBullet && !b.rewritten[r.ID] {
				b.add(Rated{Suggestion: cv.Suggestion{
					ParentSection:            cv.SectionProfessionalExperience,
					ProfessionalExperienceID: ptr(e.ID),
					InputItemID:              ptr(r.ID),
					SuggestionDescription:    fmt.Sprintf("Split this bullet in the editor: it has more than %d words; one result a bullet.", longBullet),
					CurrentText:              r.Text,
					// Advice only: a text equal to the bullet would show as
					// applied before any click.
					SuggestedText:     cv.SuggestedText{},
					Impact:            cv.ImpactLow,
					ImpactDescription: "Long bullets are skimmed, not read.",
				}, Evidence: r.Text})
			}
		}
	}
}

// unusedSkills asks to show in a bullet the job's skills that the CV lists
// but no bullet uses: an experience-level suggestion on the latest role.
func (b *builder) unusedSkills() {
	if len(b.cv.ProfessionalExperience) == 0 {
		return
	}
	var bullets strings.Builder
	for _, e := range b.cv.ProfessionalExperience {
		for _, r := range e.Responsibilities {
			bullets.WriteString(r.Text + "\n")
		}
	}
	// The new bullet is written in English: an English CV only.
	if !cvInEnglish(b.cv) {
		return
	}
	listed := b.listed()
	latest := b.cv.ProfessionalExperience[0]
	n := 0
	for _, sk := range b.shownSkills() {
		r := sk.req
		// Tools only: "Used communication to …" is no bullet.
		if n == maxNamed || r.Kind != match.KindTool || !listed[strings.ToLower(r.Name)] || namedIn(r.Name, bullets.String()) {
			continue
		}
		n++
		b.add(Rated{Suggestion: cv.Suggestion{
			ParentSection:            cv.SectionProfessionalExperience,
			ProfessionalExperienceID: ptr(latest.ID),
			SuggestionDescription:    fmt.Sprintf("Show where you used %s: your skills list it but no bullet does. Add it to the bullet of the role where you used it.", r.Name),
			SuggestedText:            cv.SuggestedText{Text: fmt.Sprintf("Used %s to [what you built or improved] ([number])", r.Name)},
			Impact:                   impactOf(r.Importance),
			ImpactDescription:        "A skill used in a role counts for more than a skill in a list.",
		}, Requirement: clause(r), Evidence: sk.d.Where, Term: sk.d.Term, TermState: sk.d.State})
	}
}
