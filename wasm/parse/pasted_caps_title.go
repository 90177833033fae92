package parse

// pastedTitleApart reports whether pasted line i stands as a section title
// stands in a viewer's copy: alone, with a blank line above and below it,
// and not under another title. Pasted text has no type to tell
// "Volunteer" the title (even, flat print it in the type of their "Work")
// from "Volunteer" the position; a position stands over its company, the
// title apart from the first entry under it. Under another title it is
// one of a column of titles pasted before their contents (macchiato's
// "About", "Volunteer"), and the lines after it are the first title's.
func pastedTitleApart(lines []line, i int) bool {
	l := lines[i]
	if l.style != "" || !l.gap || len(l.cells) != 1 || i == 0 || i+1 >= len(lines) || !lines[i+1].gap {
		return false
	}
	_, _, titled := heading(lines[i-1], kindNone)
	return !titled
}
