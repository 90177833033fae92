package parse

import (
	"math"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/shortlist/shortlist/wasm/internal/vocab"
)

// mergeLabels re-joins date labels that wrap in a narrow margin column:
// "2017 –" on one line and "Present" under it become "2017 – Present".
func mergeLabels(lines []line) []line {
	out := lines[:0]
	for i := 0; i < len(lines); i++ {
		l := lines[i]
		if i+1 < len(lines) && len(l.cells) >= 2 && dashEndRe.MatchString(l.cells[0].s) {
			n := lines[i+1]
			if n.page == l.page && n.group == l.group && n.cells[0].x1 < l.cells[1].x0 && isOpenOnly(n.cells[0].s) {
				l.cells[0].s += " " + n.cells[0].s
				if len(n.cells) == 1 {
					i++
				} else {
					lines[i+1].cells = n.cells[1:]
				}
			}
		}
		out = append(out, l)
	}
	return out
}

// joinRangeHalves re-joins a date range whose two halves a theme prints
// in two boxes of one row of its gutter ("2018-07-01" and "TO 2021-02-28";
// paper): as two cells of one line, or as the first cell of a line and a
// line of its own on the same row. The second half opens with the range's
// separator (secondHalfRe), so a date beside a date stays apart.
func joinRangeHalves(lines []line) []line {
	out := lines[:0]
	for i := 0; i < len(lines); i++ {
		l := lines[i]
		if len(l.cells) >= 2 && rangeHalves(l.cells[0], l.cells[1]) {
			l.cells[0].s += " " + l.cells[1].s
			l.cells[0].x1 = l.cells[1].x1
			l.cells = append(l.cells[:1], l.cells[2:]...)
		}
		if i+1 < len(lines) {
			n := lines[i+1]
			if len(n.cells) == 1 && n.page == l.page && math.Abs(n.y-l.y) < 1 && rangeHalves(l.cells[0], n.cells[0]) {
				l.cells[0].s += " " + n.cells[0].s
				i++
			}
		}
		out = append(out, l)
	}
	return out
}

// rangeHalves reports whether box a holds one date point alone and box b,
// just right of it, the rest of a range: a separator and a point or an
// open end ("TO PRESENT", "– 2020", "bis heute").
func rangeHalves(a, b cell) bool {
	return b.x0 >= a.x1 && b.x0-a.x1 < 12 && isOpenOnly(strings.TrimSpace(a.s)) && mayHoldDate(a.s) && secondHalfRe.MatchString(strings.TrimSpace(b.s))
}

// secondHalfRe is the second half of a date range: a separator, then a
// point or an open end.
var secondHalfRe = regexp.MustCompile(`(?i)^(?:-+|–|—|to|until|bis|hasta|au|à|a|al|jusqu'(?:à|en))\s*(?:` + pointRe + `|` + openRe + `)$`)

// markGaps flags lines that follow a vertical gap wider than usual line
// spacing, or start a new page or column.
func markGaps(lines []line) {
	for i := 1; i < len(lines); i++ {
		p, l := lines[i-1], lines[i]
		lines[i].gap = p.page != l.page || p.group != l.group || p.y-l.y > 1.7*math.Max(p.size, l.size)
	}
}

// joinWrapped joins lines that wrap: a line whose last text box reaches the
// right margin of its column, followed by a one-box line that starts where
// that box's text starts (under the text of a bullet, not under the bullet).
// Hyphenated breaks lose their hyphen unless the second half is a word of its
// own elsewhere in the CV ("community-driven" stays, "Devel-oping" goes).
// Each case is a named rule of joinRules, tried in turn.
func joinWrapped(lines []line) []line {
	c := wrapContext(lines)
	var out []line
	c.lines = lines
	for i, l := range lines {
		if n := len(out); n > 0 {
			c.aboveY, c.at = lines[i-1].y, i
			if joinsAbove(&out[n-1], l, c) {
				continue
			}
		}
		out = append(out, l)
	}
	return out
}

