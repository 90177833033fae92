package parse

import (
	"math"
	"regexp"
	"strconv"
	"strings"
	"unicode"
)

var (
	pageNumberRe = regexp.MustCompile(`(?i)^[-–(]?\s*(?:page|seite|página|pagina|p\.)?\s*\d{1,3}\s*(?:(?:/|of|von|de|sur)\s*\d{1,3})?\s*[-–)]?$`)
	updatedRe    = regexp.MustCompile(`(?i)\b(?:last updated|updated on|zuletzt aktualisiert|stand:|actualizado|mis à jour)\b`)
	// pageMarkRe is an explicit page mark: "2/3", "Page 2", "Seite 2 von 3".
	pageMarkRe = regexp.MustCompile(`(?i)^[-–(]?\s*(?:(?:page|seite|página|pagina|p\.)\s*(\d{1,3})(?:\s*(?:/|of|von|de|sur)\s*(\d{1,3}))?|(\d{1,3})\s*/\s*(\d{1,3}))\s*[-–)]?$`)
)

// isPageMark reports whether t marks page n (from 1) of a document of
// total pages: such a line is furniture wherever the page template put it
// (moderncv prints "1/2" above its bottom margin, far from the edge).
func isPageMark(t string, n, total int) bool {
	m := pageMarkRe.FindStringSubmatch(fold(t))
	if m == nil {
		return false
	}
	num, of := m[1]+m[3], m[2]+m[4]
	if num != strconv.Itoa(n) {
		return false
	}
	return of == "" || of == strconv.Itoa(total)
}

// dropFurniture removes page headers and footers before the lines reach the
// CV box and the parser. Near the top or bottom edge it drops page numbers,
// "last updated" notes and running lines: a line that stands at the same
// place on most pages with the same text once digits are ignored ("Jane Doe
// – Curriculum Vitae – 2", a confidentiality note). The first page keeps its
// occurrence when nothing else on that page says it, for then it is the CV's
// own header (a name and contacts typed into the page header, above). In a document
// of several pages, a line that is only the page's own mark ("2/3", "Page 2")
// goes wherever it stands.
func dropFurniture(pages []Page, perPage [][]line) {
	running := runningLines(pages, perPage)
	for i, lines := range perPage {
		kept := lines[:0]
		for j, l := range lines {
			if len(pages) > 1 && isPageMark(l.flat(), i+1, len(pages)) {
				continue
			}
			if at, ok := edgeBand(pages[i], l); ok {
				t := l.flat()
				if pageNumberRe.MatchString(fold(t)) || updatedRe.MatchString(t) {
					continue
				}
				if running[i][j] && !(i == 0 && at >= 0 && ownHeader(l, lines, running[0])) {
					continue
				}
			}
			kept = append(kept, l)
		}
		perPage[i] = kept
	}
}

// edgeBand says whether l lies near the top or bottom edge of its page, and
// how far from that edge, signed so that the two bands never meet.
func edgeBand(p Page, l line) (float64, bool) {
	switch {
	case p.Height <= 0:
		return 0, false
	case l.y > 0.9*p.Height:
		return p.Height - l.y, true
	case l.y < 0.1*p.Height:
		return -l.y, true
	}
	return 0, false
}

// runningLines marks, page by page, the edge lines that recur at the same
// place (within half a line) with the same text on more than half of the
// pages, and on two at least.
func runningLines(pages []Page, perPage [][]line) [][]bool {
	type spot struct {
		page    int
		at, tol float64
	}
	spots := map[string][]spot{}
	for i, lines := range perPage {
		for _, l := range lines {
			if at, ok := edgeBand(pages[i], l); ok {
				k := furnitureKey(l.flat())
				spots[k] = append(spots[k], spot{i, at, math.Max(2, 0.5*l.size)})
			}
		}
	}
	need := max(2, len(pages)/2+1)
	out := make([][]bool, len(perPage))
	for i, lines := range perPage {
		out[i] = make([]bool, len(lines))
		for j, l := range lines {
			at, ok := edgeBand(pages[i], l)
			if !ok {
				continue
			}
			on := map[int]bool{}
			for _, s := range spots[furnitureKey(l.flat())] {
				if math.Abs(s.at-at) <= math.Max(s.tol, 0.5*l.size) {
					on[s.page] = true
				}
			}
			out[i][j] = len(on) >= need
		}
	}
	return out
}

// ownHeader reports whether a running line of the first page is the CV's
// header there: no other line of the page holds its text or is held in it,
// as the big name under a small running "Jane Doe – CV" is.
func ownHeader(l line, lines []line, running []bool) bool {
	k := furnitureKey(l.flat())
	for j, o := range lines {
		if running[j] {
			continue
		}
		for _, c := range o.cells {
			ok := furnitureKey(c.s)
			if len([]rune(ok)) < 4 || !strings.ContainsFunc(ok, unicode.IsLetter) {
				continue
			}
			if strings.Contains(k, ok) || strings.Contains(ok, k) {
				return false
			}
		}
	}
	return true
}

func furnitureKey(s string) string {
	return fold(strings.Map(func(r rune) rune {
		if unicode.IsDigit(r) {
			return ' '
		}
		return unicode.ToLower(r)
	}, s))
}
