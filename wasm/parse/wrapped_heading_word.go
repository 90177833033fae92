package parse

import (
	"math"
	"strings"

	"github.com/shortlist/shortlist/wasm/internal/vocab"
)

// wrappedHeadingWord reports whether l, which reads as a section title
// ("databases", "community-focused projects"), is rather the wrapped end
// of the item above it in an entry section: one box starting in lower
// case, in the type of the line above (pasted: with no gap before it),
// under a line that ends no sentence (actual prints its highlights in a
// narrow column, so an item's last word often stands alone). A title set
// in lower case has its own type and stays a title.
func wrappedHeadingWord(prev, l line, cur kind) bool {
	switch cur {
	case kindExperience, kindEducation, kindProjects, kindVolunteering:
	default:
		return false
	}
	if len(l.cells) != 1 || !startsLower(strings.TrimSpace(l.cells[0].s)) || len(prev.cells) == 0 {
		return false
	}
	if l.style != prev.style || l.style == "" && l.gap {
		return false
	}
	end := strings.TrimSpace(prev.cells[len(prev.cells)-1].s)
	return end != "" && !strings.ContainsAny(end[len(end)-1:], ".:!?")
}

// joinAfterWaitingWord: a line that ends with a word waiting for more
// ("… le suivi des", "… and") and a line under it in its type starting in
// lower case, where its text starts, are one line whatever their widths:
// an item cut short of the margin by a narrow column (class, actual).
func joinAfterWaitingWord(p *line, l line, c *wrapCtx) bool {
	if !sameBlock(p, l) || len(p.cells) != 1 || !startsLower(l.cells[0].s) || l.cells[0].style != p.cells[0].style {
		return false
	}
	last := &p.cells[0]
	a := strings.TrimSpace(last.s)
	if !vocab.Joining(strings.ToLower(a[strings.LastIndexByte(a, ' ')+1:])) || !strings.Contains(a, " ") || !underText(*p, *last, l) {
		return false
	}
	last.s = joinText(last.s, l.cells[0].s, c.words)
	last.x1 = math.Max(last.x1, l.x1())
	return true
}

// joinCapitalAfterWaitingWord: a line that ends with a word waiting for
// more ("… von Vertriebsprozessen und") and fills its list's measure, and
// a line under it in its type starting with a capital where its text
// starts ("Preisstrategien"), are one line: German writes its nouns with
// a capital, so the rest of an item wrapped in a padded list looks like
// the next item (slick, even, kendall, onepage). A compound broken at its
// hyphen ("… mit Makro-" over "Vorlagen") waits too (waitsForMore). An
// item ends with no such word; a line short of the measure keeps the line
// under it apart.
func joinCapitalAfterWaitingWord(p *line, l line, c *wrapCtx) bool {
	if !sameBlock(p, l) || len(p.cells) != 1 || !startsUpper(l.cells[0].s) || l.cells[0].style != p.cells[0].style {
		return false
	}
	last := &p.cells[0]
	a := strings.TrimSpace(last.s)
	if !waitsForMore(a) || !strings.Contains(a, " ") || !underText(*p, *last, l) ||
		!c.fillsMeasure(*last, l) && !reachesMargin(*last, l, c) {
		return false
	}
	last.s = joinText(last.s, l.cells[0].s, c.words)
	last.x1 = math.Max(last.x1, l.x1())
	return true
}
