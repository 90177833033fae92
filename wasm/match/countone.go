package match

import (
	"regexp"
	"strings"

	"github.com/shortlist/shortlist/wasm/lexicon"
)

// "Mindestens eine Zertifizierung im Cloud-Bereich (AWS, Azure, GCP) ist
// erforderlich" asks for one certification and names the ones it takes:
// the list in the parenthesis is a choice, not three requirements. The
// one-of cues (oneOfCueRe) must stand right before the list; here the thing
// counted and its field come between the count and the parenthesis.

// countOneRe is a count of one opening the thing a list names: "at least
// one", "mindestens eine", "au moins une", "al menos un".
var countOneRe = regexp.MustCompile(`(?i)(?:^|[\s(])(?:at least one|a minimum of one|mindestens eine?[rsnm]?|wenigstens eine?[rsnm]?|au moins une?|al menos una?|como mínimo una?)\s`)

// countOneWords is how far before the parenthesis the count may stand.
const countOneWords = 8

// countOneBefore reports whether term a opens a parenthesis that follows a
// count of one within a few words of the same clause: the list in it is a
// choice of what was counted.
func countOneBefore(text string, terms []lexicon.Match, a int) bool {
	before := text[:terms[a].Start]
	open := strings.LastIndexByte(before, '(')
	if open < 0 || strings.TrimSpace(before[open+1:]) != "" || strings.ContainsAny(before[open:], ")") {
		return false
	}
	head := before[:open]
	if i := strings.LastIndexAny(head, ".;:)"); i >= 0 {
		head = head[i+1:]
	}
	loc := countOneRe.FindAllStringIndex(head, -1)
	return len(loc) > 0 && len(strings.Fields(head[loc[len(loc)-1][1]:])) <= countOneWords
}