// wrapCtx is what the join rules know of the whole text: the CV's inner
// words (for hyphenation) and the left and right margins of each column
// block.
type wrapCtx struct {
	words       map[string]bool
	left, right map[int]float64
	// textRight is the right edges of the two widest lines of a column
	// block whose text starts at a given x (rounded): a list's own measure.
	textRight map[textEdge][2]float64
	// starts is the left edges of the boxes of each column block, rounded
	// (measure).
	starts map[int]map[int]bool
	aboveY float64 // the height of the line right above the one joined
	// lines are the lines being joined and at the index of the one tried
	// (nil in a rule's test without them: the name-list rules need them).
	lines []line
	at    int
	body  string // the type most text is set in (bodyStyle)
	// tight is the lines that wrap the line above by their spacing
	// (tightWraps), by index in lines.
	tight map[int]bool
}

// textEdge is a column block and the x where its lines' text starts.
type textEdge struct{ group, x int }

// wrapContext measures the margins of each column block, and the right
// edge of the lines by where their text starts.
func wrapContext(lines []line) *wrapCtx {
	c := &wrapCtx{words: innerWords(lines), left: map[int]float64{}, right: map[int]float64{}, textRight: map[textEdge][2]float64{},
		starts: map[int]map[int]bool{}}
	for _, l := range lines {
		if c.starts[l.group] == nil {
			c.starts[l.group] = map[int]bool{}
		}
		for _, b := range l.cells {
			c.starts[l.group][int(math.Round(b.x0))] = true
		}
		if _, ok := c.left[l.group]; !ok {
			c.left[l.group], c.right[l.group] = l.x0(), l.x1()
		}
		c.left[l.group], c.right[l.group] = math.Min(c.left[l.group], l.x0()), math.Max(c.right[l.group], l.x1())
		k := textEdge{l.group, int(math.Round(textStart(l.cells[0])))}
		r, x := c.textRight[k], l.cells[0].x1
		switch {
		case x > r[0]:
			r = [2]float64{x, r[0]}
		case x > r[1]:
			r[1] = x
		}
		c.textRight[k] = r
	}
	c.body = bodyStyle(lines)
	c.tight = tightWraps(lines)
	return c
}

// bodyStyle is the type most text is set in (counted in letters): the
// running text's, not a head's.
func bodyStyle(lines []line) string {
	n, best := map[string]int{}, ""
	for _, l := range lines {
		for _, b := range l.cells {
			n[l.style] += len(b.s)
		}
		if n[l.style] > n[best] || n[l.style] == n[best] && l.style < best {
			best = l.style
		}
	}
	return best
}

// widest is the right edge of the widest line of block g whose text
// starts at x (within 2 points).
func (c *wrapCtx) widest(g int, x float64) float64 {
	k := int(math.Round(x))
	right := 0.0
	for d := -2; d <= 2; d++ {
		right = math.Max(right, c.textRight[textEdge{g, k + d}][0])
	}
	return right
}

// measure is widest, unless the widest line's box runs over the left
// edge where other boxes of the block start, 100 points or more right of
// its own start (a wrap and the other column's item of a list set in two
// columns, printed too close to part; actual): the second widest then.
func (c *wrapCtx) measure(g int, x float64) float64 {
	k := int(math.Round(x))
	var right [2]float64
	for d := -2; d <= 2; d++ {
		for _, v := range c.textRight[textEdge{g, k + d}] {
			switch {
			case v > right[0]:
				right = [2]float64{v, right[0]}
			case v > right[1]:
				right[1] = v
			}
		}
	}
	for s := range c.starts[g] {
		if float64(s) >= x+100 && float64(s) < right[0]-2 && right[1] > 0 {
			return right[1]
		}
	}
	return right[0]
}

