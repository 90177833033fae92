package match

import "regexp"

// A tool or skill the post names "or similar" ("Terraform oder
// vergleichbare Werkzeuge", "GitLab or a similar tool", "Ansible ou
// similaire", "Jira o herramientas similares") is an example of its kind:
// the post takes any of the kind, so a CV that names another one is not
// missing a requirement of its own. Like an example in parentheses it weighs one
// level less than the post's words. A degree's subject before "or
// equivalent" ("Hochschulabschluss in Physik oder gleichwertige
// Qualifikation") is left to the degree's reading (equivalentdegree.go).

// orSimilarRe is "or similar" right after a term, with at most three
// capitalised words between (the rest of the product's name the lexicon
// read by its first word: "Terraform Cloud Workspaces or similar").
var orSimilarRe = regexp.MustCompile(`^(?:\s+\p{Lu}[\p{L}\d.#+-]*){0,3}\s*\)?\s*,?\s*(?:(?:or|oder|ou|o)\s+(?:\p{L}+\s+){0,2}(?:similar|comparable|equivalent|ähnlich|vergleichbar|gleichwertig|similaire|équivalent|parecid|semejante)|[uo]\.\s?ä(?:\.|\s|$))`)

// orSimilarAfter reports whether the text after a term of the clause says
// it names one of a kind ("or similar"), and the clause names no degree.
func orSimilarAfter(clause string, end int) bool {
	if !orSimilarRe.MatchString(clause[end:]) {
		return false
	}
	level, _, _, _ := educationLevel(clause)
	return level == 0
}
