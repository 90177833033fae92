package parse

import (
	"math"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/shortlist/shortlist/wasm/cv"
)

// kind is what a section holds.
type kind int

const (
	kindNone kind = iota // before the first heading: the CV's header
	kindSummary
	kindExperience
	kindEducation
	kindSkills
	kindLanguages
	kindContact
	kindTitle // "Curriculum Vitae", "Lebenslauf": the document's own title
	kindOther // any other section: kept as its title and lines
	kindExtra // kindExtra+i: the extra section of extraReadings[i]
)

// extraReadings are the extra sections' rows of reading (cv.Readings):
// their places in the CV; headingsOf the headings of every part
// (cv.Headings), theirs and the other kinds' (partKinds).
var extraReadings, headingsOf = cv.Readings(), cv.Headings

// partKinds are the kinds other than the extra sections, by the key of
// their headings in cv.Headings.
var partKinds = []struct {
	key  string
	kind kind
}{
	{cv.SectionAboutMe, kindSummary},
	{cv.SectionProfessionalExperience, kindExperience},
	{cv.SectionEducation, kindEducation},
	{cv.SectionCoreSkills, kindSkills}, // the core skills' and the tools' headings
	{cv.SectionLanguages, kindLanguages},
	{cv.SectionContact, kindContact},
	{cv.SectionProfessionalHeader, kindTitle},
	{cv.SectionOther, kindOther},
}

// The extra sections some rules name (their headings are cv.Headings').
var (
	kindProjects     = extraKind(cv.SectionProjects)
	kindVolunteering = extraKind(cv.SectionVolunteering)
	kindInterests    = extraKind(cv.SectionInterests)
)

// extraKind is the kind of the extra section keyed key.
func extraKind(key string) kind {
	for i, r := range extraReadings {
		if r.Key == key {
			return kindExtra + kind(i)
		}
	}
	panic("parse: no reading of section " + key)
}

// readingOf is the row of reading of an extra section's kind.
func readingOf(k kind) (cv.SectionReading, bool) {
	if i := int(k - kindExtra); k >= kindExtra && i < len(extraReadings) {
		return extraReadings[i], true
	}
	return cv.SectionReading{}, false
}

// headingIndex is the kind of every part's headings (cv.Headings) keyed by
// phrase; headingTails the last words of multi-word phrases that settle a
// heading's kind ("volunteer experience").
var headingIndex, headingTails = indexHeadings(extraReadings, headingsOf)

func indexHeadings(extra []cv.SectionReading, headings func(key string) []string) (map[string]kind, map[string]kind) {
	idx, tails := map[string]kind{}, map[string]kind{}
	add := func(k kind, ws []string) {
		for _, w := range ws {
			idx[w] = k
			if !strings.Contains(w, " ") && k != kindTitle && k != kindContact {
				tails[w] = k
			}
		}
	}
	for _, p := range partKinds {
		add(p.kind, headings(p.key))
	}
	for i, r := range extra {
		add(kindExtra+kind(i), headings(r.Key))
	}
	return idx, tails
}

var letterSpacedRe = regexp.MustCompile(`^(?:\p{L} )+\p{L}(?:\s{2,}(?:\p{L} )*\p{L})*$`)

// countRe is the count a page prints after a section title ("Work
// Experience(3)").
var countRe = regexp.MustCompile(`\s*\(\d{1,2}\)$`)

// looseSpacedRe is a title in capitals set with letter spacing where the
// gaps between words are no wider than between letters and kerned pairs
// come out whole ("S U M M A RY", "W O R K E X P E R I E N C E"; the
// stackoverflow theme): at least four pieces of one to three capitals (a
// kerned triple: "AWA R D S").
var looseSpacedRe = regexp.MustCompile(`^(?:\p{Lu}{1,3} ){3,}\p{Lu}{1,3}$`)

// capsHeadings are headings only when set in capitals: in title case the
// same word is a position ("Volunteer" over "Red Cross"), in capitals it
// is the title of the section themes print (caffeine, slick: "VOLUNTEER").
var capsHeadings = map[string]kind{
	"volunteer": kindVolunteering, "bénévole": kindVolunteering, "voluntario": kindVolunteering,
	"ehrenamtlich": kindVolunteering,
}

// spacedPhrases maps each heading phrase written without its spaces
// ("workexperience") to the phrase, to read a loosely spaced title.
var spacedPhrases = spacedOf(headingIndex)

func spacedOf(index map[string]kind) map[string]string {
	m := map[string]string{}
	for w := range index {
		m[strings.ReplaceAll(w, " ", "")] = w
	}
	for w := range capsHeadings {
		m[w] = w
	}
	return m
}

