package parse

// titleRowOpensCards reports whether line j of a page of cards (cardGrid)
// is a section title's row that opens the next block of cards: after a
// gap, its first box left of the gutter at c is a section title and its
// row holds the first cards on both sides (flat prints "Skills" in the
// margin on the row of the first skill group in each column, and
// "Languages" on the row of the first two languages). The right column
// read so far then belongs to the section before, not to the last one on
// the page.
func titleRowOpensCards(lines []line, j int, c float64) bool {
	l := lines[j]
	if j == 0 || lines[j-1].y-l.y <= 1.7*max(l.size, lines[j-1].size) {
		return false
	}
	lc, rc, crossing := split(l, c)
	if crossing || len(lc) < 2 || len(rc) == 0 {
		return false
	}
	return isHeadingText(lc[0].s) && looksLikeHeading(lc[0].s)
}

// rightTitle reports whether a box right of the gutter is a section title
// word for word: a card's own title that ends in a heading word (flat's
// skill group "Data Engineering & Tools") is no title of a column.
func rightTitle(s string) bool {
	_, exact := headingIndex[headingKey(s)]
	return exact && looksLikeHeading(s)
}
