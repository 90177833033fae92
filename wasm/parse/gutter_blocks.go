package parse

import "strings"

// gutterBlocks puts back a date range that a viewer pasted as a block of
// its own among an entry's items. A theme that sets the dates in a column
// right of the items ("August 2021", "— Present", "5 years"; eloquent) is
// copied row by row; the column's lines come out between blank lines in
// the middle of the items, even inside an item ("…findings to hospital",
// the dates, "leadership."). The block's pieces become one range line,
// the duration dropped, placed before the first item of the entry it
// stands in, where a head's date stands; the item it split is joined
// again. A block that does not stand after an item is left alone.
func gutterBlocks(lines []line) []line {
	for i := 1; i < len(lines); i++ {
		if !lines[i].gap || kindOfPiece(lines[i].cells[0].s) == pieceOther {
			continue
		}
		text, end := gutterBlockAt(lines, i)
		if text == "" {
			continue
		}
		first := firstItemAbove(lines, i)
		if first < 0 {
			continue
		}
		date := lines[i]
		date.cells = []cell{{s: text, x0: date.cells[0].x0, x1: date.cells[0].x1}}
		date.gap = false
		if end < len(lines) && goesOnAfterBlock(lines[end].cells[0].s) {
			lines[end].gap = false
		}
		rest := append([]line{date}, lines[first:i]...)
		lines = append(append(lines[:first:first], rest...), lines[end:]...)
		i = end - 1
	}
	return lines
}

// gutterBlockAt reads the block of date pieces that starts at line i, each
// a line of one box and the block ending at a blank or the end: it returns
// the range it spells ("June 2019 — July 2021", durations left out) and
// the index after it, or "" when the lines are no broken range.
func gutterBlockAt(lines []line, i int) (string, int) {
	var parts []string
	broken := false
	j := i
	for ; j < len(lines) && j-i < 4 && (j == i || !lines[j].gap) && len(lines[j].cells) == 1; j++ {
		s := strings.TrimSpace(lines[j].cells[0].s)
		switch kindOfPiece(s) {
		case pieceOther, pieceRange:
			return "", 0
		case pieceDuration:
			continue
		case pieceDash, pieceStart, pieceEnd:
			broken = true
		}
		parts = append(parts, s)
	}
	if !broken || len(parts) < 2 || j < len(lines) && !lines[j].gap {
		return "", 0
	}
	return strings.Join(parts, " "), j
}

// firstItemAbove returns the first item line of the entry whose items
// stand right above line i, or -1 when no item does. Going up, the lines
// under the nearest bullet are the wraps of its item; above it, a line
// with no bullet is a wrap only when it starts in lower case under a line
// that does not end a sentence. The first line that is no wrap is the
// head's, and the item below it is the entry's first.
func firstItemAbove(lines []line, i int) int {
	item := -1
	for k := i - 1; k >= 0 && (item >= 0 || i-k <= 8); k-- {
		s := lines[k].flat()
		switch {
		case startsWithBullet(s):
			item = k
			if lines[k].gap {
				return k
			}
		case item < 0:
			if lines[k].gap {
				return -1
			}
		case lines[k].gap || k == 0 || !startsLower(strings.TrimSpace(s)) || !wrapsOn(lines[k-1]):
			return item
		}
	}
	return item
}

// wrapsOn reports whether a line is an item's line that the next line
// goes on: it does not end a sentence.
func wrapsOn(l line) bool {
	s := strings.TrimSpace(l.flat())
	return s != "" && !strings.ContainsAny(s[len(s)-1:], ".!?:")
}

// goesOnAfterBlock reports whether the line after a block continues the
// items: an item of its own or the rest of one (lower case).
func goesOnAfterBlock(s string) bool {
	return startsWithBullet(s) || startsLower(strings.TrimSpace(s))
}
