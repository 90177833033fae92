package parse

import (
	"math"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/shortlist/shortlist/wasm/internal/vocab"
	"github.com/shortlist/shortlist/wasm/lexicon"
)

// A column of names set one a line (the skills of a sidebar or a grid, a
// theme's tags stacked in a narrow column) is no paragraph: a name that
// reaches the column's right edge does not go on in the next name, though
// the column is so narrow that the next one's first word would not have
// fitted after it. The pitch tells: names stand at one even pitch, and a
// name that did wrap has its rest at a tighter pitch than the names'.

// nameLine reports whether s reads as one name of a list: one to four
// words starting with a capital or a digit, no sentence, and no word that
// waits for more at its end ("Communication &", "Gestion de").
func nameLine(s string) bool {
	s = strings.TrimSpace(s)
	ws := strings.Fields(s)
	first, _ := utf8.DecodeRuneInString(s)
	if len(ws) == 0 || len(ws) > 4 || !unicode.IsUpper(first) && !unicode.IsDigit(first) {
		return false
	}
	last, _ := utf8.DecodeLastRuneInString(s)
	if strings.ContainsRune(",;:.-&/", last) || !unicode.IsLetter(last) && !unicode.IsDigit(last) && last != ')' && last != '+' && last != '#' {
		return false
	}
	return !vocab.Joining(strings.ToLower(ws[len(ws)-1])) && !strings.Contains(s, "@") && !hasURL(s)
}

// nameAt reports whether lines[k] is a name of a one-box line at left edge
// x in style st on page pg and block g.
func (c *wrapCtx) nameAt(k int, x float64, st string, pg, g int) bool {
	if k < 0 || k >= len(c.lines) {
		return false
	}
	n := c.lines[k]
	return len(n.cells) == 1 && n.page == pg && n.group == g && n.cells[0].style == st && math.Abs(n.x0()-x) <= 2 && nameLine(n.cells[0].s)
}

// listPitches are the pitches of the names right above the line joined and
// right below it in the same list (0 where there is none): the line above
// p's last line and the line under l.
func (c *wrapCtx) listPitches(l line) (above, below float64) {
	i := c.at
	x, st := l.x0(), l.cells[0].style
	if c.nameAt(i-2, x, st, l.page, l.group) && c.nameAt(i-1, x, st, l.page, l.group) {
		above = c.lines[i-2].y - c.lines[i-1].y
	}
	if c.nameAt(i+1, x, st, l.page, l.group) && !c.lines[i+1].gap {
		below = l.y - c.lines[i+1].y
	}
	return above, below
}

// namesApart reports whether l, a one-box line under p, is the next name
// of a list of names set at an even pitch, not the wrapped rest of p's
// last box: both are names at one left edge in one style, and the name
// above p's line or the one under l stands as far from its neighbour
// (within a point) as l stands from p's line. A line cut after its dash
// is no whole name.
func (c *wrapCtx) namesApart(p line, l line) bool {
	last := p.cells[len(p.cells)-1]
	if len(p.cells) != 1 || c.lines == nil || !nameLine(last.s) || !nameLine(l.cells[0].s) || last.style != l.cells[0].style || math.Abs(last.x0-l.x0()) > 2 || brokenAfterDash(last.s) {
		return false
	}
	d := c.aboveY - l.y
	above, below := c.listPitches(l)
	return above > 0 && math.Abs(above-d) <= 1 || below > 0 && math.Abs(below-d) <= 1
}

// joinWrappedName: the rest of a name wrapped in a narrow column of names
// stands closer to it than the names stand apart ("LinkedIn Sales" over
// "Navigator" 11 points apart in a list of tags 17 points apart): the line
// is the name's wrap when its pitch is under four fifths of the list's.
func joinWrappedName(p *line, l line, c *wrapCtx) bool {
	if !sameBlock(p, l) || len(p.cells) != 1 || c.lines == nil {
		return false
	}
	last := &p.cells[0]
	if !nameLine(last.s) || !nameLine(l.cells[0].s) || last.style != l.cells[0].style || math.Abs(last.x0-l.x0()) > 2 {
		return false
	}
	above, below := c.listPitches(l)
	pitch := math.Max(above, below)
	if above > 0 && below > 0 {
		pitch = math.Min(above, below)
	}
	if pitch == 0 || c.aboveY-l.y >= 0.8*pitch {
		return false
	}
	last.s = joinText(last.s, l.cells[0].s, c.words)
	last.x1 = math.Max(last.x1, l.x1())
	return true
}

// startsWithName reports whether w, a line's first word, is a name rather
// than the verb or noun that opens a list item: an acronym of capitals
// ("AWS", "ARR") or a tool the lexicon knows ("Python", "Ansible"), the
// rest of an item wrapped before it ("… managing multi-region" then "AWS
// infrastructure for a SaaS platform"; slick). In a line set in capitals
// (b, the whole line) no word is an acronym.
func startsWithName(w, b string) bool {
	if utf8.RuneCountInString(w) >= 2 && strings.ToUpper(w) == w && strings.ToLower(w) != w && strings.ToUpper(b) != b {
		return true
	}
	t, ok := lexicon.Lookup(w)
	return ok && t.Kind == lexicon.Tool
}
