package parse

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/shortlist/shortlist/wasm/docx"
	"github.com/shortlist/shortlist/wasm/internal/vocab"
	"github.com/shortlist/shortlist/wasm/lexicon"
)

// keywordRuns writes as a comma list the line of keywords under a rated
// skill group in a Word file's skills section ("Data Visualization
// Advanced" / "Tableau Power BI Looker Matplotlib"): a theme sets each
// keyword as a badge, and Word keeps the badges' text with one space
// between them and nothing else. Known terms are cut where the lexicon
// finds them; between them a word opens a new keyword when it starts with
// a capital or a digit, and a word in lower case or a joining word goes on
// with the keyword before it ("Cierre de ventas", "Tableaux de bord").
// The text holds no more: a keyword of two capitalised words the lexicon
// does not know ("Quota Attainment") comes out as two. Read as text, such a
// line of more than six words was no skill at all.
func keywordRuns(lines []docx.Line) []docx.Line {
	return inSkillsSections(lines, func(i int) (docx.Line, bool) {
		l := lines[i]
		if i == 0 || !keywordLine(lines[i-1], l) {
			return l, false
		}
		l.Text = strings.Join(keywords(strings.TrimSpace(l.Text)), ", ")
		return l, true
	})
}

// keywordLine reports whether l, under the line above, is a rated group's
// keywords: above is a plain group name ending with its level, l a plain
// line of two words or more with no list marks, no sentence ("." only
// inside a name: "Outreach.io") and no level of its own.
func keywordLine(above, l docx.Line) bool {
	t := strings.TrimSpace(l.Text)
	a := strings.TrimSpace(above.Text)
	return above.Level < 0 && l.Level < 0 && endsWithLevel(a) && len(strings.Fields(a)) >= 2 &&
		!strings.ContainsAny(a, ",;:|•") && len(strings.Fields(t)) >= 2 && !strings.ContainsAny(t, ",;:|•!?") &&
		!strings.HasSuffix(t, ".") && !strings.Contains(t, ". ") && (!endsWithLevel(t) || levelInName(a, t))
}

// levelInName reports whether the level word that ends keywords line t is
// the last word of a keyword rather than t's own level: the group name
// above writes its level with a capital ("Advanced"), t in lower case
// after a name ("<tool> avanzado", "<tool> avancé": Spanish and French put
// the level after the tool it rates).
func levelInName(above, t string) bool {
	a, w := strings.Fields(above), strings.Fields(t)
	la, lw := a[len(a)-1], w[len(w)-1]
	ra, _ := utf8.DecodeRuneInString(la)
	rw, _ := utf8.DecodeRuneInString(lw)
	return len(w) >= 3 && unicode.IsUpper(ra) && unicode.IsLower(rw)
}

// keywords cuts a run of keywords: the lexicon's terms as they are, the
// words between them by their capitals.
func keywords(s string) []string {
	var out []string
	prev := 0
	for _, m := range lexicon.Find(s) {
		out = append(out, byCapitals(s[prev:m.Start])...)
		out = append(out, strings.TrimSpace(s[m.Start:m.End]))
		prev = m.End
	}
	return append(out, byCapitals(s[prev:])...)
}

// byCapitals cuts words into keywords, each opened by a word that starts
// with a capital or a digit, or by a name in lower case (opensKeyword).
func byCapitals(s string) []string {
	var out []string
	for _, w := range strings.Fields(s) {
		if len(out) == 0 || opensKeyword(out[len(out)-1], w) {
			out = append(out, w)
			continue
		}
		out[len(out)-1] += " " + w
	}
	return out
}

// opensKeyword reports whether w, after the keyword prev, opens a keyword
// of its own: a word that starts with a capital or a digit does, unless it
// is a joining word, prev waits for more (waitsForKeyword) or w is a
// number alone (numberAlone); a word in lower case goes on, unless it is a
// name (nameInLowerCase).
func opensKeyword(prev, w string) bool {
	if waitsForKeyword(prev) || numberAlone(w) {
		return false
	}
	if nameInLowerCase(w) {
		return true
	}
	r, _ := utf8.DecodeRuneInString(w)
	return (unicode.IsUpper(r) || unicode.IsDigit(r)) && !vocab.Joining(strings.ToLower(w))
}

// waitsForKeyword reports whether keyword prev ends on "&" or a joining
// word ("Research &", "Forschung und"): the next word finishes it.
func waitsForKeyword(prev string) bool {
	f := strings.Fields(prev)
	last := f[len(f)-1]
	return last == "&" || vocab.Joining(strings.ToLower(last))
}

// numberAlone reports whether w is a number alone ("27001" in "ISO
// 27001"): it names nothing by itself, and goes with the name before it.
func numberAlone(w string) bool {
	return strings.IndexFunc(w, func(r rune) bool { return !unicode.IsDigit(r) }) < 0
}

// nameInLowerCase reports whether w, starting in lower case, is a name
// rather than a word of prose going on with the keyword before it: it
// holds a digit or a capital ("chartz3", "tabLeur"), which no word of a
// skill's phrase in lower case does ("Cierre de ventas").
func nameInLowerCase(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return unicode.IsLower(r) && strings.IndexFunc(w, func(r rune) bool { return unicode.IsDigit(r) || unicode.IsUpper(r) }) > 0
}
