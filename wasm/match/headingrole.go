package match

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/shortlist/shortlist/wasm/cv"
	"github.com/shortlist/shortlist/wasm/internal/vocab"
)

// The role of a dated line read from words that name no role, on one side
// of the same CV pasted or as PDF only (issue 34, session 20):
//   - a part's heading: pasted, a date alone on its line often follows a
//     heading the viewer put before it ("Skills" / "Jan 2022 - Present" /
//     "Acme Cloud GmbH"), and from a PDF a heading set in the gutter opens
//     the dated line or the line above ("Projects<tab>Churn Dashboard"):
//     "Projects" read as a product role the CV never held;
//   - the entry's employer: the role around a lone date was the company's
//     line, or the company and the position, or an item of the entry above
//     and the head ("… pricing" / dates / "Acme Software GmbH" / "Sales
//     Representative"), and a company's name gave it a family ("Cloud":
//     infrastructure, "Software") the other side's "Position<tab>dates"
//     line does not have;
//   - the entry's first item after the dates, which the page keeps on one
//     line and the viewer wraps where German's capitals hide the wrap;
//   - a web address after a project's name ("Churn Dashboard ∙
//     https://www.acme-cloud.example/…"), whose domain named a family.

// sectionHeadings are the headings of a CV's parts (cv.Headings), whole
// lines, in en/de/fr/es (the themes print their labels in English whatever
// the CV's language).
var sectionHeadings = headingSet(cv.HeadingKeys())

// headingSet is the set of the headings of the parts keyed keys.
func headingSet(keys []string) map[string]bool {
	set := map[string]bool{}
	for _, k := range keys {
		for _, h := range cv.Headings(k) {
			set[h] = true
		}
	}
	return set
}

// isSectionHeading reports whether ln is, whole, the heading of a CV part.
func isSectionHeading(ln string) bool {
	return sectionHeadings[strings.ToLower(strings.Trim(ln, " \t#*_:"))]
}

// withoutHeadingCell drops from a dated line's role the first tab cell
// when it is a part's heading set in the gutter ("Projects<tab>Churn
// Dashboard").
func withoutHeadingCell(title string) string {
	cell, rest, ok := strings.Cut(title, "\t")
	if !ok || !isSectionHeading(cell) {
		return title
	}
	return strings.TrimSpace(rest)
}

// onlyEmployer reports whether a role read around a lone date is, whole,
// the company of one of the CV's experience entries and no entry's position.
func onlyEmployer(title string, entries []cv.Experience) bool {
	t := strings.ToLower(strings.TrimSpace(title))
	if t == "" || strings.Contains(t, ":") {
		return false // a labelled line ("Position: …") says what it holds
	}
	found := false
	for _, h := range entryHeads(entries) {
		switch t {
		case strings.ToLower(h.position):
			return false
		case strings.ToLower(h.company):
			found = true
		}
	}
	return found
}

// endsOnLinkWord reports whether line s ends on a joining word (vocab.Joining):
// no title ends on one, and a line of an item that wraps often does
// ("Verantwortung für den gesamten Vertriebszyklus von der" /
// "Leadqualifizierung bis …", where German's capitals hide the wrap that
// a lower-case next line shows in the other languages).
func endsOnLinkWord(s string) bool {
	f := strings.Fields(s)
	return len(f) > 0 && vocab.Joining(f[len(f)-1])
}

// opensOnLinkWord reports whether line s opens on a joining word in lower
// case (vocab.Joining): no title does, and the wrapped end of an item
// often does ("and wrote the guides for new staff", "und betreute …").
func opensOnLinkWord(s string) bool {
	f := strings.Fields(s)
	if len(f) == 0 {
		return false
	}
	r, _ := utf8.DecodeRuneInString(f[0])
	return unicode.IsLower(r) && vocab.Joining(f[0])
}

