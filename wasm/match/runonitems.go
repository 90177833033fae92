package match

import (
	"strings"
	"unicode"
)

// A nice-to-have list pasted without its line breaks runs two items into
// one line ("Erfahrung in Wissensvermittlung Versicherungskenntnisse"),
// which the points quoted as one wish (issue 35, audit class 1). Read as
// two requirements, the items lowered the German graded set (two unmet
// wishes weigh more than one), so the score keeps the line as one and the
// points quote its items apart where the line shows where the second
// starts: at a German knowledge or experience compound after a noun. A
// capitalised "Knowledge" or "Experience" in English, French or Spanish
// is no such mark: posts write "In-depth Knowledge of …" in title case.

// itemCompounds end a German compound that is an item of its own
// ("Versicherungskenntnisse", "Projekterfahrung").
var itemCompounds = []string{"kenntnisse", "kenntnis", "erfahrung", "erfahrungen"}

// runOnItems splits the job's words of a qualification into the items of
// a run-on line; one item when it is none.
func runOnItems(s string) []string {
	ws := words(s)
	var out []string
	from := 0
	for i := 2; i < len(ws); i++ {
		if opensItem(ws[i].Text, ws[i-1].Text) {
			out = append(out, strings.TrimSpace(s[from:ws[i].Start]))
			from = ws[i].Start
		}
	}
	return append(out, strings.TrimSpace(s[from:]))
}

// opensItem reports whether word, after prev, starts a new item.
func opensItem(word, prev string) bool {
	first := []rune(word)[0]
	if !unicode.IsUpper(first) {
		return false
	}
	lower := strings.ToLower(word)
	if !unicode.IsUpper([]rune(prev)[0]) {
		return false // "gute Englischkenntnisse" is one item
	}
	for _, c := range itemCompounds {
		if strings.HasSuffix(lower, c) && len(lower) > len(c)+3 {
			return true
		}
	}
	return false
}

// qualificationWords quotes the job's words of a qualification, the items
// of a run-on line each on its own, and reports whether they are several.
func qualificationWords(r Requirement) (string, bool) {
	items := runOnItems(jobWords(r))
	if len(items) < 2 {
		return quote(jobWords(r)), false
	}
	quoted := make([]string, len(items))
	for i, it := range items {
		quoted[i] = quote(it)
	}
	return strings.Join(quoted[:len(quoted)-1], ", ") + " and " + quoted[len(quoted)-1] + ";", true
}