// looseSpaced returns the heading phrase a loosely letter-spaced title
// spells, if it spells one: most of its pieces are single letters.
func looseSpaced(s string) (string, bool) {
	if !spacedWithin(s, 3) || !looseSpacedRe.MatchString(s) {
		return "", false
	}
	pieces := strings.Fields(s)
	single := 0
	for _, p := range pieces {
		if utf8.RuneCountInString(p) == 1 {
			single++
		}
	}
	if 3*single < 2*len(pieces) {
		return "", false
	}
	w, ok := spacedPhrases[strings.ToLower(strings.Join(pieces, ""))]
	return w, ok
}

// spacedWithin reports whether a space follows s's first n runes or fewer:
// the cheap test before the letter-spacing patterns, which this saves on
// nearly every line (headingKey runs on every line, many times).
func spacedWithin(s string, n int) bool {
	for i, r := range s {
		if r == ' ' {
			return i > 0
		}
		if n--; n < 0 {
			return false
		}
	}
	return false
}

// headingKey cleans a candidate heading: markdown marks, decoration,
// letter spacing ("E X P E R I E N C E"), trailing colon, case.
func headingKey(s string) string {
	s = strings.TrimSpace(s)
	if strings.HasSuffix(s, ")") {
		s = countRe.ReplaceAllString(s, "")
	}
	if w, ok := looseSpaced(s); ok {
		return w
	}
	if spacedWithin(s, 1) && letterSpacedRe.MatchString(s) {
		words := regexp.MustCompile(`\s{2,}`).Split(s, -1)
		for i, w := range words {
			words[i] = strings.ReplaceAll(w, " ", "")
		}
		s = strings.Join(words, " ")
	}
	s = strings.TrimFunc(s, func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != ')'
	})
	return strings.ToLower(fold(s))
}

// tooLongForHeading reports whether s has more letters and digits than a
// heading key can hold (40, and the two digits of a count countRe takes
// off): headingKey keeps every other one, so lookupHeading can answer
// without it (it runs on every box of every line).
func tooLongForHeading(s string) bool {
	n := 0
	for _, r := range s {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			if n++; n > 42 {
				return true
			}
		}
	}
	return false
}

// lookupHeading returns the kind of a heading text, trying the whole phrase
// and then its last word for phrases of up to four words.
func lookupHeading(s string) (kind, bool) {
	if tooLongForHeading(s) {
		return kindNone, false
	}
	key := headingKey(s)
	if key == "" || utf8.RuneCountInString(key) > 40 {
		return kindNone, false
	}
	if k, ok := headingIndex[key]; ok {
		return k, true
	}
	if k, ok := capsHeadings[key]; ok && strings.ToUpper(s) == s {
		return k, true
	}
	words := strings.FieldsFunc(key, func(r rune) bool { return r == ' ' || r == '&' || r == '/' })
	if len(words) < 2 || len(words) > 4 {
		return kindNone, false
	}
	for _, w := range words {
		if strings.IndexFunc(w, func(r rune) bool { return !unicode.IsLetter(r) && r != '-' && r != '\'' }) >= 0 {
			return kindNone, false
		}
	}
	k, ok := headingTails[words[len(words)-1]]
	if f := projectsOrVolunteering(words[0]); ok && k == kindExperience && f != kindNone {
		// "Projects Experience", "Volunteer Experience": the experience
		// of projects or volunteering.
		return f, true
	}
	return k, ok
}

// projectsOrVolunteering is the kind a word names alone when that is
// projects or volunteering, kindNone otherwise.
func projectsOrVolunteering(w string) kind {
	if k := headingIndex[w]; k == kindProjects || k == kindVolunteering {
		return k
	}
	return kindNone
}

// heading reports whether l is a section heading and its kind. A heading
// may carry content after a colon or in a second box ("Skills: Go, SQL");
// that content is returned as rest. Inside a skills or languages section,
// "Label: content" lines are sub-lists, not headings.
func heading(l line, current kind) (k kind, rest []cell, ok bool) {
	first := l.cells[0].s
	if startsWithBullet(first) {
		return kindNone, nil, false
	}
	label, after := first, ""
	if i := strings.Index(first, ":"); i > 0 {
		label, after = first[:i], strings.TrimSpace(first[i+1:])
	}
	label = strings.TrimLeft(label, "# ")
	// Count words after undoing letter spacing: "E X P E R I E N C E" is one.
	if utf8.RuneCountInString(label) > 60 || len(strings.Fields(headingKey(label))) > 6 {
		return capsHeading(l)
	}
	k, ok = lookupHeading(label)
	if !ok {
		if k, rest, ok := marginCapsTitle(l); ok {
			return k, rest, true
		}
		return capsHeading(l)
	}
	if after != "" {
		rest = append(rest, cell{s: after, x0: l.cells[0].x0, x1: l.cells[0].x1})
	}
	rest = append(rest, l.cells[1:]...)
	if len(rest) > 0 {
		// A title in a gutter beside its content is set in its own font; a
		// "Label: content" line in the same font is a sub-list.
		// Pasted, the font is gone; a title in capitals in its own box
		// ("LANGUAGES⇥German — native") still reads as one.
		gutter := after == "" && (l.cells[0].style != "" && l.cells[0].style != l.cells[1].style ||
			l.cells[0].style == "" && strings.ToUpper(label) == label && strings.ToLower(label) != label)
		if (current == kindSkills || current == kindLanguages) && !gutter {
			return kindNone, nil, false
		}
		if _, exact := headingIndex[headingKey(label)]; !exact {
			return kindNone, nil, false
		}
	}
	return k, rest, true
}

