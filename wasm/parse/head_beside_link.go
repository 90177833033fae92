package parse

import (
	"math"
	"strings"
)

// joinHeadBesideLink: a head box that wraps beside the entry's web
// address on its row: "Responsable de la ⇥ https://www.acme.fr
// (https://www.acme.fr)" then "réussite client" under it, in the head's
// font, where its first word did not fit before the address (flat sets an
// entry's position in a narrow cell beside its website). The wrap may run
// on under the address, whose box holds one line (flat floats the website
// right of the position: "Lead" beside it, "Platform Reliability
// Engineer" under both). The address stays a box of its own.
func joinHeadBesideLink(p *line, l line, c *wrapCtx) bool {
	if len(p.cells) != 2 || !sameBlock(p, l) || l.cells[0].style != p.cells[0].style || !linkBox(p.cells[1].s) {
		return false
	}
	head, link := &p.cells[0], p.cells[1]
	if math.Abs(l.x0()-head.x0) > 2 || head.x1+firstWordWidth(l.cells[0]) < link.x0-minGutter {
		return false
	}
	if startsWithBullet(l.cells[0].s) || len(strings.Fields(l.cells[0].s)) > 4 || isDateOnly(l.cells[0].s) || linkBox(l.cells[0].s) {
		return false
	}
	head.s = joinText(head.s, l.cells[0].s, c.words)
	return true
}

// linkBox reports whether every word of s is a web address, bare or in
// parentheses ("https://www.acme.fr (https://www.acme.fr)").
func linkBox(s string) bool {
	ws := strings.Fields(s)
	for _, w := range ws {
		if w = strings.Trim(w, "()"); strings.Contains(w, "@") || !hasURL(w) {
			return false
		}
	}
	return len(ws) > 0
}
