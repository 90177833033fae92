package parse

import "strings"

// splitEntries cuts a section's lines into entries. A new entry starts at a
// head line after body lines, at a dated line when the current entry already
// has a date, and after a blank gap once the entry has a date or a body. The
// first entry teaches where the dated line sits in a head, so that undated
// head lines (a company line) move to the entry they introduce.
//
// Each special case is a named rule of one of the lists below, in the order
// they are tried: the next case is one more rule, not one more branch.
func splitEntries(lines []line, dates dateMemo) []entry {
	s := splitter{
		lines: lines, kinds: lineKinds(lines, dates), pattern: -1,
		headStyles: map[string]bool{}, bodyStyles: map[string]bool{},
	}
	for i := range lines {
		s.place(i)
	}
	return s.out
}

// splitter is splitEntries' state over one section.
type splitter struct {
	lines []line
	kinds []lineKind
	out   []entry
	// pattern is the index of the dated line in the first entry's head,
	// known once the second entry opens; -1 before.
	pattern int
	// The fonts of head and body lines seen so far in the section: a line
	// in a body font that no head has used is body.
	headStyles, bodyStyles map[string]bool
}

// step is what the rules look at: line i, its kind, the entry it may join
// (nil for the section's first line) and whether its font is one that only
// bodies of the section have used so far.
type step struct {
	i        int
	l        line
	kind     lineKind
	cur      *entry
	bodyFont bool
}

// place files line i: into the current entry's body or head, or into a new
// entry.
func (s *splitter) place(i int) {
	a := s.stepAt(i)
	if !a.kind.body && !a.kind.dated && a.cur != nil {
		a.kind.body = anyRule(bodyRules, s, a)
	}
	if a.kind.body {
		s.bodyStyles[a.l.style] = true
	} else {
		s.headStyles[a.l.style] = true
	}
	if !a.kind.dated && a.cur != nil && listLabel(s, a) {
		a.kind.body = true
	}
	switch {
	case a.cur == nil:
	case a.kind.body:
		a.cur.body = append(a.cur.body, a.l)
		return
	case !anyRule(endRules, s, a):
		s.addHead(a)
		return
	}
	s.open(a)
}

// stepAt is the step of line i given the entries so far.
func (s *splitter) stepAt(i int) step {
	a := step{i: i, l: s.lines[i], kind: s.kinds[i]}
	if n := len(s.out); n > 0 {
		a.cur = &s.out[n-1]
	}
	a.bodyFont = a.l.style != "" && s.bodyStyles[a.l.style] && !s.headStyles[a.l.style]
	return a
}

// rule is one named case of splitEntries: it reports whether it applies to
// the line a.
type rule struct {
	name    string
	applies func(s *splitter, a step) bool
}

// anyRule reports whether one of rules applies.
func anyRule(rules []rule, s *splitter, a step) bool {
	for _, r := range rules {
		if r.applies(s, a) {
			return true
		}
	}
	return false
}

// bodyRules make body of a line of an entry that reads as a head: short,
// with neither date nor bullet. The fonts the section learns follow them.
var bodyRules = []rule{
	{"drawn bullet item", drawnBulletItem},
	{"head done in the body font", headDoneInBodyFont},
	{"head as long as the first", headAsLongAsTheFirst},
	{"items under a stacked head", itemsUnderStackedHead},
	{"indented list under a dated head", indentedListUnderHead},
	{"indented item under a job's dated head", indentedItemUnderJob},
	{"items over a page break", itemsOverPageBreak},
	{"courses under a whole school", coursesUnderSchool},
	{"item under a list label", itemUnderLabel},
}

// drawnBulletItem: after body lines, a line that continuesBody says is one
// more item (a bullet whose glyph is drawn, a pasted item without one).
func drawnBulletItem(s *splitter, a step) bool {
	c := a.cur
	return len(c.body) > 0 && continuesBody(c.body[len(c.body)-1], a.l, s.lines[a.i+1:], s.kinds[a.i+1:], a.bodyFont)
}

// headDoneInBodyFont: "2016–2019 ⇥ Engineer, Acme, Berlin." then
// "Description line": a dated head is done when the font is the bodies'.
func headDoneInBodyFont(_ *splitter, a step) bool {
	return len(a.cur.body) == 0 && a.cur.dated >= 0 && a.bodyFont
}

// headAsLongAsTheFirst: without bullet glyphs (pasted from a viewer, or
// drawn in a PDF), short items read as head lines. Once an entry has its
// date and as many head lines as the first entry's head (a stacked head:
// company, position, place and dates on lines of their own, the dates
// anywhere in the stack), its next line with no gap above it is its first
// item (issue 34).
func headAsLongAsTheFirst(s *splitter, a step) bool {
	c := a.cur
	if a.l.gap || len(s.out) < 2 || c.dated < 0 || len(c.body) > 0 || isLinkLine(a.l) {
		return false
	}
	first := s.out[0]
	if first.dated < 0 || len(first.body) == 0 || a.l.style != "" && a.l.style != first.body[0].style {
		// In a PDF an item is set in the items' font (a position in
		// capitals in its own font is a head line).
		return false
	}
	return headLines(c.head) >= max(headLines(first.head), 2) && !s.aboveNextDate(a.i)
}

