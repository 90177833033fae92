package parse

import (
	"math"
	"regexp"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

var (
	emailRe = regexp.MustCompile(`[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}`)
	// A handle may hold inner dots ("in/john.doe", as moderncv's \social
	// writes it); a dot at its end is the sentence's.
	linkedInRe = regexp.MustCompile(`(?i)(?:https?://)?(?:[a-z]{2,3}\.)?linkedin\.com/(?:in|pub)/[\p{L}0-9_%-]+(?:\.[\p{L}0-9_%-]+)*/?`)
	urlRe      = regexp.MustCompile(`(?i)(?:https?://|www\.)\S+|\b[a-z0-9-]+\.(?:com|io|dev|org|net|me|in|de|fr|es|co|pub|app|site)\b(?:/\S*)?`)
	phoneRe    = regexp.MustCompile(`(?:\+|\(\+?)?\d[\d\s().\-/]{5,}\d`)
	handleRe   = regexp.MustCompile(`^@?[\p{L}0-9._-]+$`)
	// personalLabelRe opens a line of personal data that is no contact
	// and no title (Europass and German CVs): nationality, birth, gender.
	personalLabelRe = regexp.MustCompile(`(?i)^\s*(?:nationalit[ée]|nationality|citizenship|staatsangehörigkeit|nacionalidad|date de naissance|date of birth|birth ?date|born|geburtsdatum|geboren|fecha de nacimiento|lieu de naissance|place of birth|geburtsort|lugar de nacimiento|sexe|gender|sex|geschlecht|sexo|état civil|marital status|familienstand|estado civil|permis(?: de conduire)?|driving licen[cs]e|führerschein|carné de conducir)\s*:`)
	// addressLabelRe is the label before an address in the four languages.
	addressLabelRe = regexp.MustCompile(`(?i)^(?:address|home address|residence|adresse|domicile|anschrift|wohnort|dirección|direccion|domicilio)\s*:\s*`)
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
	short, long := headerCandidates(lines, c)
	name, nameAt, nameX, short := pickName(short)
	title, under := pickTitle(short, nameAt, nameX)
	title, about = headerText(long, title, under, nameAt, hasSummary)
	return name, title, about
}

// candidate is one part of a header line that may be the name, the title
// or the summary.
type candidate struct {
	text  string
	size  float64
	order int
	x     float64 // left edge of its box, 0 pasted
	gap   bool    // a blank line above it
	whole bool    // the whole line, not a part of it
}

// headerCandidates takes the contact fields out of the header's lines and
// returns what is left, part by part (partRules): short parts (a name, a
// title) and long ones (a summary's lines).
func headerCandidates(lines []line, c *contact) (short, long []candidate) {
	for i, l := range lines {
		for _, cl := range l.cells {
			if personalLabelRe.MatchString(cl.s) {
				continue
			}
			for _, p := range headerParts(cl.s, c) {
				p = trimIcons(strings.TrimSpace(strings.Trim(strings.TrimSpace(p), ",;|•·◦▪♦⋄∙")))
				cd := candidate{p, l.size, i, boxX(l, cl), l.gap, len(l.cells) == 1 && p == cl.s}
				switch partKindOf(p, c) {
				case partLong:
					long = append(long, cd)
				case partShort:
					if len(long) > 0 && paragraphEnd(long[len(long)-1], cd) {
						long = append(long, cd)
					} else {
						short = append(short, cd)
					}
				}
			}
		}
	}
	return short, long
}

// headerParts takes the contacts out of a header box and splits what is
// left into parts. "Data Analyst | Turning Raw Data into Decisions": a
// headline in parts, no contact, no name, no address, is one title.
func headerParts(s string, c *contact) []string {
	rest := takeContacts(s, c)
	if name, title, ok := nameThenTitle(rest); ok {
		return []string{name, title}
	}
	if rest == s && !strings.Contains(rest, "|") {
		return []string{rest}
	}
	parts := headerSepRe.Split(rest, -1)
	if rest == s && len(parts) > 1 && !isName(strings.TrimSpace(parts[0])) && !isAddress(strings.TrimSpace(parts[len(parts)-1])) {
		return []string{rest}
	}
	return parts
}

// nameThenTitle splits "Jordan A. Ellis, Senior Account Executive | SaaS"
// (onepage writes the name and the label on one line, a comma between)
// into the name and the title: what stands before the first comma reads
// as a name, what follows holds a title word or is a headline in parts.
func nameThenTitle(s string) (name, title string, ok bool) {
	name, title, ok = strings.Cut(s, ", ")
	name, title = strings.TrimSpace(name), strings.TrimSpace(title)
	if !ok || !isName(name) || !startsUpper(name) || !startsUpper(title) || len(strings.Fields(title)) > 14 || strings.ContainsAny(title, ".:") {
		return "", "", false
	}
	if !isTitle(title) && !strings.Contains(title, " | ") || isLocation(title) {
		return "", "", false
	}
	return name, title, true
}

// startsUpper reports whether s starts with a capital letter.
func startsUpper(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsUpper(r)
}

// partKind is what a header part is: nothing to keep, the address (taken
// into the contact), long text or a short candidate.
type partKind int

const (
	partSkip partKind = iota
	partTaken
	partLong
	partShort
)

// partRule is one named case of a header part: applies reports whether it
// is the case (a rule that takes the address records it in c).
type partRule struct {
	name    string
	kind    partKind
	applies func(p string, c *contact) bool
}

// partRules are tried in turn; a part no rule takes is a short candidate.
var partRules = []partRule{
	{"handle", partSkip, isHandlePart},
	{"network handle", partSkip, isNetworkHandle},
	{"no letters", partSkip, hasNoLetters},
	{"quotation", partSkip, isQuotePart},
	{"contact label", partSkip, isContactLabel},
	{"address", partTaken, takesAddress},
	{"labelled address", partTaken, takesLabelledAddress},
	{"long text", partLong, isLongPart},
	{"heading word", partSkip, isHeadingPart},
}

// partKindOf files a header part by the first of partRules that applies.
func partKindOf(p string, c *contact) partKind {
	for _, r := range partRules {
		if r.applies(p, c) {
			return r.kind
		}
	}
	return partShort
}

// isHandlePart: an empty part, or a handle left of a profile link ("@jane").
func isHandlePart(p string, _ *contact) bool {
	return p == "" || handleRe.MatchString(p) && !strings.Contains(p, " ")
}

// isNetworkHandle: a profile's network and handle ("LinkedIn mayarodriguez",
// "GitHub: maya-r-data"), as pasted text shows a linked profile.
func isNetworkHandle(p string, _ *contact) bool {
	f := profileFields(p)
	return len(f) == 2 && networkNames[strings.ToLower(strings.TrimRight(f[0], ":"))] && isHandle(f[1])
}

// hasNoLetters: an icon glyph left of a contact ("✉"), a separator.
func hasNoLetters(p string, _ *contact) bool { return !strings.ContainsFunc(p, unicode.IsLetter) }

// isQuotePart: a motto under the name.
func isQuotePart(p string, _ *contact) bool { return isQuote(p) }

// isContactLabel: a label whose value was a contact ("Téléphone :").
func isContactLabel(p string, _ *contact) bool {
	return strings.HasSuffix(p, ":") && len(strings.Fields(p)) <= 3
}

// takesAddress: the first part that reads as an address, or as a short name
// ending in a place, is the address.
func takesAddress(p string, c *contact) bool {
	if c.address != "" || !isAddress(p) && !hasLocationTail(p) {
		return false
	}
	c.address = p
	return true
}

// takesLabelledAddress: "Adresse : 75011 Paris, France" (Europass, class 8
// of issue 27) gives the address after its label.
func takesLabelledAddress(p string, c *contact) bool {
	if c.address != "" || !addressLabelRe.MatchString(p) {
		return false
	}
	a := addressLabelRe.ReplaceAllString(p, "")
	if !isAddress(a) {
		return false
	}
	c.address = a
	return true
}

// isLongPart: more than eight words (a dash or "&" is none), unless a
// headline of up to 14 words in parts ("Engineer | Speaker | Author").
func isLongPart(p string, _ *contact) bool {
	n := headerWords(p)
	return n > 8 && !(strings.Contains(p, " | ") && n <= 14)
}

// headerWords is the number of words of a header part: a dash, "&" or "|"
// between its words is none (a title "Data Analyst — Data Visualisation &
// Business Intelligence" is short), a list's bullet still counts (a
// bullet line is no title).
func headerWords(p string) int {
	n := 0
	for _, f := range strings.Fields(p) {
		switch f {
		case "—", "–", "-", "&", "|", "/":
		default:
			n++
		}
	}
	return n
}

// isHeadingPart: a section heading of one or two words.
func isHeadingPart(p string, _ *contact) bool {
	_, ok := lookupHeading(p)
	return ok && len(strings.Fields(p)) <= 2
}

// pickName returns the name, the largest short candidate that reads as one,
// with its line and left edge (-1 and 0 without a name), and the other
// short candidates in line order.
func pickName(short []candidate) (name string, at int, x float64, rest []candidate) {
	sort.SliceStable(short, func(i, j int) bool { return short[i].size > short[j].size })
	at = -1
	for i, cd := range short {
		if isName(cd.text) {
			name, at, x = cd.text, cd.order, cd.x
			short = append(short[:i:i], short[i+1:]...)
			break
		}
	}
	sort.SliceStable(short, func(i, j int) bool { return short[i].order < short[j].order })
	return name, at, x, short
}

// isTitleText reports whether a short candidate can be the title: no
// contact-like text, at most eight words or a headline in parts.
func isTitleText(cd candidate) bool {
	return !contactLikeRe.MatchString(cd.text) && (headerWords(cd.text) <= 8 || strings.Contains(cd.text, " | "))
}

// pickTitle returns the title: the first title-like candidate under the
// name at its left edge (under), else the first title-like candidate.
// Contact lines in a block beside the name may come first in reading order
// when that block starts higher (moderncv's classic style).
func pickTitle(short []candidate, nameAt int, nameX float64) (title string, under bool) {
	for _, cd := range short {
		if nameX > 0 && cd.order > nameAt && math.Abs(cd.x-nameX) <= 2 && isTitleText(cd) {
			return cd.text, true
		}
	}
	for _, cd := range short {
		if isTitleText(cd) {
			return cd.text, false
		}
	}
	return "", false
}

// headerText reads the long candidates: a headline under the name may be
// the title (headlineUnderName) when no short title stands under the name
// (under: a short one found elsewhere is an address line the contacts did
// not take; slick prints a long headline wrapped under the name and the
// street on a line of its own), the rest is the summary, the lines of one
// paragraph joined into one text and paragraphs apart.
func headerText(long []candidate, title string, under bool, nameAt int, hasSummary bool) (string, string) {
	var intro strings.Builder
	last, lastWhole, lastText := -1, false, ""
	headline := false
	for k, cd := range long {
		if !under && !headline && headlineUnderName(long, k, nameAt, hasSummary) {
			title, headline = cd.text, true
			continue
		}
		switch {
		case last < 0:
		case cd.order == last+1 && sentenceGoesOn(lastText, cd.gap, cd.size > 0) && cd.whole && lastWhole:
			intro.WriteByte(' ')
		default:
			intro.WriteByte('\n')
		}
		intro.WriteString(cd.text)
		last, lastWhole, lastText = cd.order, cd.whole, cd.text
	}
	return title, intro.String()
}

// headlineUnderName reports whether long[k] is the title: beside a summary,
// a headline of a few more words on the line under the name ("Data
// Scientist Specializing in Machine Learning and Predictive Analytics"); the
// summary is a section, or the text under the headline (a summary without a
// heading, class 7 of issue 27). Alone, the headline is the summary, and
// sentences always are.
func headlineUnderName(long []candidate, k, nameAt int, hasSummary bool) bool {
	cd := long[k]
	under := hasSummary || k+1 < len(long) && long[k+1].order > cd.order
	return under && nameAt >= 0 && cd.order == nameAt+1 && len(strings.Fields(cd.text)) <= 14 &&
		!isSentence(cd.text) && !contactLikeRe.MatchString(cd.text)
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