// fillsMeasure reports whether box last, an item's line, ends so near the
// right edge of the widest line whose text starts where its text does that
// l's first word would not have fitted after it: a list narrower than its
// column block (a theme's padded list) wraps at its own measure. Two lines
// must reach that measure (within a tenth), or one line would set it.
func (c *wrapCtx) fillsMeasure(last cell, l line) bool {
	x := int(math.Round(textStart(last)))
	var right [2]float64
	for d := -2; d <= 2; d++ {
		for _, v := range c.textRight[textEdge{l.group, x + d}] {
			switch {
			case v > right[0]:
				right = [2]float64{v, right[0]}
			case v > right[1]:
				right[1] = v
			}
		}
	}
	measure := right[0] - textStart(last)
	return right[1]-textStart(last) >= 0.9*measure && last.x1+firstWordWidth(l.cells[0]) >= right[0]-2
}

// joinRule is one named case of joinWrapped: join joins line l into p, the
// line above it, and reports whether it did.
type joinRule struct {
	name string
	join func(p *line, l line, c *wrapCtx) bool
}

// joinRules are tried in turn; the first that joins is the only one.
var joinRules = []joinRule{
	{"wrapped name in a list of names", joinWrappedName},
	{"wrapped line", joinWrappedLine},
	{"head wrapped beside its date", joinHeadBesideDate},
	{"head wrapped beside its link", joinHeadBesideLink},
	{"broken section title", joinBrokenTitle},
	{"wrapped item across a gap", joinItemAcrossGap},
	{"item wrapped over a page break", joinItemOverPage},
	{"wrap at the bullet's edge", joinWrapAtBulletEdge},
	{"wrap under a first-line indent", joinUnderFirstLineIndent},
	{"wrap after a word that waits", joinAfterWaitingWord},
	{"capital wrap after a word that waits", joinCapitalAfterWaitingWord},
	{"right-aligned wrap after a word that waits", joinRightAlignedWrap},
	{"right-aligned wrap in a row's box", joinRightAlignedCellWrap},
	{"right-aligned wrap of a degree's area", joinRightAlignedDegreeWrap},
	{"list wrapped inside an item", joinListWrapMidItem},
	{"item across list columns", joinItemAcrossColumns},
	{"lower-case wrap under a written bullet", joinLowerUnderBullet},
	{"wrap in a spaced list", joinWrapInSpacedList},
	{"wrap at its list's line spacing", joinAtListSpacing},
	{"head of lines set apart", joinHeadSetApart},
	{"head run over its dates", joinHeadRunOverDates},
}

// joinsAbove joins l into p by the first of joinRules that applies.
func joinsAbove(p *line, l line, c *wrapCtx) bool {
	for _, r := range joinRules {
		if r.join(p, l, c) {
			return true
		}
	}
	return false
}

// sameBlock reports whether l is a one-box line right under p in the same
// column block, with no gap above it.
func sameBlock(p *line, l line) bool {
	return p.page == l.page && p.group == l.group && !l.gap && len(l.cells) == 1
}

// joinWrappedLine: l is no list item or group label, p's last box reaches
// the right margin where l's first word would not have fitted, l starts
// under that box's text in the same type, and l does not open the next
// item of a list whose bullets are drawn (opensItem). A skill level alone
// ("Advanced" over its group's tags in a narrow sidebar) is a label, not
// text that wraps, a web address of its own no wrap (addressOfItsOwn), nor
// a head's line of dates in another type (datesUnderHead).
func joinWrappedLine(p *line, l line, c *wrapCtx) bool {
	if !sameBlock(p, l) || startsWithBullet(l.cells[0].s) && !rangeGoesOn(p.cells[len(p.cells)-1].s, l.cells[0].s) || groupLabelRe.MatchString(l.cells[0].s) || c.namesApart(*p, l) || isSkillLevel(p.cells[len(p.cells)-1].s) || addressOfItsOwn(l.cells[0].s) {
		return false
	}
	last := &p.cells[len(p.cells)-1]
	if datesUnderHead(*last, l) {
		return false
	}
	if !reachesMargin(*last, l, c) && !((startsWithBullet(last.s) || goesOn(*last, l.cells[0].s) || c.indentedList(*p, *last, l)) && c.fillsMeasure(*last, l)) && !listWrapsLower(*last, l, c) || !underText(*p, *last, l) || len(p.cells) == 1 && !startsWithBullet(last.s) && opensItem(last.s, l.cells[0].s) {
		return false
	}
	last.s = joinText(last.s, l.cells[0].s, c.words)
	last.x1 = l.x1()
	return true
}

