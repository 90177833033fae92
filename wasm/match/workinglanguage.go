package match

import (
	"fmt"
	"sort"
	"strings"
)

// A post written in one language that names no spoken language is done in
// that language: a recruiter reading a German post and a CV that gives
// English as its native language and lists Spanish besides, but no German,
// says the person does not speak the language the work is done in, and
// does not shortlist them, however well the tools fit. The CV says so only
// when it gives another language as its native one and names the post's
// language nowhere: a CV that lists English and French at a working level
// (German freelancers rarely list their own native German) or names no
// languages leaves it open, and the post's language stays an unknown item
// that asks (joblanguage.go). No graded German pair falls in the class
// (the profiles there that show no German give no native language), nor
// does any RJDB pair (English posts, English CVs).

// jobsLanguageLabel ends the label of the checklist item of the post's own
// language.
const jobsLanguageLabel = ", the job's language"

// otherNative returns the native language a CV states (the first by name)
// when it is not name and the CV does not list name; the caller has checked
// that the CV is not written in name either. The CV then says the person
// does not speak the post's language.
func otherNative(p profile, name string) (spoken, bool) {
	if _, ok := p.languages[name]; ok {
		return spoken{}, false
	}
	var natives []string
	for lang, s := range p.languages {
		if s.stated && s.level >= 7 && lang != p.written {
			natives = append(natives, lang)
		}
	}
	if len(natives) == 0 {
		return spoken{}, false
	}
	sort.Strings(natives)
	return p.languages[natives[0]], true
}

// jobsLanguageNotSpoken is the checklist item of a post's own language
// that the CV says the person lacks: not met, with the CV's native
// language as its words; the score's meaning says what it does to the
// score (withoutTheJobsLanguage), so it is no cap of its own.
func jobsLanguageNotSpoken(name string, native spoken, ev string) Check {
	return Check{Kind: KindLanguage, Label: name + jobsLanguageLabel, Status: NotMet, Required: true, JD: ev, CV: native.text}
}

// lacksJobsLanguage returns the post's own language when the CV says the
// person does not speak it.
func lacksJobsLanguage(cs []Check) (string, bool) {
	for _, c := range cs {
		if c.Kind == KindLanguage && c.Status == NotMet && strings.HasSuffix(c.Label, jobsLanguageLabel) {
			return strings.TrimSuffix(c.Label, jobsLanguageLabel), true
		}
	}
	return "", false
}

// withoutTheJobsLanguage is the score of a CV whose person does not speak
// the language the post is written in: what it shares with the job counts
// half, since the work is done in a language the person lacks (stronger
// than a role in another field, which counts three quarters: a developer
// can grow into a neighbouring role, not into a team's language on the
// first day).
func withoutTheJobsLanguage(pct int) int { return pct / 2 }

// jobsLanguageNote is the sentence the score's meaning adds for it.
func jobsLanguageNote(name string) string {
	return fmt.Sprintf("The job is written in %s and your CV gives another native language and lists no %s, so what it shares with the job counts half.", name, name)
}
