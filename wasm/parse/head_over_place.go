package parse

// headOverItsPlace reports whether the first of lines, long, set apart and
// without bullet or full stop, heads an undated entry whose place stands
// alone on the line under it, its items after that ("Building a
// booking system for holiday flats on the coast — Example Travel Ltd" /
// "Hamburg" / "• …"): our own files write an undated job's title and
// company on one line and its place alone below, a blank line above. Read
// as an item, the head ran on as the entry above's last item and the place
// opened an entry of its own. kinds are lineKinds of the lines after the
// first.
func headOverItsPlace(lines []line, kinds []lineKind) bool {
	if len(lines) < 2 || len(kinds) < 1 {
		return false
	}
	l, place := lines[0], lines[1]
	s := l.flat()
	if !l.gap || place.gap || startsWithBullet(s) || endsSentence(s) || len(place.cells) != 1 || kinds[0].dated || !isLocation(place.flat()) {
		return false
	}
	if len(lines) == 2 {
		return true
	}
	return lines[2].gap || startsWithBullet(lines[2].flat())
}
