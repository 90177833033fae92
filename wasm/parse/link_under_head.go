package parse

import "strings"

// addressOfItsOwn reports whether s, a line under a head that reaches its
// column's edge, is a web address that starts there ("https://…",
// "www.…"): the entry's link line, not the rest of the head wrapped (a
// school's name in a narrow sidebar, its website under it; kendall). An
// address broken at the edge goes on without a scheme.
func addressOfItsOwn(s string) bool {
	t := strings.TrimLeft(strings.TrimSpace(s), "(")
	return linkBox(s) && (strings.HasPrefix(t, "http://") || strings.HasPrefix(t, "https://") || strings.HasPrefix(t, "www."))
}
