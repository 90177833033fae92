package suggest

import (
	"encoding/json"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"unicode/utf16"

	"github.com/shortlist/shortlist/wasm/cv"
	"github.com/shortlist/shortlist/wasm/lexicon"
	"github.com/shortlist/shortlist/wasm/match"
)

// Rate rates suggestions, the on-device ones and the AI's alike, against c:
// each one's effect on the score is the core's score of c with it applied
// (Apply) minus the score of c, the job read once for all of them. What a
// suggestion already carries is kept: its quotes, its term and what it adds,
// worked out against the CV it was first rated on, so that a suggestion
// still says it added what the CV did not show once it is applied. Those
// it lacks (an AI suggestion) are found the same way for every source: the
// requirement is the first one applying it raises, else the first whose
// skill it names; the evidence is the text it replaces, else the CV's words
// that show its term; it adds the skills and tools the core decides the CV
// does not show, the languages the CV does not list, a new degree, and
// figures the CV does not hold. A suggestion that adds anything is never
// High impact.
func Rate(c cv.StructuredCV, job match.Job, in []Rated) []Rated {
	base := cv.FromStructured(&c)
	fit := job.Fit(base)
	cvAll := allText(c)
	cvText := strings.ToLower(cvAll)
	out := make([]Rated, len(in))
	for i, s := range in {
		if s.Source == "" {
			s.Source = SourceAI
		}
		s.Effect, s.Raises = 0, []string{}
		s.Gaps = cv.FindGaps(s.SuggestedText.Text)
		if s.Gaps == nil {
			s.Gaps = []cv.TextGap{}
		}
		if s.Stale = !hasTarget(c, s.Suggestion); s.Stale {
			s.Applied = false
			out[i] = s
			continue
		}
		after := Apply(c, s.Suggestion)
		// A suggestion with nothing to apply is never applied.
		usable := strings.TrimSpace(s.SuggestedText.Text) != "" || slices.ContainsFunc(s.SuggestedText.Names, func(n string) bool { return strings.TrimSpace(n) != "" })
		s.Applied = usable && (reflect.DeepEqual(after, c) || len(s.Gaps) > 0 && filledIn(cvAll, s.SuggestedText.Text, s.Gaps) && !unchangedRow(c, s))
		var raised []match.Requirement
		if !s.Applied {
			now := job.Fit(cv.FromStructured(&after))
			s.Effect = now.Score - fit.Score
			for k, r := range now.Requirements {
				if r.Coverage > fit.Requirements[k].Coverage {
					raised = append(raised, fit.Requirements[k])
					s.Raises = append(s.Raises, r.Name)
				}
			}
		}
		named := jobTermsIn(s.Suggestion, fit.Requirements)
		if s.Requirement == "" {
			switch {
			case len(raised) > 0:
				s.Requirement = clause(raised[0])
			case len(named) > 0:
				s.Requirement = clause(named[0].req)
			}
		}
		if s.Term == "" && len(named) > 0 {
			d := fit.Decide(named[0].term)
			s.Term, s.TermState = d.Term, d.State
			if s.Evidence == "" && s.CurrentText == "" {
				s.Evidence = d.Where
			}
		}
		if s.Evidence == "" {
			s.Evidence = s.CurrentText
		}
		if s.Adds == nil {
			s.Adds = adds(s.Suggestion, c, fit, cvText)
		}
		if len(s.Adds) > 0 {
			s.Impact = guarded(s.Impact)
		}
		out[i] = s
	}
	return out
}

// namedTerm is a job requirement a suggestion names, by which of its names.
type namedTerm struct {
	req  match.Requirement
	term string
}

// jobTermsIn lists the job's skill and tool requirements whose names the
// suggested text holds, in the job's order.
func jobTermsIn(s cv.Suggestion, reqs []match.Requirement) []namedTerm {
	found := map[string]bool{}
	for _, t := range suggestedTerms(s) {
		found[t] = true
	}
	var out []namedTerm
	for _, r := range reqs {
		if !isSkill(r) {
			continue
		}
		for _, n := range names(r) {
			if found[n] {
				out = append(out, namedTerm{r, n})
				break
			}
		}
	}
	return out
}

// suggestedTerms are the lexicon terms of a suggestion's suggested text.
func suggestedTerms(s cv.Suggestion) []string {
	var out []string
	for _, text := range append([]string{s.SuggestedText.Text}, s.SuggestedText.Names...) {
		for _, m := range lexicon.Find(text) {
			if !slices.Contains(out, m.Term.Name) {
				out = append(out, m.Term.Name)
			}
		}
	}
	return out
}

var (
	placeholderRe = regexp.MustCompile(`\[[^\]]*\]`)
	figureRe      = regexp.MustCompile(`\d[\d.,]*%?`)
)

