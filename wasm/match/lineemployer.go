package match

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/shortlist/shortlist/wasm/cv"
)

// A dated line often restates an entry's head: "Account Executive, Acme
// Analytics   May 2016 – October 2019". The role read before its dates
// is then the position and the employer, and the employer's name is no
// role: "Analytics" or "Software" in a company's name made an account
// executive a data or software role, and a title the CV never held half
// shown, from the PDF only (pasted, the dates stand apart and the line
// reads no role). The employer is dropped when the line is an entry's
// position, a comma or a link word, then its company (or the start of it, a
// name the page cut).

// linkWords join a position to its employer: "Engineer at Acme",
// "Ingenieur bei Acme", "Ingénieur chez Acme", "Ingeniero en Acme".
var linkWords = []string{"at ", "@ ", "@", "bei ", "chez ", "en ", "in "}

// withoutEmployer returns title without its employer when it reads as an
// experience entry's position followed by its company; else title as it is.
func withoutEmployer(title string, entries []cv.Experience) string {
	lower := lowerInPlace(strings.TrimSpace(title))
	for _, e := range entries {
		pos, co := strings.TrimSpace(e.Position), lowerInPlace(strings.TrimSpace(e.Company))
		if pos == "" || co == "" || !strings.HasPrefix(lower, lowerInPlace(pos)) {
			continue
		}
		rest, ok := afterLink(lower[len(pos):])
		rest = strings.TrimRight(rest, " \t,|–—-:")
		if ok && len(rest) >= 3 && (strings.HasPrefix(co, rest) || strings.HasPrefix(rest, co)) {
			return pos
		}
	}
	return title
}

// afterLink returns s without the comma or link word that opens it, and
// whether s opens so or with a word (a role read around a lone date joins
// the lines "Account Executive" and "Acme Analytics" with a space). A dash
// is no link: after it comes as often the role's field as its employer
// ("Project Manager - Infrastructure", RJDB).
func afterLink(s string) (string, bool) {
	t := strings.TrimLeft(s, " \t")
	if strings.HasPrefix(t, ",") {
		return strings.TrimSpace(t[1:]), true
	}
	for _, w := range linkWords {
		if strings.HasPrefix(t, w) {
			return strings.TrimSpace(t[len(w):]), true
		}
	}
	r, _ := utf8.DecodeRuneInString(t)
	return t, len(t) < len(s) && (unicode.IsLetter(r) || unicode.IsDigit(r))
}

// withoutOrganisation drops from a dated line's role the name of an
// organisation given with its web address, "City Helpdesk Example (https://
// …) , Mentor": a role carries no address, so the words before it name the
// organisation, and the role is what follows it, if anything (a word of
// support or of networks in a club's name made a role of it).
func withoutOrganisation(title string) string {
	at := strings.Index(title, "(http")
	if at < 0 {
		at = strings.Index(title, "(www.")
	}
	if at < 0 {
		return title
	}
	rest := title[at:]
	end := strings.IndexByte(rest, ')')
	if end < 0 {
		return ""
	}
	return strings.Trim(rest[end+1:], " \t,|–—-:")
}
