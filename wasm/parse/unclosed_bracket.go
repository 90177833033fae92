package parse

// closedOpeners are the byte offsets of the brackets of s that close later
// in s ("(" with its ")", "[" with its "]"). splitList keeps separators
// inside those only: a bracket left open ("OLTP (u.a, Views, Trigger") is
// text, or it would hold every separator after it and the rest of the list
// would become one item too long to be a skill.
func closedOpeners(s string) map[int]bool {
	closed := map[int]bool{}
	var open []int
	for i, r := range s {
		switch {
		case r == '(' || r == '[':
			open = append(open, i)
		case (r == ')' || r == ']') && len(open) > 0:
			closed[open[len(open)-1]] = true
			open = open[:len(open)-1]
		}
	}
	return closed
}