// withoutTrailingEmployer drops from a role an entry's company written
// after it ("Account Manager Acme Data", read around a lone date between
// position and company, when the parse found the company but not the
// position): the words before are the role. Pasted, the viewer sets the
// position over the dates and the company under them, and the company's
// name ("…Data", "…Cloud") gave the role a family the PDF's
// "Position<tab>dates" line does not have (issue 34, session 22).
func withoutTrailingEmployer(title string, entries []cv.Experience) string {
	lower := strings.ToLower(title)
	for _, e := range entries {
		co := strings.ToLower(strings.TrimSpace(e.Company))
		if len(co) < 3 || len(lower) <= len(co)+1 || !strings.HasSuffix(lower, " "+co) {
			continue
		}
		rest := strings.TrimSpace(title[:len(title)-len(co)])
		if r, _ := utf8.DecodeRuneInString(rest); (unicode.IsLetter(r) || unicode.IsDigit(r)) && !endsOnLinkWord(strings.ToLower(rest)) {
			return rest
		}
	}
	return title
}

// withoutLeadingEmployer drops from a role an entry's company written
// before it ("Acme Cloud Ltd Account Manager", read around a lone date
// over company and position, when the parse found the company but not
// the position); what follows is the role.
func withoutLeadingEmployer(title string, entries []cv.Experience) string {
	lower := strings.ToLower(title)
	for _, e := range entries {
		co := strings.ToLower(strings.TrimSpace(e.Company))
		if len(co) < 3 || !strings.HasPrefix(lower, co) || len(lower) == len(co) {
			continue
		}
		// Only a space: the lines around a date are joined with one, and
		// after a dash or a comma comes as often the role's field or its
		// employer (RJDB, whose parse may take the position for the
		// company); so does a rest that opens with a link word ("… at Acme").
		if r, _ := utf8.DecodeRuneInString(lower[len(co):]); r != ' ' {
			continue
		}
		rest := strings.TrimSpace(title[len(co):])
		if r, _ := utf8.DecodeRuneInString(rest); (unicode.IsLetter(r) || unicode.IsDigit(r)) && !hasPrefixAny(strings.ToLower(rest), linkWords) {
			return rest
		}
	}
	return title
}

// headInRole returns an entry's position when a role read around a lone
// date ends with the entry's whole head, its company then its position,
// after the words of the line before ("… and pricing" / dates / "Acme
// Software GmbH" / "Sales Representative"); else title as it is.
func headInRole(title string, entries []cv.Experience) string {
	lower := strings.ToLower(title)
	for _, h := range entryHeads(entries) {
		pos, co := strings.ToLower(h.position), strings.ToLower(h.company)
		if len(pos) >= 3 && len(co) >= 3 && strings.HasSuffix(lower, " "+pos) && strings.HasSuffix(strings.TrimRight(lower[:len(lower)-len(pos)], " "), co) {
			return h.position
		}
	}
	return title
}

// withoutAddress cuts a web address from a role: a role carries none, and
// a domain's name ("cloud…", "data…") gave it a family. What stands
// before the address is the role ("Churn Dashboard ∙ https://…"), else
// what follows it; either is a piece of the line, to quote.
func withoutAddress(title string) string {
	at := -1
	for _, p := range []string{"http", "www."} {
		if i := strings.Index(title, p); i >= 0 && (at < 0 || i < at) {
			at = i
		}
	}
	if at < 0 {
		return title
	}
	const cut = " \t∙·|,–—-"
	if before := strings.Trim(title[:at], cut); before != "" {
		return before
	}
	rest := title[at:]
	if i := strings.IndexAny(rest, " \t"); i >= 0 {
		return strings.Trim(rest[i:], cut)
	}
	return ""
}

// headsAround finds the lines next to an experience entry's whole head,
// its position and its company on the two lines above or the two below
// in either order ("Data Analyst" / "Acme GmbH" / "Mar 2022 – Present",
// or the dates over company and position), and gives each the position.
// Pasted, the dates of such an entry stand alone on the line by its head,
// and read as the role around them, a first item the page keeps on one
// line and the viewer wraps at a capital ("… im" / "Zahlungsverkehr") or
// the company's name gave the role a family on one side only.
func headsAround(lines []string, entries []cv.Experience) map[int]string {
	var heads map[int]string
	key := func(j int) string {
		if j < 0 || j >= len(lines) {
			return ""
		}
		return strings.ToLower(strings.TrimSpace(lines[j]))
	}
	hs := entryHeads(entries)
	for i := range lines {
		for _, h := range hs {
			pos, co := strings.ToLower(h.position), strings.ToLower(h.company)
			if !pairOf(key(i-2), key(i-1), pos, co) && !pairOf(key(i+1), key(i+2), pos, co) {
				continue
			}
			if heads == nil {
				heads = map[int]string{}
			}
			heads[i] = h.position
			break
		}
	}
	return heads
}