// indentedList reports whether box last, p's only box, is prose indented
// from its column block's left edge, as a list's items are under their
// entry's head, and l, no contact line, ends well short of the list's
// measure: the last line of a two-line item, whatever its first letter
// (German nouns: "… im DACH-" then "Raum"). A line as wide as the list is
// rather the next item.
func (c *wrapCtx) indentedList(p line, last cell, l line) bool {
	if len(p.cells) != 1 || len(strings.Fields(last.s)) < 6 || strings.Contains(l.cells[0].s, "@") || hasURL(l.cells[0].s) {
		return false
	}
	start := textStart(last)
	right := c.widest(p.group, start)
	return start >= c.left[p.group]+minGutter && l.x1() <= right-0.25*(right-start)
}

// goesOn reports whether s, the line under box last, goes on with last's
// sentence: it starts in lower case and is no e-mail or web address (a
// contact line under a title), and last is a line of prose, four words or
// more (German writes a list's line in five: "Prüfung von Miet- und
// Kaufverträgen" over "inklusive …"; the caller also wants last to fill its
// list's measure).
func goesOn(last cell, s string) bool {
	return startsLower(s) && !strings.Contains(s, "@") && !hasURL(s) && len(strings.Fields(last.s)) >= 4
}

// startsLower reports whether s starts with a lower-case letter: the rest
// of a sentence, not the start of an item.
func startsLower(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsLower(r)
}

// reachesMargin reports whether box last ends so near the right margin of
// l's column that l's first word would not have fitted after it, and fills
// at least 45 % of the column.
func reachesMargin(last cell, l line, c *wrapCtx) bool {
	width := c.right[l.group] - c.left[l.group]
	return last.x1+firstWordWidth(l.cells[0]) >= c.right[l.group]-2 && last.x1-last.x0 >= 0.45*width
}

// underText reports whether l starts where the text of p's box last starts
// (after its bullet) and is set in p's type size.
func underText(p line, last cell, l line) bool {
	return math.Abs(l.x0()-textStart(last)) <= 3 && math.Abs(l.size-p.size) <= 1.5
}

// joinHeadBesideDate: a head box that wraps beside its date: "Universidad
// Nacional de Educación a ⇥ 2015 – 2019" then "Distancia" under it, in the
// head's font (the date's may differ), where its first word did not fit
// before the date.
func joinHeadBesideDate(p *line, l line, c *wrapCtx) bool {
	if len(p.cells) < 2 || !sameBlock(p, l) || !inHeadsEndType(p.cells[0], l.cells[0]) || !besideDate(p.cells[1]) {
		return false
	}
	head, date := &p.cells[0], p.cells[1]
	if math.Abs(l.x0()-head.x0) > 2 || l.x1() >= date.x0 || head.x1+firstWordWidth(l.cells[0]) < date.x0-minGutter {
		return false
	}
	if isDateOnly(l.cells[0].s) || len(strings.Fields(l.cells[0].s)) > 3 || isLinkLine(l) {
		return false
	}
	head.s = joinText(head.s, l.cells[0].s, c.words)
	return true
}

// inHeadsEndType reports whether box b is set in head's type or in the
// type head ends in: stackoverflow sets a school after the degree in
// another type on the degree's line ("Bachelor Geography at The
// College of"), and the school wraps in its own type.
func inHeadsEndType(head, b cell) bool {
	return b.style == head.style || head.tail != "" && b.style == head.tail
}