// aboveNextDate reports whether line i is one of the lines that the first
// entry taught stand above a head's date: a dated line follows within that
// many lines, with no gap before it. Those open the next entry.
func (s *splitter) aboveNextDate(i int) bool { return s.dateWithin(i, s.pattern) }

// dateWithin reports whether a dated line follows line i within n lines,
// with no gap before it.
func (s *splitter) dateWithin(i, n int) bool {
	for k := i + 1; k <= i+n && k < len(s.lines); k++ {
		if s.lines[k].gap {
			return false
		}
		if s.kinds[k].dated {
			return true
		}
	}
	return false
}

// listLabel: a list heading inside an entry ("Tasks:", "Contexte :") is
// body, whatever its font; the fonts are learned before it.
func listLabel(_ *splitter, a step) bool {
	return findNestedLabel(a.l.flat()) != nil
}

// endRules end the current entry before a line that is no body: the line
// opens the next entry.
var endRules = []rule{
	{"head after body", headAfterBody},
	{"gap after the date", gapAfterDate},
	{"second date", secondDate},
	{"a degree alone, as the first entry opened", degreeOpensAgain},
	{"an undated school set apart", undatedSchoolSetApart},
	{"undated schools stacked, in text", undatedSchoolsStacked},
	{"whole degrees one a line", degreesStacked},
}

// headAfterBody: a head line after body lines.
func headAfterBody(_ *splitter, a step) bool { return len(a.cur.body) > 0 }

// gapAfterDate: a blank gap once the entry has its date, unless one of
// openRules keeps the entry open across it.
func gapAfterDate(s *splitter, a step) bool {
	return a.l.gap && a.cur.dated >= 0 && !anyRule(openRules, s, a)
}

// secondDate: a dated line when the entry already has its date.
func secondDate(_ *splitter, a step) bool { return a.kind.dated && a.cur.dated >= 0 }

// openRules keep an entry open across a blank gap after its date.
var openRules = []rule{
	{"lone dated head", loneDatedHead},
	{"rest of the head set apart", restOfHeadSetApart},
	{"link line", linkLineBeforeBody},
	{"head rest before the items", headRestBeforeItems},
	{"degree set apart under its school", degreeSetApart},
	{"pasted degree set apart under its dates", pastedDegreeUnderDates},
	{"indented line under its dated head", indentedUnderHead},
}

// loneDatedHead: a gap right after an entry's one dated head line ("Acme ⇥
// 2020 – 2022", gap, "Engineer"): nothing of it is there yet but its date.
// A line over a date of its own heads that date's entry instead (an entry
// of one dated line, then the next: "2013 – 2017 | Analyst — Acme Inc.",
// gap, "Engineer, Initech", "2010 – 2013").
func loneDatedHead(s *splitter, a step) bool {
	c := a.cur
	return len(c.head) == 1 && c.dated == 0 && len(c.body) == 0 && !headsItsOwnDate(s, a)
}

// restOfHeadSetApart: a gap between a head that ends with its date and the
// rest of it, the company's website or the job title (class 2 of issue 27).
// A school's name there opens the next education entry.
func restOfHeadSetApart(s *splitter, a step) bool {
	c := a.cur
	if a.kind.dated || len(c.body) > 0 || c.dated != len(c.head)-1 || headsItsOwnDate(s, a) {
		return false
	}
	t := a.l.flat()
	return len(a.l.cells) == 1 && !strings.Contains(t, " ") && hasURL(t) || isTitle(t) && !isInstitution(t)
}

// linkLineBeforeBody: the employer's website on a line of its own, set
// apart between an entry's head and its bullets, wherever the head has its
// date (issue 34): a web address opens no entry.
func linkLineBeforeBody(_ *splitter, a step) bool {
	return len(a.cur.body) == 0 && isLinkLine(a.l)
}

// isLinkLine reports whether a line is one web address and nothing else,
// after an icon or a short label ("Website: acme.com", "🔗 acme.com").
func isLinkLine(l line) bool {
	if len(l.cells) != 1 {
		return false
	}
	t := trimIcons(l.cells[0].s)
	if label, rest, ok := strings.Cut(t, ":"); ok && !strings.HasPrefix(rest, "//") && len(strings.Fields(label)) <= 2 {
		t = strings.TrimSpace(rest)
	}
	return t != "" && (!strings.ContainsAny(t, " @") && hasURL(t) || linkBox(t))
}