// adds is what a suggestion would put in c that c does not show: the
// skills and tools the core decides are absent (and the text it replaces
// does not name), a language c does not list, a degree when c has none of
// that name, and figures c does not hold. Bracketed gaps ("[number]") claim
// nothing.
func adds(s cv.Suggestion, c cv.StructuredCV, fit match.Fit, cvText string) []string {
	out := []string{}
	add := func(t string) {
		if !slices.ContainsFunc(out, func(o string) bool { return strings.EqualFold(o, t) }) {
			out = append(out, t)
		}
	}
	replaced := map[string]bool{}
	for _, m := range lexicon.Find(s.CurrentText) {
		replaced[m.Term.Name] = true
	}
	for _, t := range suggestedTerms(s) {
		if !replaced[t] && fit.Decide(t).State == match.TermAbsent {
			add(t)
		}
	}
	text := strings.TrimSpace(s.SuggestedText.Text)
	switch s.ParentSection {
	case cv.SectionLanguages:
		if name, _ := splitLanguage(text); name != "" && !slices.ContainsFunc(c.Languages, func(l cv.StructuredLanguage) bool { return strings.EqualFold(l.Language, name) }) {
			add(name)
		}
	case cv.SectionEducation:
		if text != "" && (s.InputItemID == nil || *s.InputItemID == "") && !strings.Contains(cvText, strings.ToLower(text)) {
			add(text)
		}
	}
	held := map[string]bool{}
	for _, f := range figureRe.FindAllString(cvText, -1) {
		held[strings.TrimRight(f, ".,")] = true
	}
	for _, f := range figureRe.FindAllString(placeholderRe.ReplaceAllString(text, " "), -1) {
		// A figure is held as a whole number: 25 is not in 2025.
		if f = strings.TrimRight(f, ".,"); !held[f] && !held[strings.TrimSuffix(f, "%")] {
			add(f)
		}
	}
	return out
}

// hasTarget reports whether the item a suggestion points at (input_item_id,
// professional_experience_id) is in c; a suggestion that points at none has.
func hasTarget(c cv.StructuredCV, s cv.Suggestion) bool {
	ids := map[string]bool{}
	for _, h := range c.ProfessionalHeader {
		ids[h.ID] = true
	}
	for _, e := range c.ProfessionalExperience {
		ids[e.ID] = true
		for _, r := range e.Responsibilities {
			ids[r.ID] = true
		}
	}
	for _, e := range c.Education {
		ids[e.ID] = true
	}
	for _, l := range [][]cv.NamedItem{c.CoreSkills, c.ToolsTechnologies} {
		for _, it := range l {
			ids[it.ID] = true
		}
	}
	for _, l := range c.Languages {
		ids[l.ID] = true
	}
	for _, id := range []*string{s.InputItemID, s.ProfessionalExperienceID} {
		if id != nil && *id != "" && !ids[*id] {
			return false
		}
	}
	return true
}

// allText is every text of the CV, each section included (new ones too),
// its ids left out, for telling what a suggestion would add.
func allText(c cv.StructuredCV) string {
	b, err := json.Marshal(c)
	if err != nil {
		return ""
	}
	var v any
	if json.Unmarshal(b, &v) != nil {
		return ""
	}
	var out strings.Builder
	var walk func(key string, v any)
	walk = func(key string, v any) {
		switch x := v.(type) {
		case string:
			if key != "id" {
				out.WriteString(x + "\n")
			}
		case []any:
			for _, e := range x {
				walk(key, e)
			}
		case map[string]any:
			for k, e := range x {
				walk(k, e)
			}
		}
	}
	walk("", v)
	// A language with its level, as a language suggestion writes it
	// ("German: C1"), so that one filled in counts as applied.
	for _, l := range c.Languages {
		out.WriteString(languageLine(l) + "\n")
	}
	return out.String()
}

// languageLine writes a language row as a language suggestion does.
func languageLine(l cv.StructuredLanguage) string {
	if strings.TrimSpace(l.Proficiency) == "" {
		return l.Language
	}
	return l.Language + ": " + l.Proficiency
}

// unchangedRow reports whether the language row a suggestion asks to
// change is still as it was when the suggestion was made (its Evidence):
// the level is not filled in yet, though the row matches its pattern.
func unchangedRow(c cv.StructuredCV, s Rated) bool {
	if s.ParentSection != cv.SectionLanguages || s.InputItemID == nil {
		return false
	}
	for _, l := range c.Languages {
		if l.ID == *s.InputItemID {
			return languageLine(l) == s.Evidence
		}
	}
	return false
}

// filledIn reports whether a line of the CV is the suggested text with its
// gaps filled in: the user applied it through the gap form.
func filledIn(cvText, text string, gaps []cv.TextGap) bool {
	units := utf16.Encode([]rune(text))
	var pattern strings.Builder
	pattern.WriteString(`(?m)^`)
	at := 0
	for _, g := range gaps {
		if g.Start < at || g.End > len(units) {
			return false
		}
		pattern.WriteString(regexp.QuoteMeta(string(utf16.Decode(units[at:g.Start]))) + `.+?`)
		at = g.End
	}
	pattern.WriteString(regexp.QuoteMeta(string(utf16.Decode(units[at:]))) + `$`)
	re, err := regexp.Compile(pattern.String())
	return err == nil && re.MatchString(cvText)
}