// joinBrokenTitle: a section title broken in a narrow gutter, inside a
// word ("BERUFSERFAHR" "UNG") or between words ("EXPÉRIENCE"
// "PROFESSIONNELLE"), beside its section's first line.
func joinBrokenTitle(p *line, l line, _ *wrapCtx) bool {
	if len(p.cells) < 2 || len(l.cells) != 1 || p.page != l.page || l.gap {
		return false
	}
	head := &p.cells[0]
	if l.cells[0].style != head.style || math.Abs(l.x0()-head.x0) > 2 || l.x1() >= p.cells[1].x0 {
		return false
	}
	t, ok := brokenHeading(head.s, l.cells[0].s)
	if ok {
		head.s = t
	}
	return ok
}

// joinItemAcrossGap: a list item whose lines stand a little further apart
// than the gap markGaps draws (up to 2.5 times the type size): the line is
// a wrap when it starts at the left edge of the item's text, right of the
// item's bullet glyph where the next item would start, and the item
// reaches the right margin (issue 34). Items whose bullets are drawn, not
// written, have no such indent to tell a wrap from the next item.
func joinItemAcrossGap(p *line, l line, c *wrapCtx) bool {
	if !l.gap || p.page != l.page || p.group != l.group || len(l.cells) != 1 || c.aboveY-l.y > 2.5*math.Max(p.size, l.size) {
		return false
	}
	last := &p.cells[len(p.cells)-1]
	if !startsWithBullet(last.s) || startsWithBullet(l.cells[0].s) || groupLabelRe.MatchString(l.cells[0].s) {
		return false
	}
	if l.x0() < last.x0+3 || !underText(*p, *last, l) || !reachesMargin(*last, l, c) && !c.fillsMeasure(*last, l) {
		return false
	}
	last.s = joinText(last.s, l.cells[0].s, c.words)
	last.x1 = l.x1()
	return true
}

// joinWrapAtBulletEdge: a list item with a written bullet ("- Partner
// with …") whose wrapped lines start at the bullet's left edge, not under
// its text (no hanging indent, as some themes print): a line in the item's
// font at that edge with no bullet of its own is the item's wrap when the
// item reaches the right margin; the next item starts with its bullet
// (issue 34).
func joinWrapAtBulletEdge(p *line, l line, c *wrapCtx) bool {
	if !sameBlock(p, l) || startsWithBullet(l.cells[0].s) && !rangeGoesOn(p.cells[len(p.cells)-1].s, l.cells[0].s) || groupLabelRe.MatchString(l.cells[0].s) {
		return false
	}
	last := &p.cells[len(p.cells)-1]
	if !startsWithBullet(last.s) || l.cells[0].style != last.style || math.Abs(l.x0()-last.x0) > 2 || math.Abs(l.size-p.size) > 1.5 {
		return false
	}
	// The item reaches the column's margin, or the list's own measure (a
	// list set in two columns, read one after the other: listColumns).
	right := math.Max(c.measure(l.group, last.x0), c.measure(l.group, textStart(*last)))
	if !reachesMargin(*last, l, c) && last.x1+firstWordWidth(l.cells[0]) < right-2 {
		return false
	}
	last.s = joinText(last.s, l.cells[0].s, c.words)
	last.x1 = l.x1()
	return true
}

// joinUnderFirstLineIndent: items printed without bullets whose first
// line is indented and whose wraps start left of it (paper's highlights:
// the first line at 225.6, its wraps at 212.8): a line in the item's font
// and size that starts a little left of the item's first line, by less
// than 2.5 times the type size, is its wrap; the next item starts at the
// indent again (issue 34).
func joinUnderFirstLineIndent(p *line, l line, c *wrapCtx) bool {
	if !sameBlock(p, l) || len(p.cells) != 1 || startsWithBullet(p.cells[0].s) || startsWithBullet(l.cells[0].s) {
		return false
	}
	first := &p.cells[0]
	in := first.x0 - l.x0()
	if in < 3 || in > 2.5*l.size || l.cells[0].style != first.style || math.Abs(l.size-p.size) > 0.5 || groupLabelRe.MatchString(l.cells[0].s) {
		return false
	}
	if math.Abs(first.x1-l.x1()) <= 2 || len(strings.Fields(first.s)) < 6 {
		// Right-aligned lines ("dbt" over "Airflow") or rows of skill
		// tags, not an item's wrap.
		return false
	}
	// The line above was full: l's first word would not have fitted on
	// it, before the right edge of the widest line starting at either edge.
	right := math.Max(c.widest(l.group, first.x0), c.widest(l.group, l.x0()))
	if first.x1+firstWordWidth(l.cells[0]) < right-2 || first.x1-first.x0 < 0.6*(right-first.x0) {
		return false
	}
	first.s = joinText(first.s, l.cells[0].s, c.words)
	first.x1 = l.x1()
	return true
}

