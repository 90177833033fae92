package parse

// datesUnderHead reports whether l, under box last, is an entry's line of
// dates ("09/2016 - Heute | Berlin") in another type than last: the head's
// own dates, never the rest of its text. A head that reaches the margin
// otherwise took its dates line for its wrap (a date opens with no capital),
// and the entry came back without head or dates.
func datesUnderHead(last cell, l line) bool {
	return len(l.cells) == 1 && l.cells[0].style != last.style && datesAloneOrPlaced(l.cells[0].s, dateMemo{})
}
