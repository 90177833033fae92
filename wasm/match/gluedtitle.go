package match

import (
	"regexp"
	"slices"
)

// roleWords are the title words of a role a post asks years in.
// "Front End Developer" is shown by a "Software Engineer (Front-End)":
// the words that say which work count, when the role has them.
func roleWords(role string) []string {
	want := uniq(titleWords(role))
	if specific := slices.DeleteFunc(slices.Clone(want), isRoleNoun); len(specific) > 0 {
		want = specific
	}
	return want
}

// glued is a title with the hyphens inside its words taken out: a post's
// "Senior Analyst - Ecommerce" is a CV's "Senior Analyst - E-commerce",
// its "re-insurance broker" a "Reinsurance Broker" (RJDB). A title
// also holds a role when the glued forms of both match (roleMonths), so
// the words apart still count as before.
func glued(title string) string { return hyphenInWord.ReplaceAllString(title, "$1$2") }

// hyphenInWord is a hyphen between two letters.
var hyphenInWord = regexp.MustCompile(`(\pL)-(\pL)`)
