package parse

import (
	"regexp"
	"strings"

	"github.com/shortlist/shortlist/wasm/cv"
)

// extraSection reads a section the spec's Formatted CV has no field for
// into the CV's extra fields, so that nothing the CV says is dropped: the
// extra sections (cv.Readings) as entries or names, any other section as
// its title and lines. The document's own title (kindTitle) holds nothing
// to keep.
func extraSection(s section, f *cv.FormattedCV, dates dateMemo) {
	if s.kind == kindOther {
		if sec, ok := otherSection(s); ok {
			f.OtherSections = append(f.OtherSections, sec)
		}
		return
	}
	r, ok := readingOf(s.kind)
	switch {
	case !ok:
	case r.Names != nil:
		*r.Names(f) = appendUnique(*r.Names(f), interests(s.lines)...)
	case entryReaders[r.Key] != nil:
		*r.Entries(f) = append(*r.Entries(f), entryReaders[r.Key](s.lines, dates)...)
	default:
		*r.Entries(f) = append(*r.Entries(f), plainEntries(s.lines, dates, nil)...)
	}
}

// entryReaders are the extra sections read otherwise than line by line
// (plainEntries), by their key.
var entryReaders = map[string]func([]line, dateMemo) []cv.Entry{
	cv.SectionCertifications: certifications,
	cv.SectionVolunteering: func(lines []line, dates dateMemo) []cv.Entry {
		return readEntries(lines, dates, volunteerEntry)
	},
}

// certifications reads certificates line by line; a certificate's name may
// hold dashes ("AWS Certified Machine Learning – Specialty"): only an em
// dash or a comma sets off its issuer.
func certifications(lines []line, dates dateMemo) []cv.Entry {
	out := plainEntries(lines, dates, emDashRe)
	for i, e := range out {
		out[i] = issuerAfterComma(e)
	}
	return out
}

// readEntries cuts the volunteering section into its items: an entry with
// a head and a body is one item, read by fromHead; a list is read one item
// a line (bullets with no head above them, or head lines with no body); a
// line holding only a date, a place or a link completes the item above.
func readEntries(lines []line, dates dateMemo, fromHead func(entry, dateMemo) cv.Entry) []cv.Entry {
	var out []cv.Entry
	item := func(l line) {
		c := l.cells[0]
		c.s = strings.TrimSpace(stripBullet(l.flat()))
		e := fromHead(entry{head: []line{withCells(l, []cell{c})}, dated: -1}, dates)
		if e.Title == "" && len(out) > 0 {
			last := &out[len(out)-1]
			last.Duration, last.Location, last.URL = firstOf(last.Duration, e.Duration), firstOf(last.Location, e.Location), firstOf(last.URL, e.URL)
			if !metaOnly(c.s, e) {
				last.Description = joinNonEmpty(" ", last.Description, c.s)
			}
			return
		}
		if e.Title == "" && !metaOnly(c.s, e) {
			e.Title = c.s
		}
		if e.Title != "" || e.Duration != "" || e.URL != "" {
			out = append(out, e)
		}
	}
	for _, e := range splitEntries(lines, dates) {
		switch {
		case len(e.head) == 0:
			for _, l := range e.body {
				item(l)
			}
		case len(e.body) == 0:
			for _, l := range e.head {
				item(l)
			}
		default:
			out = append(out, fromHead(e, dates))
		}
	}
	return out
}

