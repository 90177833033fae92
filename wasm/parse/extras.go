package parse

import (
	"regexp"
	"strings"

	"github.com/shortlist/shortlist/wasm/cv"
)

// extraSection reads a section the spec's Formatted CV has no field for
// into the CV's extra fields, so that nothing the CV says is dropped: the
// known extra sections as entries, interests as names, any other section as
// its title and lines. The document's own title (kindTitle) holds nothing
// to keep.
func extraSection(s section, f *cv.FormattedCV, dates dateMemo) {
	switch s.kind {
	case kindProjects:
		f.Projects = append(f.Projects, readEntries(s.lines, dates, plainEntry)...)
	case kindCertifications:
		f.Certifications = append(f.Certifications, readEntries(s.lines, dates, plainEntry)...)
	case kindAwards:
		f.Awards = append(f.Awards, readEntries(s.lines, dates, plainEntry)...)
	case kindPublications:
		f.Publications = append(f.Publications, readEntries(s.lines, dates, plainEntry)...)
	case kindVolunteering:
		f.Volunteering = append(f.Volunteering, readEntries(s.lines, dates, volunteerEntry)...)
	case kindReferences:
		f.References = append(f.References, readEntries(s.lines, dates, plainEntry)...)
	case kindInterests:
		f.Interests = appendUnique(f.Interests, interests(s.lines)...)
	case kindOther:
		if sec, ok := otherSection(s); ok {
			f.OtherSections = append(f.OtherSections, sec)
		}
	}
}

// readEntries cuts an extra section into its items. An entry with a head
// and a body (bullets or prose) is one item, read by fromHead. A list is
// read one item a line: bullets with no head line above them, or head lines
// with no body ("AWS Certified Cloud Practitioner, 2022" under
// "Certifications"); a line holding only a date, a place or a link ("2022 |
// Berlin") completes the item above it.
func readEntries(lines []line, dates dateMemo, fromHead func(entry, dateMemo) cv.Entry) []cv.Entry {
	var out []cv.Entry
	item := func(l line) {
		c := l.cells[0]
		c.s = strings.TrimSpace(stripBullet(l.flat()))
		e := fromHead(entry{head: []line{withCells(l, []cell{c})}, dated: -1}, dates)
		if e.Title == "" && len(out) > 0 {
			// A line of date, place or link completes the item above; any
			// other line without a title (an e-mail address under a
			// referee) is part of its description.
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

// plainEntry reads an item's head into its title (the first part), its
// subtitle (the other parts), date, place and link, and its body into
// highlights when it has bullets, else into a description.
func plainEntry(e entry, dates dateMemo) cv.Entry {
	date, loc, parts := headParts(splitHead(e.head), dates)
	var ps []string
	for _, lp := range parts {
		ps = append(ps, lp...)
	}
	x := cv.Entry{Duration: date, Location: loc, URL: entryURL(e.head), Highlights: []string{}}
	if len(ps) > 0 {
		x.Title, x.Subtitle = ps[0], strings.Join(ps[1:], ", ")
	}
	body(e.body, &x)
	return x
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
