package parse

import "strings"

// itemUnderLabel: the line right under a list's label alone on its line
// ("Highlights", "Aufgaben:") is the list's first item, whatever its
// length: kendall prints "Highlights" between the head and the items, and
// after it a short first item read as the next entry's head, the entry
// keeping the label as its only item.
func itemUnderLabel(_ *splitter, a step) bool {
	c := a.cur
	if len(c.body) == 0 || a.kind.dated {
		return false
	}
	t := strings.TrimSpace(c.body[len(c.body)-1].flat())
	m := findNestedLabel(t)
	return m != nil && m[1] == len(t)
}
