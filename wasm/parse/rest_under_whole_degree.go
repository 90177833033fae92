package parse

// restUnderWholeDegree: in education, the first entry a whole degree (its
// head names a degree and a school over its dates), then a head that names
// neither (a title over an organisation over its dates): at that head's
// dates, the lines under the first entry's dates open the next entry, as
// many as the first entry names above its dates (a degree and a school:
// two, on one line or two; more when it has more lines there), so a place
// under the first dates stays with it. No entry has taught the head's
// shape yet (undatedAfterDate), and the lines ran on under the first
// entry's dates, whose degree and school were already set, and were
// dropped (gulp_de's read-back, issue 35).
func restUnderWholeDegree(s *splitter, a step, next *entry) bool {
	c := a.cur
	if !a.kind.dated || s.pattern >= 0 || len(s.out) != 1 || len(c.body) > 0 || c.dated < 1 || c.dated == len(c.head)-1 {
		return false
	}
	if above := c.head[:c.dated]; !headHasDegree(above) || !headHasInstitution(above) {
		return false
	}
	move := min(max(c.dated, 2), len(c.head)-1-c.dated)
	next.head = append(next.head, c.head[len(c.head)-move:]...)
	c.head = c.head[:len(c.head)-move]
	return true
}
