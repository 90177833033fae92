package parse

// styledTitleStyles is the font styles of the boxes that open the lines
// read as section titles (heading), when titles are set in a font no other
// line opens with: at least two titles in it and no more other lines than
// half of them. A title sharing its row with its section's first line
// (flat: "Work" in the margin beside the employer) counts by its own box.
func styledTitleStyles(lines []line) map[string]bool {
	titles, other := map[string]int{}, map[string]int{}
	for _, l := range lines {
		s := l.cells[0].style
		if s == "" {
			continue
		}
		if _, _, ok := heading(l, kindNone); ok {
			titles[s]++
		} else {
			other[s]++
		}
	}
	out := map[string]bool{}
	for s, n := range titles {
		if n >= 2 && 2*other[s] <= n {
			out[s] = true
		}
	}
	return out
}

// styledCapsTitle reads a title-case word that names a section only in
// capitals ("Volunteer": elsewhere a position) as that section's title
// when its box is set in the titles' font (flat prints "Volunteer" in the
// margin, as large as "Work" and "Education"): the boxes after it on its
// row are the section's first line.
func styledCapsTitle(l line, titleStyles map[string]bool) (kind, []cell, bool) {
	first := l.cells[0]
	if !titleStyles[first.style] {
		return kindNone, nil, false
	}
	k, ok := capsHeadings[headingKey(first.s)]
	return k, l.cells[1:], ok
}

// headingStyled is heading, then styledCapsTitle.
func headingStyled(l line, cur kind, titleStyles map[string]bool) (kind, []cell, bool) {
	if k, rest, ok := heading(l, cur); ok {
		return k, rest, ok
	}
	return styledCapsTitle(l, titleStyles)
}
