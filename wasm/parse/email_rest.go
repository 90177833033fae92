package parse

import (
	"regexp"
	"strings"
)

// emailRest reports whether pasted line l is the rest of an e-mail address
// that a narrow column broke at the end of line p, inside its domain:
// "maya.rodriguez@datavista" then ".io", "lukas.weber@exampl" then "e.com",
// "CAMILLE.LAURENT@EXAMPL" then "E.FR" (a sidebar is narrower than the lines
// around it, so the width test of rewraps does not see the break). p ends
// with an address whose domain has no dot yet, l is one word in the same
// case, and the two make one address.
func emailRest(p, l line) bool {
	if l.gap || len(l.cells) != 1 || len(p.cells) != 1 {
		return false
	}
	a, b := p.cells[0].s, strings.TrimSpace(l.cells[0].s)
	last := a[strings.LastIndexByte(a, ' ')+1:]
	_, domain, ok := strings.Cut(last, "@")
	if !ok || domain == "" || strings.Contains(domain, ".") || strings.ContainsAny(b, " \t") {
		return false
	}
	return (strings.ToUpper(domain) == domain) == (strings.ToUpper(b) == b) && wholeEmailRe.MatchString(last+b)
}

// wholeEmailRe is an e-mail address and nothing else.
var wholeEmailRe = regexp.MustCompile(`^` + emailRe.String() + `$`)