// section is a run of lines under one heading, with the heading's text.
type section struct {
	kind  kind
	title string
	lines []line
}

// headingTitle is a heading line's text as the CV writes it, without the
// content after its colon and without markdown marks or decoration.
func headingTitle(l line) string {
	label, _, _ := strings.Cut(l.cells[0].s, ":")
	return strings.TrimFunc(strings.TrimLeft(strings.TrimSpace(label), "# "), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != ')'
	})
}

// sections splits lines at headings. Lines before the first heading form a
// kindNone section (the header). In PDFs, a font style used by recognised
// headings marks other short lines in that style as headings too, so
// headings the word lists do not know still end the section before them.
func sections(lines []line) []section {
	styles, known, titleStyles := headingStyles(lines), knownTitleStyles(lines), styledTitleStyles(lines)
	titlesApart := capsTitlesApart(lines)
	out := []section{{kind: kindNone}}
	var opened line // the title line of the current section
	var titled line // the line that opened it, with its content or not
	var courses courseList
	for i, l := range lines {
		cur := out[len(out)-1].kind
		if subheading(opened, l, cur) && !entryHeadNamedLikeHeading(lines, i, cur) && !groupsNothing(lines, i, opened) || courses.skips(titled, l, cur, out[len(out)-1].lines) {
			continue
		}
		if n := pastedCourseList(lines, i, cur, len(out[len(out)-1].lines)); n > 0 {
			courses.pasted = n - 1
			continue
		}
		if inBlock(lines, i, cur) {
			out[len(out)-1].lines = append(out[len(out)-1].lines, l)
			continue
		}
		if k, rest, ok := headingStyled(l, cur, titleStyles); ok && !notHeading(headingAt{lines, i, cur, opened, len(out[len(out)-1].lines)}) && !titlesApartVeto(lines, i, cur, titlesApart, rest) {
			if k == kindTitle && len(rest) == 0 {
				// The document's own title opens no section: the lines
				// after it (the name, the contacts) stay where they are.
				continue
			}
			opened, titled = line{}, l
			if len(rest) == 0 {
				opened = l
			}
			out = append(out, section{kind: k, title: headingTitle(l)})
			if len(rest) > 0 {
				l.cells = rest
				out[len(out)-1].lines = append(out[len(out)-1].lines, l)
			}
			continue
		}
		if k, ok := aloneCapsTitle(lines, i, known); ok {
			opened, titled = l, l
			out = append(out, section{kind: k, title: headingTitle(l)})
			continue
		}
		if styles[l.style] && len(l.cells) == 1 && looksLikeHeading(l.cells[0].s) && !atNamePlace(out) || capsTitleSetApart(lines, i, cur, titlesApart) {
			out = append(out, section{kind: kindOther, title: headingTitle(l)})
			continue
		}
		out[len(out)-1].lines = append(out[len(out)-1].lines, l)
	}
	return out
}

// atNamePlace reports whether the line at hand is the document's first, the
// name's place: a name set in the style of the section titles (as large
// as they are) opens no section of its own, or the header loses it.
func atNamePlace(out []section) bool {
	return len(out) == 1 && len(out[0].lines) == 0
}

// subheading reports whether a PDF line that reads as a section title
// ("Miscellaneous", "Internships") only groups entries inside an experience
// or education section: alone, at the section title's left edge, in its font
// but smaller. It then ends no section and names no field. A line that reads
// as no title ("Vocational") cannot be told from a company name set in the
// titles' font and stays a head line.
func subheading(opened, l line, cur kind) bool {
	if cur != kindExperience && cur != kindEducation || opened.style == "" || l.style == "" || len(l.cells) > 1 {
		return false
	}
	font, _, _ := strings.Cut(l.style, "|")
	titleFont, _, _ := strings.Cut(opened.style, "|")
	return font == titleFont && l.size < opened.size-0.5 && math.Abs(l.x0()-opened.x0()) <= 2 &&
		looksLikeHeading(l.cells[0].s) && isHeadingText(l.cells[0].s)
}