// plainEntries reads the items of a projects, certifications, awards,
// publications or references section line by line. A title line opens an
// item: "Title — Subtitle", with its date, place and link in boxes or after
// bars. A line of only date, place and link completes the item above, and
// so does a dated line right under a title that has no date yet ("PERSONAL
// PROJECT ⇥ July 2019 – Present"); an undated line under a title, followed
// by bullets or prose, is its subtitle ("Creator & Maintainer"); prose
// (a sentence) describes the item, and bullets are its highlights. When a
// section opens with a bullet, its bullets are the items ("• AWS Certified,
// 2022"). A gap before a line that is no prose opens a new item. titleSep,
// when not nil, is the only separator of title and subtitle.
func plainEntries(lines []line, dates dateMemo, titleSep *regexp.Regexp) []cv.Entry {
	lines = splitAtDates(lines)
	var out []cv.Entry
	var cur *cv.Entry
	list := false
	for i, l := range lines {
		s := strings.TrimSpace(l.flat())
		if s == "" {
			continue
		}
		if startsWithBullet(s) {
			if cur == nil {
				list = true
			}
			t := strings.TrimSpace(stripBullet(s))
			if list {
				out = append(out, headLine(withText(l, t), dates, true, titleSep))
				cur = &out[len(out)-1]
				continue
			}
			cur.Highlights = append(cur.Highlights, responsibilities([]line{l})...)
			continue
		}
		// A title whose date is on the line below keeps a year it ends
		// with ("… Persona Fest 2018" over "2018 | Pune").
		e := headLine(l, dates, !datedMetaFollows(lines[i+1:], dates), titleSep)
		prose := isProse(s)
		fresh := cur != nil && cur.Description == "" && len(cur.Highlights) == 0
		switch {
		case cur != nil && e.Title == "" && e.Subtitle == "":
			// Date, place and link only, or text that is none (an
			// e-mail address under a referee).
			cur.Duration, cur.Location, cur.URL = firstOf(cur.Duration, e.Duration), firstOf(cur.Location, e.Location), firstOf(cur.URL, e.URL)
			if !metaOnly(s, e) {
				cur.Description = joinNonEmpty(" ", cur.Description, s)
			}
			continue
		case cur != nil && prose && !list && !sentenceItemSetApart(out, l):
			cur.Description = joinNonEmpty(" ", cur.Description, paragraph([]line{l}))
			continue
		case fresh && !l.gap && !list && e.Duration != "" && cur.Duration == "":
			cur.Subtitle = joinNonEmpty(", ", cur.Subtitle, e.Title, e.Subtitle)
			cur.Duration, cur.Location, cur.URL = e.Duration, firstOf(cur.Location, e.Location), firstOf(cur.URL, e.URL)
			continue
		case fresh && !l.gap && !list && e.Duration == "" && bodyFollows(lines[i+1:]):
			cur.Subtitle = joinNonEmpty(", ", cur.Subtitle, e.Title, e.Subtitle)
			cur.Location, cur.URL = firstOf(cur.Location, e.Location), firstOf(cur.URL, e.URL)
			continue
		}
		if e.Title == "" && !metaOnly(s, e) {
			e.Title = s
		}
		list = false
		out = append(out, e)
		cur = &out[len(out)-1]
	}
	return out
}

// datedMetaFollows reports whether the next non-empty line holds only a
// date, a place and a link, with a date.
func datedMetaFollows(next []line, dates dateMemo) bool {
	for _, l := range next {
		if s := strings.TrimSpace(l.flat()); s != "" {
			if startsWithBullet(s) {
				return false
			}
			e := headLine(l, dates, true, nil)
			return e.Title == "" && e.Subtitle == "" && e.Duration != "" && metaOnly(s, e)
		}
	}
	return false
}

// parenDateRe is a date in parentheses followed by more text: where two
// one-line items ("Name, Issuer (May 2019)") that were joined as one
// wrapped line meet.
var parenDateRe = regexp.MustCompile(`\([^()]{2,30}\)\s+\p{Lu}`)

// splitAtDates cuts a one-box line after each date in parentheses that more
// text follows.
func splitAtDates(lines []line) []line {
	var out []line
	for _, l := range lines {
		s := l.flat()
		if len(l.cells) != 1 || !strings.Contains(s, ") ") {
			out = append(out, l)
			continue
		}
		start := 0
		for _, m := range parenDateRe.FindAllStringIndex(s, -1) {
			end := strings.LastIndexByte(s[:m[1]], ')') + 1
			if !isDateOnly(s[strings.LastIndexByte(s[:end], '('):end]) {
				continue
			}
			out = append(out, withText(l, strings.TrimSpace(s[start:end])))
			start = end
		}
		if start == 0 {
			out = append(out, l)
			continue
		}
		rest := withText(l, strings.TrimSpace(s[start:]))
		rest.gap = false
		out = append(out, rest)
	}
	return out
}

// issuerAfterComma reads "Salesforce Certified Administrator, Salesforce":
// a certificate with no other separator names its issuer after the last
// comma.
func issuerAfterComma(e cv.Entry) cv.Entry {
	if e.Subtitle != "" {
		return e
	}
	if i := strings.LastIndex(e.Title, ", "); i > 0 {
		e.Title, e.Subtitle = strings.TrimSpace(e.Title[:i]), strings.TrimSpace(e.Title[i+2:])
	}
	return e
}

