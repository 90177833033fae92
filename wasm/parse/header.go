package parse

import (
	"math"
	"regexp"
	"sort"
	"strings"
	"unicode"
)

var (
	emailRe = regexp.MustCompile(`[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}`)
	// A handle may hold inner dots ("in/john.doe", as moderncv's \social
	// writes it); a dot at its end is the sentence's.
	linkedInRe = regexp.MustCompile(`(?i)(?:https?://)?(?:[a-z]{2,3}\.)?linkedin\.com/(?:in|pub)/[\p{L}0-9_%-]+(?:\.[\p{L}0-9_%-]+)*/?`)
	urlRe      = regexp.MustCompile(`(?i)(?:https?://|www\.)\S+|\b[a-z0-9-]+\.(?:com|io|dev|org|net|me|in|de|fr|es|co|pub|app|site)(?:/\S*)?`)
	phoneRe    = regexp.MustCompile(`(?:\+|\(\+?)?\d[\d\s().\-/]{5,}\d`)
	handleRe   = regexp.MustCompile(`^@?[\p{L}0-9._-]+$`)
	// personalLabelRe opens a line of personal data that is no contact
	// and no title (Europass and German CVs): nationality, birth, gender.
	personalLabelRe = regexp.MustCompile(`(?i)^\s*(?:nationalit[ée]|nationality|citizenship|staatsangehörigkeit|nacionalidad|date de naissance|date of birth|birth ?date|born|geburtsdatum|geboren|fecha de nacimiento|lieu de naissance|place of birth|geburtsort|lugar de nacimiento|sexe|gender|sex|geschlecht|sexo|état civil|marital status|familienstand|estado civil|permis(?: de conduire)?|driving licen[cs]e|führerschein|carné de conducir)\s*:`)
	// fullDateRe is a day, month and year: a birth date, never a phone.
	fullDateRe = regexp.MustCompile(`^\d{1,2}\s*[./-]\s*\d{1,2}\s*[./-]\s*(?:19|20)\d\d$`)
	// headerSepRe splits a contact line into its parts.
	headerSepRe = regexp.MustCompile(`\s+[|•·◦▪♦⋄∙/]\s+|\s+,\s+|\s{2,}|\t`)
)

// emailMatches finds the e-mail addresses in s.
func emailMatches(s string) []string {
	if !strings.Contains(s, "@") {
		return nil
	}
	return emailRe.FindAllString(s, -1)
}

// findLinkedIn returns the first LinkedIn address in s. Every one has a
// slash ("linkedin.com/in/…"): most lines have none.
func findLinkedIn(s string) string {
	if !strings.Contains(s, "/") {
		return ""
	}
	return linkedInRe.FindString(s)
}

// mayHoldURL is a cheap test that urlRe can match in s: every web address
// has a scheme ("://") or a dot with no space after it ("www.x", "x.com");
// most lines of prose have neither.
func mayHoldURL(s string) bool {
	if strings.Contains(s, "://") {
		return true
	}
	for i := 0; i+1 < len(s); i++ {
		if s[i] == '.' && !isBlank(s[i+1]) {
			return true
		}
	}
	return false
}

// hasURL reports whether s holds a web address (urlRe).
func hasURL(s string) bool {
	return mayHoldURL(s) && urlRe.MatchString(s)
}

// contact holds the contact fields found in the header.
type contact struct {
	email, phone, linkedIn, address, website string
}

// findPhone returns the first phone number in s: 7 to 15 digits, not a date
// range.
func findPhone(s string) (string, int, int) {
	if countDigits(s) < 7 {
		// No span of s has the digits a phone number needs.
		return "", 0, 0
	}
	for _, loc := range phoneRe.FindAllStringIndex(s, -1) {
		p := strings.TrimSpace(s[loc[0]:loc[1]])
		digits := countDigits(p)
		if digits < 7 || digits > 15 || isDateOnly(p) || fullDateRe.MatchString(p) {
			continue
		}
		if strings.Count(p, "(") != strings.Count(p, ")") {
			p = strings.TrimRight(strings.TrimLeft(p, ")"), "(")
		}
		return p, loc[0], loc[1]
	}
	return "", 0, 0
}

// takeContacts removes email, LinkedIn, phone and other links from s,
// recording the first of each, and returns what is left.
func takeContacts(s string, c *contact) string {
	// Cheap tests first: every pattern below needs its mark (most lines of
	// a CV have none, and this runs on every line).
	if !strings.Contains(s, ".") && strings.IndexFunc(s, unicode.IsDigit) < 0 {
		return s
	}
	if m := findLinkedIn(s); m != "" {
		if c.linkedIn == "" {
			c.linkedIn = m
		}
		s = strings.Replace(s, m, " | ", 1)
	}
	for _, m := range emailMatches(s) {
		if c.email == "" {
			c.email = m
		}
		s = strings.Replace(s, m, " | ", 1)
	}
	if mayHoldURL(s) {
		if c.website == "" {
			c.website = website(s)
		}
		s = urlRe.ReplaceAllString(s, " | ")
	}
	if p, a, b := findPhone(s); p != "" {
		if c.phone == "" {
			c.phone = p
		}
		s = s[:a] + " | " + s[b:]
	}
	return s
}

