package match

import "strings"

// A list item written wholly in parentheses, "(7. Kenntnisse der
// Logistikbranche)", "(Knowledge of the retail sector)", is an aside:
// the post names it after its other items and sets it apart, as it sets
// apart the examples in a line's parentheses (inParens). Read from its
// words as a qualification, it weighs one level below its section, as
// those examples do; its terms are lowered by inParens already.

// asideLine reports whether a sentence, trimmed, is one parenthesis: it
// opens with "(" and the ")" that closes it ends it.
func asideLine(text string) bool {
	t := strings.TrimSpace(text)
	if len(t) < 3 || t[0] != '(' || t[len(t)-1] != ')' {
		return false
	}
	depth := 0
	for i, r := range t {
		switch r {
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 && i < len(t)-1 {
				return false
			}
		}
	}
	return depth == 0
}
