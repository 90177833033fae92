package match

import (
	"strings"

	"github.com/shortlist/shortlist/wasm/lexicon"
)

// The states of a duty decision.
const (
	DutyShown    = "shown"    // the CV shows the duty in the job's words (the score counts it met)
	DutyReworded = "reworded" // a bullet shows it, some of it only in other words the job's words would make plain
	DutyAbsent   = "absent"   // neither, or the evidence is too weak to say
)

// How a bullet shows a word of the job in other words.
const (
	ByVariant = "variant" // another name of the same lexicon term (CI/CD for "continuous integration")
	ByImplied = "implied" // a term that implies it (Jenkins for CI/CD), or a general skill's words in use
	ByForm    = "form"    // the term's own words in other forms ("managed the project" for project management)
)

// WordPair is a word or term of the job that a CV bullet shows in other
// words, with those words and how they show it.
type WordPair struct {
	Job  string `json:"job"`
	CV   string `json:"cv"`
	By   string `json:"by"`
	Term string `json:"term,omitempty"` // the lexicon name, when the job's words are a term
	// weak is set for a general skill's word piece in use ("team" for
	// collaboration): too common to be a duty's only evidence in other words.
	weak bool
}

// DutyDecision is the one answer to "does the CV show this duty?" for a
// duty of the job, or a qualification read only from its words, that the
// analysis's weaknesses and tips and the tailoring suggestions all rest on,
// so that none tells the user to show a duty that another says a bullet
// shows in other words.
//
// A bullet shows a duty in other words when, of the duty's units (its
// lexicon terms and its other content words, by stem), at least two and at
// least half stand in the bullet, and at least one of them only in other
// words: a variant of the term (the lexicon's aliases), a term that implies
// it (shownBy: Jenkins shows CI/CD; a general skill's words in use,
// shownByWords), or its words in other forms. Every unit is traceable to
// the bullet's words; a bullet that denies the skill or knows it only a
// little shows nothing, and no synonym list is guessed.
type DutyDecision struct {
	State string `json:"state"`
	// Line is the CV's words that show it: the best line (clipped) when
	// shown, the whole bullet when reworded, "" when absent.
	Line string `json:"line,omitempty"`
	// Same are the job's words the bullet shares (by stem or term).
	Same []string `json:"same,omitempty"`
	// Other are the job's words the bullet shows only in other words: what
	// a rewording may name in the bullet, and nothing else.
	Other []WordPair `json:"other,omitempty"`
}

// dutyLike reports whether a requirement is covered by its words: a duty,
// or a qualification that names no term.
func dutyLike(r Requirement) bool {
	return r.Kind == KindResponsibility || r.Kind == KindQualification && len(r.Any) == 0
}

// unit is one piece of meaning of a text: a lexicon term (key is its name)
// or a content word (key is its stem).
type unit struct {
	key, text string
	term      bool
}

// textUnits are the lexicon terms of s and its content words outside them.
func textUnits(s string) []unit {
	var out []unit
	seen := map[string]bool{}
	add := func(u unit) {
		if !seen[u.key] {
			seen[u.key] = true
			out = append(out, u)
		}
	}
	terms := findTerms(s, strings.ToLower(s))
	k := 0
	for _, w := range words(s) {
		for k < len(terms) && terms[k].End <= w.Start {
			k++
		}
		if k < len(terms) && terms[k].Start <= w.Start {
			m := terms[k]
			add(unit{key: "t:" + m.Term.Name, text: m.Text, term: true})
			continue
		}
		lw := strings.ToLower(w.Text)
		if len([]rune(lw)) < 4 || stopWords[lw] || dutyFiller[lw] || lw[0] >= '0' && lw[0] <= '9' {
			continue
		}
		add(unit{key: "s:" + stem(lw), text: w.Text})
	}
	return out
}

// dutyFiller are words of duty sentences that say nothing of the work.
var dutyFiller = toSet("will ensure ensuring support supporting provide providing responsible responsibilities duties tasks across daily regular regularly closely effectively successfully")

// bullet is a CV bullet read for duty evidence.
type bullet struct {
	text  string
	lower string
	terms map[string]string // lexicon name → the bullet's words
	stems map[string]string // stem → the bullet's word
}

// cvBullets are the CV's experience bullets of four words or more that
// neither deny a skill nor know it only a little.
func cvBullets(p profile) []bullet {
	var out []bullet
	for _, e := range p.cv.ProfessionalExperience {
		for _, r := range e.Responsibilities {
			r = strings.TrimSpace(r)
			if len(strings.Fields(r)) < 4 {
				continue
			}
			nl, basic := neutral(r)
			// A short line with dates is a role, not a duty done.
			if len(basic) > 0 || nl != r || findRange(r) != nil && len(strings.Fields(r)) <= 8 {
				continue
			}
			b := bullet{text: r, lower: strings.ToLower(r), terms: map[string]string{}, stems: map[string]string{}}
			for _, m := range colleagues(r, findTerms(r, b.lower)) {
				if _, ok := b.terms[m.Term.Name]; !ok {
					b.terms[m.Term.Name] = m.Text
				}
			}
			for _, w := range words(r) {
				if s := stem(w.Text); b.stems[s] == "" {
					b.stems[s] = w.Text
				}
			}
			out = append(out, b)
		}
	}
	return out
}