// withText is l as one box holding s.
func withText(l line, s string) line {
	c := l.cells[0]
	c.s = s
	return withCells(l, []cell{c})
}

// isProse reports whether s reads as a sentence: three words or more and
// a full stop at its end that is no abbreviation's.
func isProse(s string) bool {
	return len(strings.Fields(s)) >= 3 && endsSentence(s)
}

// bodyFollows reports whether the next non-empty line is a bullet or prose.
func bodyFollows(next []line) bool {
	for _, l := range next {
		if s := strings.TrimSpace(l.flat()); s != "" {
			return startsWithBullet(s) || isProse(s)
		}
	}
	return false
}

// titleSepRe separates an item's title from its subtitle: an em or en dash
// between spaces, or a hyphen between spaces when the line has no other
// dash (a title may hold "Security - 2018").
var titleSepRe, hyphenSepRe = regexp.MustCompile(`\s+[–—]\s+`), regexp.MustCompile(`\s+-\s+`)

// emDashRe is the separator our own files write between an item's title and
// subtitle.
var emDashRe = regexp.MustCompile(`\s+—\s+`)

// headLine reads one title line of an extra section: its date (a box that
// is a date alone first, else, with textDates, a date at either end of a
// box), its link, a place in a box after the first, and the rest as the
// title and subtitle.
func headLine(l line, dates dateMemo, textDates bool, titleSep *regexp.Regexp) cv.Entry {
	e := cv.Entry{URL: entryURL([]line{l}), Highlights: []string{}}
	var boxes []string
	for _, c := range splitHead([]line{l})[0].cells {
		boxes = append(boxes, strings.TrimSpace(stripBullet(c.s)))
	}
	for i, b := range boxes {
		if isDateOnly(b) {
			e.Duration, boxes[i] = b, ""
			break
		}
	}
	if e.Duration == "" && textDates {
		for i, b := range boxes {
			if d, rest, ok := headDate(b, dates); ok {
				e.Duration, boxes[i] = d, strings.TrimSpace(rest)
				break
			}
		}
	}
	var parts []string
	for i, b := range boxes {
		if b == "" || !strings.Contains(b, " ") && hasURL(b) {
			continue
		}
		if e.Location == "" && i > 0 && isLocation(b) {
			e.Location = b // "2018 | Pune": a place after the first box
			continue
		}
		sep := titleSep
		switch {
		case sep != nil:
		case titleSepRe.MatchString(b):
			sep = titleSepRe
		default:
			sep = hyphenSepRe
		}
		for _, p := range sep.Split(b, -1) {
			if p = strings.Trim(strings.TrimSpace(p), ",;:|"); p == "" {
				continue
			}
			if e.Location == "" && len(parts) > 0 && isLocation(p) {
				e.Location = p
				continue
			}
			parts = append(parts, p)
		}
	}
	if len(parts) > 0 {
		e.Title, e.Subtitle = parts[0], strings.Join(parts[1:], ", ")
	}
	return e
}

// boxSepRe separates the boxes of a head written on one line: bars and
// bullets, not dashes, which may join a date range.
var boxSepRe = regexp.MustCompile(`\s*\|\s*|\s+[•·]\s+`)

// splitHead cuts each head line's boxes at bars and bullets ("Shelter
// finder | 2021 | github.com/jane/shelter"), so that a date between two
// parts is found as a box of its own.
func splitHead(head []line) []line {
	out := make([]line, 0, len(head))
	for _, l := range head {
		var cs []cell
		for _, c := range l.cells {
			for _, p := range boxSepRe.Split(c.s, -1) {
				if p = strings.TrimSpace(p); p != "" {
					part := c
					part.s = p
					cs = append(cs, part)
				}
			}
		}
		if len(cs) == 0 {
			continue
		}
		out = append(out, withCells(l, cs))
	}
	return out
}