// brokenHeading joins the two halves of a section title, with or without a
// space, when the whole is a heading and the first half alone is none or
// one of the same kind ("WORK" "EXPERIENCE").
func brokenHeading(a, b string) (string, bool) {
	first, alone := lookupHeading(a)
	for _, t := range []string{a + b, a + " " + b} {
		if k, ok := lookupHeading(t); ok && (!alone || k == first) {
			return t, true
		}
	}
	return "", false
}

// besideDate reports whether the box right of a head holds a date.
func besideDate(c cell) bool {
	_, _, ok := findDate(c.s)
	return ok
}

// firstWordWidth estimates the width of a box's first word and the space
// before it: had it fitted on the line above, it would stand there.
func firstWordWidth(c cell) float64 {
	n := utf8.RuneCountInString(c.s)
	if n == 0 {
		return 0
	}
	w := strings.IndexByte(c.s, ' ')
	if w < 0 {
		w = len(c.s)
	}
	return (c.x1 - c.x0) * float64(utf8.RuneCountInString(c.s[:w])+1) / float64(n)
}

// textStart is where a box's text starts, after a leading bullet glyph.
func textStart(c cell) float64 {
	if c.tx != 0 {
		return c.tx
	}
	if !startsWithBullet(c.s) {
		return c.x0
	}
	total := utf8.RuneCountInString(c.s)
	rest := strings.TrimLeftFunc(c.s[bulletLen(c.s):], unicode.IsSpace)
	before := total - utf8.RuneCountInString(rest)
	return c.x0 + (c.x1-c.x0)*float64(before)/float64(total)
}

// innerWords lists lower-case words that occur other than at a line start,
// split at hyphens too, for hyphenation decisions.
func innerWords(lines []line) map[string]bool {
	words := map[string]bool{}
	for _, l := range lines {
		for _, c := range l.cells {
			fs := strings.FieldsFunc(c.s, func(r rune) bool { return !unicode.IsLetter(r) })
			for i, f := range fs {
				if i > 0 {
					words[strings.ToLower(f)] = true
				}
			}
		}
	}
	return words
}

// groupLabelRe is a line that opens with a label of a few words and a
// colon ("Kommunikation: Präsentation, …"): a new group, not a wrap.
var groupLabelRe = regexp.MustCompile(`^\p{Lu}[\p{L}&/-]*(?: [\p{L}&/-]+){0,3}: \S`)

// joinText joins a wrapped line to the line before it. A web address or
// email broken inside (no space at the break) is joined without a space, as
// is a compound broken at its hyphen before a capital ("ETL-" "Prozesse").
func joinText(a, b string, words map[string]bool) string {
	// A web address broken after a hyphen or slash goes on in the next
	// line's first word ("linkedin.com/in/julia-" "becker-csm | …").
	if last := a[strings.LastIndexByte(a, ' ')+1:]; hasURL(last) && (strings.HasSuffix(last, "-") || strings.HasSuffix(last, "/")) &&
		!strings.HasPrefix(b, "http") && !strings.HasPrefix(b, "www.") {
		return a + b
	}
	// The rest of an email's domain ("ventaspr" "o.es") may look like an
	// address of its own; a web address's rest may not.
	if last := a[strings.LastIndexByte(a, ' ')+1:]; !strings.Contains(b, " ") && !strings.Contains(b, "@") &&
		(strings.Contains(last, "@") && !strings.HasPrefix(b, "http") && !strings.HasPrefix(b, "www.") && !strings.Contains(b, "/") ||
			hasURL(last) && !hasURL(b)) {
		return a + b
	}
	if suspendedHyphen(a, b) {
		return a + " " + b
	}
	if strings.HasSuffix(a, "-") && len(a) > 1 {
		before, _ := utf8.DecodeLastRuneInString(a[:len(a)-1])
		first, _ := utf8.DecodeRuneInString(b)
		if unicode.IsLetter(before) && unicode.IsUpper(first) {
			return a + b
		}
		if unicode.IsLetter(before) && unicode.IsLower(first) {
			end := strings.IndexFunc(b, func(r rune) bool { return !unicode.IsLetter(r) })
			if end < 0 {
				end = len(b)
			}
			if words[strings.ToLower(b[:end])] || compoundHead(a[:len(a)-1]) {
				return a + b
			}
			return a[:len(a)-1] + b
		}
	}
	return a + " " + b
}

