package parse

import (
	"math"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/shortlist/shortlist/wasm/internal/vocab"
)

// joinRightAlignedWrap: a line of a right-aligned column that a narrow
// column broke ("Bachelor, Statistik und" over "Wirtschaftsinformatik",
// "Gestión del" over "tiempo", "Stakeholder-" over "Management"): p and
// l, one box each in one type, end at the same edge but start apart, and
// p ends with a word or sign that waits for more or with a hyphen after a
// letter. A right-aligned list's items end at one edge too, so without
// that sign two items stay two (actual sets its skills, degrees and
// schools so).
func joinRightAlignedWrap(p *line, l line, c *wrapCtx) bool {
	if !sameBlock(p, l) || len(p.cells) != 1 {
		return false
	}
	a, b := &p.cells[0], l.cells[0]
	if a.style != b.style || math.Abs(p.size-l.size) > 0.5 || math.Abs(a.x1-b.x1) > 1.5 || math.Abs(a.x0-b.x0) <= 2 {
		return false
	}
	if !waitsForMore(a.s) {
		return false
	}
	a.s = joinText(strings.TrimSpace(a.s), strings.TrimSpace(b.s), c.words)
	a.x0 = math.Min(a.x0, b.x0)
	return true
}

// waitsForMore reports whether s, a line of two words or more or one
// hyphenated word, ends where no item ends: with a joining word ("und",
// "de", "et", "y"), an ampersand, or a hyphen right after a letter.
func waitsForMore(s string) bool {
	s = strings.TrimSpace(s)
	if strings.HasSuffix(s, "-") && len(s) > 2 {
		r, _ := utf8.DecodeLastRuneInString(s[:len(s)-1])
		return unicode.IsLetter(r)
	}
	i := strings.LastIndexByte(s, ' ')
	if i < 0 {
		return false
	}
	last := strings.ToLower(s[i+1:])
	return last == "&" || vocab.Joining(last)
}

// joinRightAlignedCellWrap: the same wrap in one of a row's boxes, where
// right-aligned lists stand side by side and rows read across them
// (actual's skills in two narrow columns: "Veille de ⇥ Cartographie" over
// "marché"): l's one box ends at the edge of one of p's boxes,
// starts apart from it, stays left of the next box, in its type, and that
// box waits for more. The box goes on; the row keeps its other boxes.
func joinRightAlignedCellWrap(p *line, l line, c *wrapCtx) bool {
	if !sameBlock(p, l) || len(p.cells) < 2 || math.Abs(p.size-l.size) > 0.5 {
		return false
	}
	b := l.cells[0]
	for k := range p.cells {
		a := p.cells[k]
		if math.Abs(a.x1-b.x1) > 1.5 || math.Abs(a.x0-b.x0) <= 2 || a.style != b.style {
			continue
		}
		if k+1 < len(p.cells) && b.x1 >= p.cells[k+1].x0 || k > 0 && b.x0 <= p.cells[k-1].x1 || !waitsForMore(a.s) {
			return false
		}
		p.cells = append([]cell(nil), p.cells...)
		p.cells[k].s = joinText(strings.TrimSpace(a.s), strings.TrimSpace(b.s), c.words)
		p.cells[k].x0 = math.Min(a.x0, b.x0)
		return true
	}
	return false
}

// joinRightAlignedDegreeWrap: a degree's area that a narrow right-aligned
// column broke where no word waits ("Bachelor, Statistik und Daten" over
// "Analyse", "Master, Gestión y" over "Finanzas" is joinRightAlignedWrap's):
// p and l, one box each in one type, end at the same edge but start
// apart, p names a degree, l is no degree, school or date, and l's first
// word would not have fitted in the room left of p in its column block.
// A right-aligned list's items of one word stand alike, but a list's next
// item under a degree is set in the school's type (actual).
func joinRightAlignedDegreeWrap(p *line, l line, c *wrapCtx) bool {
	if !sameBlock(p, l) || len(p.cells) != 1 {
		return false
	}
	a, b := &p.cells[0], l.cells[0]
	if a.style != b.style || math.Abs(p.size-l.size) > 0.5 || math.Abs(a.x1-b.x1) > 1.5 || math.Abs(a.x0-b.x0) <= 2 {
		return false
	}
	t := strings.TrimSpace(b.s)
	if !isDegree(a.s) || isDegree(t) || isInstitution(t) || mayHoldDate(t) || startsWithBullet(t) {
		return false
	}
	left, ok := c.left[p.group]
	if !ok || a.x0-left >= firstWordWidth(b) {
		return false
	}
	a.s = joinText(strings.TrimSpace(a.s), t, c.words)
	a.x0 = math.Min(a.x0, b.x0)
	return true
}