// volunteerEntry reads a volunteering role as an experience is read: the
// position is its title and the organisation its subtitle.
func volunteerEntry(e entry, dates dateMemo) cv.Entry {
	e.head = splitHead(e.head)
	r := experience(e, dates)
	if r.Position == "" {
		// "Trainer, TSV Musterstadt": a role the title words do not know,
		// then the organisation.
		r.Position, r.Company, _ = strings.Cut(r.Company, ", ")
	}
	x := cv.Entry{Title: r.Position, Subtitle: r.Company, Duration: r.Duration, Location: r.Location, URL: entryURL(e.head), Highlights: []string{}}
	body(e.body, &x)
	return x
}

// body fills an item's highlights from bulleted body lines, or its
// description from prose.
func body(lines []line, x *cv.Entry) {
	for i, l := range lines {
		if startsWithBullet(l.flat()) {
			// Prose before the first bullet describes the item.
			x.Description = paragraph(lines[:i])
			x.Highlights = responsibilities(lines[i:])
			return
		}
	}
	x.Description = paragraph(lines)
}

// metaOnly reports whether a line s holds nothing but what e read from it
// as date, place and link, and separators.
func metaOnly(s string, e cv.Entry) bool {
	for _, v := range []string{e.Duration, e.URL, e.Location} {
		if v != "" {
			s = strings.Replace(s, v, "", 1)
		}
	}
	return strings.Trim(s, " |,;•·-–—/()") == ""
}

// joinNonEmpty joins the non-empty trimmed strings with sep.
func joinNonEmpty(sep string, ss ...string) string {
	var out []string
	for _, s := range ss {
		if s = strings.TrimSpace(s); s != "" {
			out = append(out, s)
		}
	}
	return strings.Join(out, sep)
}

// linkRe is a web address with all its host's labels ("queue.acm.org/x"),
// which urlRe, made to remove addresses from contact lines, need not keep.
var linkRe = regexp.MustCompile(`(?i)(?:https?://\S+|\b(?:[a-z0-9-]+\.)+(?:com|io|dev|org|net|me|in|de|fr|es|co|pub|app|site|edu|gov|uk|eu|ai|info)\b(?:/[^\s|,;]*)?)`)

// entryURL is the first web address in an item's head, e-mail addresses
// aside, written as one: with a scheme or in lower case ("ASP.NET" is
// none).
func entryURL(head []line) string {
	for _, l := range head {
		s := l.flat()
		for _, m := range emailMatches(s) {
			s = strings.Replace(s, m, " ", 1)
		}
		if !mayHoldURL(s) {
			continue
		}
		for _, u := range linkRe.FindAllString(s, -1) {
			if u = strings.TrimRight(u, ".,;)"); strings.Contains(u, "://") || u == strings.ToLower(u) {
				return u
			}
		}
	}
	return ""
}

// website is the first web address in a line of contacts that is written
// as one: with a scheme, "www." or in lower case ("omkarpathak.in"), so that
// a title's "ASP.NET" is none.
func website(s string) string {
	for _, u := range urlRe.FindAllString(s, -1) {
		u = strings.TrimRight(u, ".,;)")
		if strings.Contains(u, "://") || strings.HasPrefix(strings.ToLower(u), "www.") || u == strings.ToLower(u) {
			return u
		}
	}
	return ""
}

// interests reads a list of interests: items split at commas, semicolons
// and bullets, one line or many.
func interests(lines []line) []string {
	var out []string
	for _, l := range lines {
		for _, it := range splitList(stripBullet(l.flat())) {
			if it = strings.TrimSpace(strings.TrimRight(stripBullet(it), ".")); it != "" {
				out = append(out, it)
			}
		}
	}
	return out
}

// appendUnique appends the items not yet in list, regardless of case.
func appendUnique(list []string, items ...string) []string {
	seen := map[string]bool{}
	for _, it := range list {
		seen[strings.ToLower(it)] = true
	}
	for _, it := range items {
		if k := strings.ToLower(it); !seen[k] {
			seen[k] = true
			list = append(list, it)
		}
	}
	return list
}

// otherSection keeps a section under a heading the parser has no field for
// as its title and its lines, bullets taken off. A section without a title
// or without lines is nothing to keep.
func otherSection(s section) (cv.Section, bool) {
	sec := cv.Section{Title: s.title, Lines: []string{}}
	for _, l := range s.lines {
		if t := strings.TrimSpace(stripBullet(l.flat())); t != "" {
			sec.Lines = append(sec.Lines, t)
		}
	}
	return sec, sec.Title != "" && len(sec.Lines) > 0
}
