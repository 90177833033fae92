package parse

import (
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

// dropFurniture removes page headers and footers: lines near the top or
// bottom edge that are page numbers or "last updated" notes, and lines there
// that repeat on several pages once digits are ignored ("Jane Doe – 2/3",
// "Curriculum Vitae"). The first page keeps a repeated top line without
// digits, which is the CV's own title or name. In a document of several
// pages, a line that is only the page's own mark ("2/3", "Page 2") goes
// wherever it stands.
func dropFurniture(pages []Page, perPage [][]line) {
	zone := func(p Page, l line) (top, bottom bool) {
		if p.Height <= 0 {
			return false, false
		}
		return l.y > 0.9*p.Height, l.y < 0.1*p.Height
	}
	seen := map[string]map[int]bool{}
	for i, lines := range perPage {
		for _, l := range lines {
			if top, bottom := zone(pages[i], l); top || bottom {
				k := furnitureKey(l.flat())
				if seen[k] == nil {
					seen[k] = map[int]bool{}
				}
				seen[k][i] = true
			}
		}
	}
	for i, lines := range perPage {
		kept := lines[:0]
		for _, l := range lines {
			if len(pages) > 1 && isPageMark(l.flat(), i+1, len(pages)) {
				continue
			}
			top, bottom := zone(pages[i], l)
			if top || bottom {
				t := l.flat()
				repeated := len(seen[furnitureKey(t)]) >= 2
				if i == 0 && top && !strings.ContainsAny(t, "0123456789") {
					repeated = false
				}
				if pageNumberRe.MatchString(fold(t)) || updatedRe.MatchString(t) || repeated {
					continue
				}
			}
			kept = append(kept, l)
		}
		perPage[i] = kept
	}
}

func furnitureKey(s string) string {
	return fold(strings.Map(func(r rune) rune {
		if unicode.IsDigit(r) {
			return ' '
		}
		return unicode.ToLower(r)
	}, s))
}
