package match

import (
	"slices"
	"strings"

	"github.com/shortlist/shortlist/wasm/lexicon"
)

// An either/or or a list of examples is one requirement that any member
// meets (audit class 10): "MySQL, Oracle, PostgreSQL" after "e.g." must
// not leave PostgreSQL a requirement of its own because the lexicon does
// not know Oracle, and a product the lexicon does not know among the
// examples ("z.B. SoapUI, JMeter") is one of them, not a must-have.

// listGap returns the separator of the words between two terms of a list,
// as listSeparator does, also across list items the lexicon does not know:
// ", Oracle, " is a ",", ", Oracle or " an "or".
func listGap(between string) string {
	if sep := listSeparator(between); sep != "" {
		return sep
	}
	return listSeparator(itemSeparators(between))
}

// listSeparatorWords are the words that separate the items of a list.
var listSeparatorWords = toSet(`, ; | / & or oder o ou and und y et e sowie and/or und/oder y/o et/ou`)

// itemSeparators returns the separators of a run of short list items
// (", Oracle, " → ","), or "" when the words are no such run: the run
// starts and ends with a separator, and each item between is one to three
// words that end no sentence and open no parenthesis.
func itemSeparators(between string) string {
	toks := strings.Fields(strings.NewReplacer(",", " , ", ";", " ; ", "|", " | ").Replace(between))
	if len(toks) < 3 || !listSeparatorWords[strings.ToLower(toks[0])] || !listSeparatorWords[strings.ToLower(toks[len(toks)-1])] {
		return ""
	}
	var seps []string
	item := 0
	for _, tok := range toks {
		switch {
		case listSeparatorWords[strings.ToLower(tok)]:
			seps, item = append(seps, tok), 0
		case strings.ContainsAny(tok, "().:!?") || item == 3:
			return ""
		default:
			item++
		}
	}
	return strings.Join(collapseCommas(seps), " ")
}

// collapseCommas drops a comma that repeats the one before it.
func collapseCommas(seps []string) []string {
	out := seps[:0:0]
	for _, s := range seps {
		if s == "," && len(out) > 0 && out[len(out)-1] == "," {
			continue
		}
		out = append(out, s)
	}
	return out
}

// choiceSpans returns the byte spans of a segment's choices: from the
// one-of cue, or the first member, to the last member.
func choiceSpans(text string, terms []lexicon.Match) [][2]int {
	joins := alternativeJoins(text, terms)
	var out [][2]int
	for i := 1; i < len(terms); i++ {
		if !joins[i] {
			continue
		}
		first := i - 1
		for first > 0 && joins[first] {
			first--
		}
		start := terms[first].Start
		if cue := oneOfCueEnd(text, terms, first); cue >= 0 {
			start = cue
		}
		if n := len(out); n > 0 && out[n-1][0] == start {
			out[n-1][1] = terms[i].End
			continue
		}
		out = append(out, [2]int{start, terms[i].End})
	}
	return out
}

// withoutExamples drops the products that stand among a choice's members:
// examples the choice's other members meet too.
func withoutExamples(products []Requirement, s segment, terms []lexicon.Match) []Requirement {
	spans := choiceSpans(s.text, terms)
	if len(spans) == 0 {
		return products
	}
	out := products[:0:0]
	for _, p := range products {
		if !inSpans(spans, p.Start-s.start, p.End-s.start) {
			out = append(out, p)
		}
	}
	return out
}

// inSpans reports whether [start, end) lies inside one of the spans.
func inSpans(spans [][2]int, start, end int) bool {
	for _, sp := range spans {
		if start >= sp[0] && end <= sp[1] {
			return true
		}
	}
	return false
}

// withoutDegreeSubjects drops the terms in brackets of a line that asks for
// a degree: "Bachelor's degree in [Mathematics, BI, Analytics, etc.]" names
// the degree's example subjects, which the education requirement stands
// for, not skills asked on their own.
func withoutDegreeSubjects(s segment, terms []lexicon.Match) []lexicon.Match {
	if _, ok := educationIn(s); !ok {
		return terms
	}
	out := terms[:0:0]
	for _, m := range terms {
		if !inSquareBrackets(s.text[:m.Start]) {
			out = append(out, m)
		}
	}
	return out
}

// inSquareBrackets reports whether text before a term leaves a square
// bracket open. Round ones are not taken: dropping the terms in a degree
// line's parentheses lowered the German graded set (Spearman 0.601 to
// 0.594 on its tune part; which terms carried it was not traced).
func inSquareBrackets(before string) bool {
	return strings.Count(before, "[") > strings.Count(before, "]")
}

// choiceAgain returns the index of an earlier either/or that the term
// just kept is a member of ("React, Vue.js or Angular" of a duty line, when
// a requirement line names "React, Vue, or Angular" again), or -1. The
// alternatives joined to the term then belong to that choice: read apart,
// the rest ("Vue.js or Angular") would be asked for on its own beside
// React, which meets the choice (audit class 10).
func (b *reqBuilder) choiceAgain(r Requirement) int {
	i, ok := b.bySkill[r.Kind+r.Name]
	if !ok || len(b.reqs[i].Any) < 2 || !slices.Contains(b.reqs[i].Any, r.Name) {
		return -1
	}
	return i
}

// widenChoice adds an alternative to an earlier choice, once; the choice
// keeps its own words and place in the post.
func (b *reqBuilder) widenChoice(i int, m lexicon.Match) {
	c := &b.reqs[i]
	if !slices.Contains(c.Any, m.Term.Name) {
		c.Any = append(c.Any, m.Term.Name)
		c.Name = joinOr(c.Any)
	}
}
