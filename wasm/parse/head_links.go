package parse

import (
	"regexp"
	"strings"
)

// headLinkRe is a web address written out in an entry's head, bare or in
// parentheses, with a scheme or "www." ("https://www.acme.fr
// (https://www.acme.fr)").
var headLinkRe = regexp.MustCompile(`\(?\b(?:https?://|www\.)[^\s()]+\)?`)

// withoutLinks is a part of an experience's head without the web
// addresses written in it: flat prints the employer's website beside the
// position, close enough to share its box ("Junior https://www.acme.com
// (https://www.acme.com)"), or on the position's row alone; neither is a
// position or a company. "" when nothing else is left.
func withoutLinks(p string) string {
	if !strings.Contains(p, "://") && !strings.Contains(p, "www.") {
		return p
	}
	return strings.Join(strings.Fields(headLinkRe.ReplaceAllString(p, " ")), " ")
}
