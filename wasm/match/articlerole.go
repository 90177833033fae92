package match

import (
	"strings"

	"github.com/shortlist/shortlist/wasm/lexicon"
)

// withoutRoleArticle drops a term that starts with the article of a role
// named after "as": in "4 years as a Computer Repair Technician" the
// lexicon's skill "a computer" (one of its article-led fragments, all
// English) is the role's first words, not a skill the post asks for, and
// no CV writes it so (RJDB: 19 posts).
// The role itself is read as years in it.
func withoutRoleArticle(text string, terms []lexicon.Match) []lexicon.Match {
	return dropTerms(terms, func(_ int, m lexicon.Match) bool {
		first, _, ok := strings.Cut(strings.ToLower(m.Text), " ")
		if !ok || first != "a" && first != "an" {
			return false
		}
		before := strings.Fields(strings.ToLower(text[:m.Start]))
		return len(before) > 0 && before[len(before)-1] == "as"
	})
}
