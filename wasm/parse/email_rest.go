package parse

import (
	"regexp"
	"strings"
	"unicode"
)

// emailRest reports whether pasted line l is the rest of an e-mail address
// that a narrow column broke at the end of line p, inside its domain:
// "maya.rodriguez@datavista" then ".io", "lukas.weber@exampl" then "e.com",
// "CAMILLE.LAURENT@EXAMPL" then "E.FR" (a sidebar is narrower than the lines
// around it, so the width test of rewraps does not see the break). p ends
// with an address whose domain has no dot yet, l is one word in the same
// case, and the two make one address. A break inside the top-level domain
// ("ROBIN@EXAMPLE.CO" then "M", "ROBIN@BEISPIEL." then "DE") is the rest
// too: see tldRest.
func emailRest(p, l line) bool {
	if l.gap || len(l.cells) != 1 || len(p.cells) != 1 {
		return false
	}
	a, b := p.cells[0].s, strings.TrimSpace(l.cells[0].s)
	last := a[strings.LastIndexByte(a, ' ')+1:]
	_, domain, ok := strings.Cut(last, "@")
	if !ok || domain == "" || strings.ContainsAny(b, " \t") {
		return false
	}
	if strings.Contains(domain, ".") && !tldRest(domain, b) {
		return false
	}
	return (strings.ToUpper(domain) == domain) == (strings.ToUpper(b) == b) && wholeEmailRe.MatchString(last+b)
}

// tldRest reports whether b is the rest of the top-level domain that a
// narrow column cut at the end of domain: letters only, and the domain's
// last label and b together three letters at most ("CO" + "M", "" + "DE").
// A word under a whole address ("….com" over "Berlin") is longer.
func tldRest(domain, b string) bool {
	label := domain[strings.LastIndexByte(domain, '.')+1:]
	for _, r := range b {
		if !unicode.IsLetter(r) {
			return false
		}
	}
	return len(label)+len(b) <= 3
}

// wholeEmailRe is an e-mail address and nothing else.
var wholeEmailRe = regexp.MustCompile(`^` + emailRe.String() + `$`)