func isHeadingText(s string) bool {
	_, ok := lookupHeading(s)
	return ok
}

// leadIn reports whether l, read as a heading only by its last word, is
// rather a line of an entry's description introducing a list ("Detailed
// achievements:"): inside experience or education, in the font of the line
// before it, or pasted, ending with a colon and not set apart by a gap.
func leadIn(prev, l line, cur kind) bool {
	if cur != kindExperience && cur != kindEducation || len(l.cells) > 1 {
		return false
	}
	s := strings.TrimSpace(l.cells[0].s)
	label, _, _ := strings.Cut(s, ":")
	if _, exact := headingIndex[headingKey(label)]; exact {
		return false
	}
	if _, _, caps := capsHeading(l); caps {
		return false
	}
	if l.style != "" {
		return l.style == prev.style
	}
	return strings.HasSuffix(s, ":") && !l.gap
}

// interestNamedLikeHeading reports whether l, read as a heading only by
// its last word, is rather an interest under the interests heading
// ("INTERESTS", then "Outdoor Activities"): one box, not in capitals.
func interestNamedLikeHeading(l line, cur kind) bool {
	if cur != kindInterests || len(l.cells) > 1 {
		return false
	}
	label, _, _ := strings.Cut(strings.TrimSpace(l.cells[0].s), ":")
	if _, exact := headingIndex[headingKey(label)]; exact {
		return false
	}
	_, _, caps := capsHeading(l)
	return !caps && strings.ToUpper(label) != label
}

// headingStyles returns the styles of PDF lines recognised as headings when
// at most a third of the lines in that style are not recognised headings.
// A line read as a heading only by its last word over a line of its dates
// alone ("Eight years field experience" over "2016 - 2019") is an entry's head,
// not a heading: counted as one, jobs whose heads all read so would make
// the entries' style a headings' style (entryHeadsInHeadingStyle).
func headingStyles(lines []line) map[string]bool {
	known, other := map[string]int{}, map[string]int{}
	for i, l := range lines {
		if l.style == "" {
			continue
		}
		if _, rest, ok := heading(l, kindNone); ok && len(rest) == 0 && !namedLikeHeadingOverDates(lines, i) {
			known[l.style]++
		} else {
			other[l.style]++
		}
	}
	out := map[string]bool{}
	for s, n := range known {
		if 2*other[s] <= n {
			out[s] = true
		}
	}
	return out
}

// looksLikeHeading reports whether s could be a heading: short, no sentence
// end, no date.
func looksLikeHeading(s string) bool {
	n := len(strings.Fields(s))
	if n == 0 || n > 5 || strings.HasSuffix(s, ".") || startsWithBullet(s) {
		return false
	}
	_, _, dated := findDate(s)
	return !dated
}

// capsHeading reads a section title in capitals at the start of a line
// whose content follows on the same line with no colon or box between
// them, as a grid cell or a gutter pasted gives it ("SKILLS SQL, Python,
// Pandas,", "LANGUAGES English — Native"): the longest run of up to four
// words in capitals that is a heading word for word (class 4 of issue 27).
func capsHeading(l line) (kind, []cell, bool) {
	first := l.cells[0].s
	// Cheap test first (this runs on every line that is no heading): the
	// first word is in capitals, two letters or more, and text follows.
	w, _, more := strings.Cut(first, " ")
	if !more || utf8.RuneCountInString(w) < 2 || strings.ToUpper(w) != w || strings.ToLower(w) == w {
		return kindNone, nil, false
	}
	words := strings.Fields(first)
	for n := min(4, len(words)-1); n >= 1; n-- {
		caps := true
		for _, w := range words[:n] {
			if utf8.RuneCountInString(w) < 2 || strings.ToUpper(w) != w || strings.ToLower(w) == w {
				caps = false
				break
			}
		}
		if !caps {
			continue
		}
		k, exact := headingIndex[headingKey(strings.Join(words[:n], " "))]
		if !exact || k == kindTitle || k == kindContact {
			continue
		}
		// The content starts after the n-th word.
		at := 0
		for _, w := range words[:n] {
			at = strings.Index(first[at:], w) + at + len(w)
		}
		rest := []cell{{s: strings.TrimSpace(first[at:]), x0: l.cells[0].x0, x1: l.cells[0].x1}}
		return k, append(rest, l.cells[1:]...), true
	}
	return kindNone, nil, false
}