// header reads the lines before the first section: contact fields, the
// name, a short title and any longer text, which becomes the summary when
// the CV has no summary section. In PDFs the largest type is the name.
func header(lines []line, c *contact, hasSummary bool) (name, title, about string) {
	type candidate struct {
		text  string
		size  float64
		order int
		x     float64 // left edge of its box, 0 pasted
	}
	var short, long []candidate
	for i, l := range lines {
		for _, cl := range l.cells {
			if personalLabelRe.MatchString(cl.s) {
				continue
			}
			rest := takeContacts(cl.s, c)
			parts := []string{rest}
			if rest != cl.s || strings.Contains(rest, "|") {
				parts = headerSepRe.Split(rest, -1)
			}
			if rest == cl.s && len(parts) > 1 && !isName(strings.TrimSpace(parts[0])) && !isAddress(strings.TrimSpace(parts[len(parts)-1])) {
				// "Data Analyst | Turning Raw Data into Decisions": a
				// headline in parts, no contact, no name: one title.
				parts = []string{rest}
			}
			for _, p := range parts {
				p = trimIcons(strings.TrimSpace(strings.Trim(strings.TrimSpace(p), ",;|•·◦▪♦⋄∙")))
				switch {
				case p == "" || handleRe.MatchString(p) && !strings.Contains(p, " "):
					continue
				case !strings.ContainsFunc(p, unicode.IsLetter):
					// An icon glyph left of a contact ("✉"), a separator.
					continue
				case isQuote(p):
					continue
				case strings.HasSuffix(p, ":") && len(strings.Fields(p)) <= 3:
					// A label whose value was a contact ("Téléphone :").
					continue
				case c.address == "" && (isAddress(p) || hasLocationTail(p)):
					c.address = p
				case len(strings.Fields(p)) > 8 && !(strings.Contains(p, " | ") && len(strings.Fields(p)) <= 14):
					long = append(long, candidate{p, l.size, i, boxX(l, cl)})
				default:
					if _, ok := lookupHeading(p); ok && len(strings.Fields(p)) <= 2 {
						continue
					}
					short = append(short, candidate{p, l.size, i, boxX(l, cl)})
				}
			}
		}
	}
	sort.SliceStable(short, func(i, j int) bool { return short[i].size > short[j].size })
	nameAt, nameX := -1, 0.0
	for i, cd := range short {
		if isName(cd.text) {
			name, nameAt, nameX = cd.text, cd.order, cd.x
			short = append(short[:i:i], short[i+1:]...)
			break
		}
	}
	sort.SliceStable(short, func(i, j int) bool { return short[i].order < short[j].order })
	isTitleText := func(cd candidate) bool {
		return !contactLikeRe.MatchString(cd.text) && (len(strings.Fields(cd.text)) <= 8 || strings.Contains(cd.text, " | "))
	}
	for _, cd := range short {
		// Under the name, at its left edge: contact lines in a block
		// beside the name may come first in reading order when that block
		// starts higher (moderncv's classic style).
		if nameX > 0 && cd.order > nameAt && math.Abs(cd.x-nameX) <= 2 && isTitleText(cd) {
			title = cd.text
			break
		}
	}
	for _, cd := range short {
		if title == "" && isTitleText(cd) {
			title = cd.text
			break
		}
	}
	var intro []string
	for _, cd := range long {
		// Beside a summary section, a headline of a few more words on the
		// line under the name ("Data Scientist Specializing in Machine
		// Learning and Predictive Analytics") is the title; without one, it
		// is the summary, and sentences always are.
		if hasSummary && title == "" && nameAt >= 0 && cd.order == nameAt+1 && len(strings.Fields(cd.text)) <= 14 && !isSentence(cd.text) && !contactLikeRe.MatchString(cd.text) {
			title = cd.text
			continue
		}
		intro = append(intro, cd.text)
	}
	return name, title, strings.Join(intro, "\n")
}

// boxX is where a box starts on the page; pasted text has no page.
func boxX(l line, c cell) float64 {
	if l.style == "" {
		return 0
	}
	return c.x0
}

// contactLikeRe finds what a title never holds: an email, a run of digits
// as in a phone number or a year, a date or a time ("B2B", "Web3" are
// titles; "5/10/24, 11:52 AM" is not).
var contactLikeRe = regexp.MustCompile(`@|\d{3}|\d[/:.]\d`)

// isSentence reports whether p reads as prose: it ends a sentence or holds one.
func isSentence(p string) bool {
	return strings.HasSuffix(p, ".") || strings.Contains(p, ". ") || strings.HasSuffix(p, "!")
}

// trimIcons drops the icon glyphs before a value ("⌂ 10115 Berlin",
// "☎ …"): symbols and private-use characters of icon fonts.
func trimIcons(s string) string {
	return strings.TrimLeftFunc(s, func(r rune) bool {
		return unicode.Is(unicode.So, r) || unicode.Is(unicode.Co, r) || unicode.IsSpace(r)
	})
}

// hasLocationTail reports whether p ends in a place and starts with at most
// a short name ("Google HQ, Mountain View, CA, USA").
func hasLocationTail(p string) bool {
	rest, loc := locationTail(p, false)
	return loc != "" && len(strings.Fields(rest)) <= 3 && !strings.Contains(rest, ",")
}

// isQuote reports whether p is a quotation (a motto under the name).
func isQuote(p string) bool {
	return strings.HasPrefix(p, "“") || strings.HasPrefix(p, "\"") || strings.HasPrefix(p, "„") || strings.HasPrefix(p, "«")
}

// isName reports whether p can be a person's name: two to five words of
// letters (initials and hyphens allowed), no title keyword.
func isName(p string) bool {
	ws := strings.Fields(p)
	if len(ws) < 2 || len(ws) > 5 || hasWord(p, titleWords, titleSuffixes...) {
		return false
	}
	for _, w := range ws {
		for _, r := range w {
			if !unicode.IsLetter(r) && r != '.' && r != '-' && r != '\'' && r != '’' {
				return false
			}
		}
	}
	return true
}