// DutyDecisions are the decisions on the job's duties and word-read
// qualifications, parallel to Requirements; other requirements get a
// zero decision (State "").
func (f Fit) DutyDecisions() []DutyDecision { return decideDuties(f.Requirements, f.p) }

// dutiesByStart are decideDuties by the requirement's offset in the job,
// for the analysis's weaknesses and tips.
func dutiesByStart(reqs []Requirement, p profile) map[int]DutyDecision {
	out := map[int]DutyDecision{}
	for i, d := range decideDuties(reqs, p) {
		if d.State != "" {
			out[reqs[i].Start] = d
		}
	}
	return out
}

// decideDuties decides every duty-like requirement of covered reqs.
func decideDuties(reqs []Requirement, p profile) []DutyDecision {
	out := make([]DutyDecision, len(reqs))
	var bs []bullet
	read := false
	for i, r := range reqs {
		if !dutyLike(r) {
			continue
		}
		if !read {
			bs, read = cvBullets(p), true
		}
		switch d := decideDuty(r, bs, p); {
		case d.State == DutyReworded:
			out[i] = d
		case r.Coverage >= metAt:
			out[i] = DutyDecision{State: DutyShown, Line: r.CV}
		default:
			out[i] = d
		}
	}
	return out
}

// decideDuty finds the bullet that shows the most of a duty's units, at
// least one in other words; absent when no bullet shows enough.
func decideDuty(r Requirement, bs []bullet, p profile) DutyDecision {
	units := textUnits(r.Text)
	best := DutyDecision{State: DutyAbsent}
	bestN := 0
	if len(units) < 2 {
		return best
	}
	// The score's decision on each term, once for all bullets.
	absent := map[string]bool{}
	for _, u := range units {
		if u.term {
			name := strings.TrimPrefix(u.key, "t:")
			absent[name] = decide(name, p).State == TermAbsent
		}
	}
	for _, b := range bs {
		var same []string
		var other []WordPair
		strong := false
		for _, u := range units {
			pair, ok := unitShown(u, b, absent)
			switch {
			case !ok:
			case pair.By == "" || hasStems(b, pair.Job):
				// The job's words are the bullet's already: nothing to name.
				same = append(same, u.text)
			default:
				other = append(other, pair)
				strong = strong || !pair.weak
			}
		}
		n := len(same) + len(other)
		if !strong || n < 2 || 2*n < len(units) || n <= bestN {
			continue
		}
		best, bestN = DutyDecision{State: DutyReworded, Line: b.text, Same: same, Other: other}, n
	}
	return best
}

// unitShown reports whether a bullet shows a unit of a duty: in the same
// words (By ""), or in other words; absent holds the score's decision on
// the duty's terms.
func unitShown(u unit, b bullet, absent map[string]bool) (WordPair, bool) {
	if !u.term {
		w, ok := b.stems[strings.TrimPrefix(u.key, "s:")]
		return WordPair{Job: u.text, CV: w}, ok
	}
	name := strings.TrimPrefix(u.key, "t:")
	pair, ok := termShown(name, u.text, b, absent[name])
	pair.Term = name
	return pair, ok
}

// termShown is unitShown for a term of the job, its name and its words.
func termShown(name, job string, b bullet, absent bool) (WordPair, bool) {
	if text, ok := b.terms[name]; ok {
		if stemsOf(text) == stemsOf(job) {
			return WordPair{Job: job, CV: text}, true
		}
		return WordPair{Job: job, CV: text, By: ByVariant}, true
	}
	// The rest rests on the score's own decision, so the two never differ.
	if absent {
		return WordPair{}, false
	}
	for _, n := range shownBy[name] {
		if text, ok := b.terms[n]; ok {
			return WordPair{Job: job, CV: text, By: ByImplied}, true
		}
	}
	for _, cue := range shownByWords[name] {
		if i := strings.Index(b.lower, cue); i >= 0 {
			// A phrase ("customer support") says more than a word piece.
			return WordPair{Job: job, CV: wordAt(b.text, i), By: ByImplied, weak: !strings.Contains(cue, " ")}, true
		}
	}
	// Its words in other forms: every word of the name, two at least, so
	// that "web development" is not shown by "developer" alone.
	if t, ok := lexicon.Lookup(name); ok && t.Kind == lexicon.Skill && len(contentStems(name)) == len(words(name)) {
		st := uniq(contentStems(name))
		var got []string
		for _, s := range st {
			if w, ok := b.stems[s]; ok {
				got = append(got, w)
			}
		}
		if len(st) >= 2 && len(got) == len(st) {
			return WordPair{Job: job, CV: strings.Join(got, " … "), By: ByForm}, true
		}
	}
	return WordPair{}, false
}

// hasStems reports whether every word of s stands in the bullet, by stem.
func hasStems(b bullet, s string) bool {
	ws := words(s)
	for _, w := range ws {
		if _, ok := b.stems[stem(w.Text)]; !ok {
			return false
		}
	}
	return len(ws) > 0
}

// stemsOf is the stems of a text's words, for telling a term written as the
// job writes it from a variant of it.
func stemsOf(s string) string {
	var out []string
	for _, w := range words(s) {
		out = append(out, stem(w.Text))
	}
	return strings.Join(out, " ")
}

// wordAt is the word of s around byte offset i.
func wordAt(s string, i int) string {
	for _, w := range words(s) {
		if w.Start <= i && i < w.End {
			return w.Text
		}
	}
	return ""
}