// headLines counts the lines of a head that are no link line: an entry's
// website on a line of its own does not count where the lines of heads are
// compared (pattern).
func headLines(head []line) int {
	n := 0
	for _, l := range head {
		if !isLinkLine(l) {
			n++
		}
	}
	return n
}

// addHead adds a line to the current entry's head.
func (s *splitter) addHead(a step) {
	c := a.cur
	if itemsReadAsHead(s, a) {
		// The lines above the taught head go back to the previous entry.
		prev := &s.out[len(s.out)-2]
		extra := headLines(c.head) - s.pattern
		prev.body = append(prev.body, c.head[:extra]...)
		c.head = append(c.head[:0:0], c.head[extra:]...)
	}
	c.head = append(c.head, a.l)
	if a.kind.dated {
		c.dated = len(c.head) - 1
	}
}

// itemsReadAsHead: pasted without bullet glyphs, the last items of an entry
// read as the next entry's head; at its date line the head has more lines
// above the date than the first entry taught (a stacked head, class 1 of
// issue 27), and the lines before those are the items.
func itemsReadAsHead(s *splitter, a step) bool {
	c, n := a.cur, len(s.out)
	return a.kind.dated && c.dated < 0 && len(c.body) == 0 && n >= 2 && len(s.out[n-2].body) > 0 &&
		s.pattern >= 0 && headLines(c.head) > s.pattern && a.l.style == "" && !headSetApart(c, a.l)
}

// headSetApart reports whether an entry's head opened after a blank line
// with a line that holds no web address, and no blank line inside it or
// above its date line: then its lines are a head, not the last items of the entry before (those
// run on under it). Shortlist's own Word file sets a blank line above each
// entry, and a degree over its school and dates after an entry of one head
// line over its dates read as that entry's last item.
func headSetApart(c *entry, date line) bool {
	if len(c.head) == 0 || !c.head[0].gap || date.gap || hasURL(c.head[0].flat()) {
		return false
	}
	for _, l := range c.head[1:] {
		if l.gap {
			return false // a blank line inside: the lines above it are apart from the head
		}
	}
	return true
}

// carryRule moves the lines of the current entry that belong to the entry
// line a opens into its head; it reports whether it applied.
type carryRule struct {
	name  string
	carry func(s *splitter, a step, next *entry) bool
}

// carryRules are tried in turn when an entry opens; the first that applies
// is the only one.
var carryRules = []carryRule{
	{"undated lines after the date", undatedAfterDate},
	{"the rest under a whole degree's dates", restUnderWholeDegree},
	{"head read as items", headReadAsItems},
}

// open starts a new entry with line a, after carryRules.
func (s *splitter) open(a step) {
	next := entry{dated: -1}
	if a.cur != nil {
		for _, r := range carryRules {
			if r.carry(s, a, &next) {
				break
			}
		}
	}
	if a.kind.body {
		next.body = []line{a.l}
	} else {
		next.head = append(next.head, a.l)
		if a.kind.dated {
			next.dated = len(next.head) - 1
		}
	}
	s.out = append(s.out, next)
	if first := s.out[0]; len(s.out) == 2 && first.dated >= 0 {
		s.pattern = headLines(first.head[:first.dated])
	}
}

// undatedAfterDate: at a second dated line, the undated lines after the
// current entry's date line open the next entry (its company above its
// date, as the first entry taught, or as the current one teaches when it
// is the first: taughtPattern).
func undatedAfterDate(s *splitter, a step, next *entry) bool {
	c := a.cur
	pattern := s.taughtPattern(c)
	if len(c.body) > 0 || !a.kind.dated || c.dated < 0 || pattern <= 0 {
		return false
	}
	move := min(pattern, len(c.head)-1-c.dated)
	next.head = append(next.head, c.head[len(c.head)-move:]...)
	c.head = c.head[:len(c.head)-move]
	return true
}

// headReadAsItems: pasted, the next entry's undated head lines (its
// company) may have been read as the last items of this one: as many short
// lines as the first entry has above its date (this one, when it is the
// first), neither bullet nor prose, move back to the head they open.
func headReadAsItems(s *splitter, a step, next *entry) bool {
	c := a.cur
	if !a.kind.dated || c.dated < 0 || a.l.style != "" || max(s.pattern, c.dated) <= 0 {
		return false
	}
	pattern := s.pattern
	if pattern < 0 {
		pattern = c.dated
	}
	move := 0
	for move < pattern && move < len(c.body)-1 {
		b := c.body[len(c.body)-1-move]
		if isBody(b, false) || b.gap {
			break
		}
		move++
	}
	if move == pattern {
		next.head = append(next.head, c.body[len(c.body)-move:]...)
		c.body = c.body[:len(c.body)-move]
	}
	return true
}
