package parse

// groupsNothing reports whether line i, read as a subheading (subheading:
// in the section title's font, smaller), has no line of its section after
// it to group: it is the last line, or the next one is in the section
// title's type (the next section's title). A subheading groups the
// entries after it; such a line is the section's last entry head, read
// as a title only by its last word ("Master in Adult Education", "Northwind
// Technologies", undated, in Shortlist's own PDF, whose heads are in the
// titles' font one size smaller), and was dropped.
func groupsNothing(lines []line, i int, opened line) bool {
	return i+1 >= len(lines) || lines[i+1].style == opened.style
}