// compoundHeads are first parts that stand before a hyphen in compounds
// and are no word broken at a line end: "cross-" "functional", "self-"
// "service", "co-" "founded", "e-" "commerce" keep their hyphen.
var compoundHeads = wordSet("cross", "self", "co", "non", "multi", "semi", "anti", "inter", "intra", "pre", "post",
	"sub", "e", "ex", "well", "end", "full", "part", "high", "low", "long", "short", "real", "data", "cost", "user",
	"client", "customer", "results", "detail", "hands", "mid", "large", "small", "state", "open", "front", "back",
	"best", "top", "one", "two", "fast", "world", "c", "b2b")

// compoundHead reports whether the last word of a, the text before a
// line-end hyphen, is one of compoundHeads.
func compoundHead(a string) bool {
	return compoundHeads[strings.ToLower(a[strings.LastIndexAny(a, " (/")+1:])]
}

// opensItem reports whether b, under a line ending with a, more likely
// opens the next item of a list whose bullets are drawn, not written, than
// goes on with a: it starts with a capital, and a ends with neither a word
// that waits for what follows ("for", "und", "de") nor a comma. Where the
// first word would not have fitted on the line above, a wrap and a new item
// look the same; measured on the layout corpus, items outnumber
// capitalised wraps (class 3 of issue 27).
//
// Only a line of one box is tried (a head line beside its date wraps as
// it will). Not an item: a first word that is no plain word ("D3.js"), a line of one or two words ("Delhi" under "Indian
// Institute of Technology"), nor the rest of a comma list cut inside its
// last name ("…, Test-Driven" "Development, …"; "Google Cloud" "Platform").
func opensItem(a, b string) bool {
	first, _ := utf8.DecodeRuneInString(b)
	if !unicode.IsUpper(first) || strings.HasSuffix(a, ",") || strings.HasSuffix(a, "-") || len(strings.Fields(b)) < 3 {
		return false
	}
	if w, _, _ := strings.Cut(b, " "); strings.ContainsFunc(w, func(r rune) bool { return !unicode.IsLetter(r) && r != '-' && r != '\'' }) || startsWithName(w, b) {
		// "D3.js for data visualization", "AWS infrastructure for …": a
		// name, not a verb opening an item.
		return false
	}
	if cutInsideListItem(a) || brokenAfterDash(a) {
		return false
	}
	return !vocab.Joining(strings.ToLower(a[strings.LastIndexByte(a, ' ')+1:]))
}

// brokenAfterDash reports whether head a is cut a word or two after the
// dash that parts its title from its place ("Fraud detection with
// ensembles — Journal" over "of Applied Machine Learning" or "Revista" over
// "Iberoamericana de …"): the line under it goes on with that name. A
// tail in capitals is a label set whole ("— PERSONAL PROJECT").
func brokenAfterDash(a string) bool {
	_, tail, ok := strings.Cut(a, " — ")
	return ok && !strings.Contains(tail, " — ") && len(strings.Fields(tail)) <= 2 && !strings.ContainsAny(tail, ".!?:;") &&
		strings.ContainsFunc(tail, unicode.IsLower)
}