// pairOf reports whether a and b are pos and co in either order.
func pairOf(a, b, pos, co string) bool {
	return a == pos && b == co || a == co && b == pos
}

// aroundDate is the role of a line that has only dates: the position of
// the head above it (headsAbove), else its neighbours.
func aroundDate(lines []string, i int, heads map[int]string) []string {
	if pos, ok := heads[i]; ok {
		return []string{pos}
	}
	return neighbours(lines, i)
}

// lineRoleTitle is the title of a role read from a dated line, without
// what names no role: an employer after the position (withoutEmployer),
// an organisation with its address, a web address (withoutAddress). Read
// around a line of dates alone (around), the lines there may also hold
// an entry's company before or after the position (withoutLeadingEmployer,
// headInRole, withoutTrailingEmployer) or only the company (onlyEmployer)
// or an item's sentences (withoutSentences), as may a page's cell before
// its dates ("Acme Cloud Ltd<tab>01/2021 - Present"). On other
// dated lines those readings would cut RJDB's "Role - Field" titles,
// whose parse may file either part as the company (RJDB pairwise 0.956
// → 0.952).
func lineRoleTitle(title string, entries []cv.Experience, around bool) string {
	t := withoutOrganisation(withoutEmployer(title, entries))
	if around {
		t = withoutTrailingEmployer(withoutLeadingEmployer(headInRole(t, entries), entries), entries)
	}
	t = withoutAddress(t)
	if around || strings.HasSuffix(title, "\t") {
		if onlyEmployer(t, entries) {
			return ""
		}
		t = withoutSentences(t)
	}
	return t
}

// withoutSentences is a role read around a lone date or from a page's
// cell without an item's sentences before it: over maxRoleWords words with
// a sentence ending inside ("Moved the contact records to the new
// tool. Autumn calling drive to former buyers …"), the role is the last
// sentence when that is short enough ("… tool. Account Manager"), else
// none. Which of
// an item's lines join a project's dates depends on how the page or the
// viewer broke them, and a product's name in the item gave the role a
// family on one side only (issue 34, session 22). A short title with an
// abbreviation ("Sr. Engineer") is kept, and so is a labelled line.
func withoutSentences(t string) string {
	if len(strings.Fields(t)) <= maxRoleWords || strings.Contains(t, ":") {
		return t // a labelled line ("Position: …") says what it holds
	}
	i := lastSentenceEnd(t)
	if i < 0 {
		return t
	}
	if rest := t[i:]; len(strings.Fields(rest)) <= maxRoleWords {
		return rest
	}
	return ""
}

// maxRoleWords is the most words a role's title with a full stop inside
// may have.
const maxRoleWords = 12

// entryHead is an experience entry's position and company.
type entryHead struct{ position, company string }

// entryHeads are the heads of the entries that have both a position and
// a company, and of two entries in a row where one has only a company and
// the other only a position: pasted, a head whose parts stand apart can
// parse as two entries ("" | "Acme GmbH" | dates, then "Engineer" | "").
func entryHeads(entries []cv.Experience) []entryHead {
	var out []entryHead
	for i, e := range entries {
		pos, co := strings.TrimSpace(e.Position), strings.TrimSpace(e.Company)
		if pos != "" && co != "" {
			out = append(out, entryHead{pos, co})
		}
		if i+1 < len(entries) {
			npos, nco := strings.TrimSpace(entries[i+1].Position), strings.TrimSpace(entries[i+1].Company)
			switch {
			case pos == "" && co != "" && npos != "" && nco == "":
				out = append(out, entryHead{npos, co})
			case pos != "" && co == "" && npos == "" && nco != "":
				out = append(out, entryHead{pos, nco})
			}
		}
	}
	return out
}
