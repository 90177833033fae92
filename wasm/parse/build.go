package parse

import (
	"math"
	"strings"
	"unicode"

	"github.com/shortlist/shortlist/wasm/cv"
)

// build parses logical lines into a Formatted CV.
func build(lines []line) cv.FormattedCV {
	f := cv.EmptyFormatted()
	dates := dateMemo{}
	secs := headerCut(summaryAhead(strayLanguages(languageBeforeTitle(strayRatedGroups(levelledGroups(nameFirst(emptyExperienceBack(strayTitles(mainColumnBack(sections(yearPairRanges(lines))))))))))), dates)
	var c contact
	var about []string
	for _, s := range secs[1:] {
		about = readSection(s, &f, &c, about, dates)
	}
	name, title, intro := header(headerWraps(wrappedTitles(pastedHeadlineWraps(secs[0].lines))), &c, len(about) > 0)
	f.ProfessionalHeader = joinHeader(name, title)
	if len(about) == 0 && intro != "" {
		about = append(about, intro)
	}
	f.AboutMe = strings.Join(about, "\n")
	f.Email, f.Phone, f.LinkedIn, f.Address = c.email, c.phone, c.linkedIn, c.address
	f.Name, f.Website = name, c.website
	if f.Email == "" || f.LinkedIn == "" || f.Phone == "" {
		contactsElsewhere(lines, &f)
	}
	if f.LinkedIn == "" {
		f.LinkedIn = linkedInFromHandle(lines)
	} else {
		f.LinkedIn = linkedInHyphens(f.LinkedIn, lines)
	}
	return f
}

// headerCut gives a CV without headings a header and one unlabelled
// section: the header runs to the first dated line or bullet, the rest is
// read as entries.
func headerCut(secs []section, dates dateMemo) []section {
	if len(secs) != 1 {
		return secs
	}
	head := secs[0].lines
	cut := len(head)
	for i, l := range head {
		if lineDate(l, dates) || startsWithBullet(l.flat()) {
			cut = i
			break
		}
	}
	secs[0].lines = head[:cut]
	return append(secs, section{kind: kindNone, lines: head[cut:]})
}

// readSection reads one section into f (its contact fields into c) and
// returns about with the section's summary added.
func readSection(s section, f *cv.FormattedCV, c *contact, about []string, dates dateMemo) []string {
	switch s.kind {
	case kindSummary:
		body := withoutContactTail(s.lines)
		body = body[headerAtopAbout(body, s.lines, c):]
		if postalAbout(body) {
			contactSection(body, c)
			break
		}
		if t := paragraph(body); t != "" {
			about = append(about, t)
		}
	case kindProjects:
		if blocks, rest, ok := projectBlocks(s.lines, dates); ok {
			f.ProfessionalExperience = append(f.ProfessionalExperience, projectHistory(blocks)...)
			extraSection(restSection(rest), f, dates)
		} else {
			extraSection(s, f, dates)
		}
	case kindExperience:
		f.ProfessionalExperience = append(f.ProfessionalExperience, experiences(splitEntries(listedRoles(s.lines, dates), dates), dates)...)
	case kindEducation:
		if blocks, rest, ok := projectBlocks(s.lines, dates); ok {
			f.Education = append(f.Education, trainingHistory(blocks)...)
			extraSection(restSection(rest), f, dates)
			break
		}
		for _, e := range splitEntries(areaOverStudyType(s.lines), dates) {
			f.Education = append(f.Education, education(e, dates))
		}
	case kindSkills:
		skills(s.lines, f)
	case kindLanguages:
		f.Languages = append(f.Languages, languages(s.lines)...)
	case kindContact:
		contactSection(s.lines, c)
	case kindNone:
		unlabelled(s.lines, f, dates)
	default:
		extraSection(s, f, dates)
	}
	return about
}

// contactSection reads a contact section: what the contacts leave may be
// several values ("10115 Berlin, Germany" beside a link), and each part is
// tried as the address.
func contactSection(lines []line, c *contact) {
	for _, l := range lines {
		for _, p := range headerSepRe.Split(takeContacts(l.flat(), c), -1) {
			p = trimIcons(strings.TrimSpace(strings.Trim(strings.TrimSpace(p), ",;|")))
			if c.address == "" && p != "" && isAddress(p) {
				c.address = p
			}
		}
	}
}

// contactsElsewhere fills the e-mail, LinkedIn and phone that the header
// and contact sections lack from contact details in a sidebar or footer.
// A phone number counts only on a line of contacts alone ("+1 234 567 890
// • +2 345 678 901" in moderncv's footer): in other text it may be any
// number.
func contactsElsewhere(lines []line, f *cv.FormattedCV) {
	var rest contact
	phone := ""
	for _, l := range lines {
		s := l.flat()
		needContacts := rest.email == "" || rest.linkedIn == ""
		// A phone number has 7 digits or more (findPhone): most lines
		// have fewer.
		lookPhone := phone == "" && countDigits(s) >= 7
		if !needContacts && !lookPhone {
			continue
		}
		// One pass of takeContacts serves both searches.
		var c contact
		left := takeContacts(s, &c)
		if needContacts {
			rest.email, rest.linkedIn = firstOf(rest.email, c.email), firstOf(rest.linkedIn, c.linkedIn)
		}
		if lookPhone {
			if p, ok := contactsOnly(s, left, c.phone); ok {
				phone = p
			}
		}
	}
	f.Email = firstOf(f.Email, rest.email)
	f.LinkedIn = firstOf(f.LinkedIn, rest.linkedIn)
	f.Phone = firstOf(f.Phone, phone)
}

func firstOf(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

// contactsOnly returns the first phone number of a line s that holds
// nothing but contact details and separators, given the first pass of
// takeContacts over s: what it left and the phone it found.
func contactsOnly(s, left, phone string) (string, bool) {
	// Eight passes at most in all, each taking more contacts off.
	for range 7 {
		if left == s {
			break
		}
		s = left
		var c contact
		left = takeContacts(s, &c)
		phone = firstOf(phone, c.phone)
	}
	return phone, phone != "" && labelsOnly(left)
}

// labelsOnly reports whether what takeContacts left of a line is nothing
// but separators and contact labels: a line of contacts may name its phone
// ("Phone: +1 234 567 890", "Telefon: …"), and a pasted CV keeps the label
// where the PDF's sidebar showed an icon.
func labelsOnly(left string) bool {
	for _, w := range lowerWords(left) {
		if !contactLabels[strings.Trim(w, ".:")] {
			return false
		}
	}
	return true
}

// joinHeader writes the professional header as the spec splits it: parts
// joined by a bullet.
func joinHeader(parts ...string) string {
	var out []string
	for _, p := range parts {
		if p != "" {
			out = append(out, p)
		}
	}
	return strings.Join(out, " • ")
}

// paragraph joins a section's lines into one text.
func paragraph(lines []line) string {
	parts := make([]string, 0, len(lines))
	for _, l := range lines {
		parts = append(parts, strings.TrimSpace(stripBullet(l.flat())))
	}
	return fold(strings.Join(parts, " "))
}

// unlabelled reads entries of a CV without headings: an entry whose head
// names a degree or a school is education, any other dated entry experience.
func unlabelled(lines []line, f *cv.FormattedCV, dates dateMemo) {
	for _, e := range splitEntries(lines, dates) {
		if e.dated < 0 {
			continue
		}
		var head []string
		for _, l := range e.head {
			head = append(head, l.flat())
		}
		h := strings.Join(head, " ")
		if isInstitution(h) || hasWord(h, degreeWords) {
			f.Education = append(f.Education, education(e, dates))
		} else {
			f.ProfessionalExperience = append(f.ProfessionalExperience, experience(e, dates))
		}
	}
}

// nameFirst moves the CV's name to the header when the reading order put it
// inside a section: a sidebar read before the main column, or a heading in
// a left gutter ahead of it. The name is the first line on the first page
// in the largest type, clearly larger than the text; it and the lines after
// it up to the next heading (the title, contact lines) become the header.
func nameFirst(secs []section) []section {
	var largest, text float64
	sizes := map[float64]int{}
	for _, s := range secs {
		for _, l := range s.lines {
			if l.page == 0 && l.size > largest {
				largest = l.size
			}
			sizes[math.Round(l.size)] += len(l.flat())
		}
	}
	for sz, n := range sizes {
		if n > sizes[text] {
			text = sz
		}
	}
	if largest == 0 {
		return nameAfterSidebar(secs)
	}
	if largest < 1.4*text {
		return secs
	}
	for k, s := range secs {
		for i, l := range s.lines {
			if l.page != 0 || l.size != largest {
				continue
			}
			if k == 0 || !isName(l.flat()) {
				return secs
			}
			secs[0].lines = append(secs[0].lines, s.lines[i:]...)
			secs[k].lines = s.lines[:i:i]
			return secs
		}
	}
	return secs
}

func countDigits(s string) int {
	n := 0
	for _, r := range s {
		if unicode.IsDigit(r) {
			n++
		}
	}
	return n
}

// nameAfterSidebar is nameFirst for pasted text, which has no type sizes: a
// PDF viewer copies a left sidebar (contact, skills, languages) before the
// main column that the name opens. When the header holds no name, the first
// name standing after a blank line at the end of a sidebar's section, with
// a line under it (the title), starts the header: it and the lines after it
// up to the next heading move there.
func nameAfterSidebar(secs []section) []section {
	for _, l := range secs[0].lines {
		for _, c := range l.cells {
			if isName(c.s) {
				return secs
			}
		}
	}
	for k, s := range secs[1:] {
		switch s.kind {
		case kindContact, kindSkills, kindLanguages, kindOther:
		default:
			continue
		}
		for i, l := range s.lines {
			if i == 0 || !l.gap || len(l.cells) != 1 || i+1 >= len(s.lines) || !isName(l.cells[0].s) {
				continue
			}
			secs[0].lines = append(secs[0].lines, s.lines[i:]...)
			secs[k+1].lines = s.lines[:i:i]
			return secs
		}
	}
	return secs
}

// summaryAhead gives an empty summary section the paragraph that opens the
// section after it: titles set in a left gutter reach pasted text stacked
// ("PROFILE", "EXPERIENCE", then the profile's text and the first job), as
// a PDF viewer copies the gutter before the column beside it (class 4 of
// issue 27). Titles of a row of boxes stack the same way with more than
// one empty section between ("About", "Profiles", "Work"; flat): the
// paragraph is taken from the first section after them that has lines.
func summaryAhead(secs []section) []section {
	for i := 1; i+1 < len(secs); i++ {
		if secs[i].kind != kindSummary || len(secs[i].lines) > 0 {
			continue
		}
		j := i + 1
		for j+1 < len(secs) && len(secs[j].lines) == 0 {
			j++
		}
		next := secs[j].lines
		if n := openingProse(next, j > i+1); n > 0 {
			secs[i].lines = next[:n:n]
			secs[j].lines = next[n:]
		}
	}
	return secs
}

// openingProse counts the lines of the paragraph that opens a section: the
// run of prose lines (isBody) before the first line that is not. Across
// stacked titles (wholeBlock), the paragraph is the whole first block, up
// to a blank, as long as it holds no item: its short last line and the
// profiles' names and handles printed right under it go with it (the
// summary drops contact lines, withoutContactTail).
func openingProse(next []line, wholeBlock bool) int {
	n := 0
	for n < len(next) && !startsWithBullet(next[n].flat()) && isBody(next[n], false) {
		n++
	}
	if n == 0 || !wholeBlock {
		return n
	}
	for n < len(next) && !next[n].gap && !startsWithBullet(next[n].flat()) {
		n++
	}
	return n
}

// withoutContactTail cuts a summary where contact lines start after its
// text: themes print the contacts under the summary with no heading of
// their own ("Phone: …", "Email: …"; "LinkedIn GitHub" over the handles),
// and they are no part of About Me. The contacts are still read from the
// whole CV.
func withoutContactTail(lines []line) []line {
	for i := 1; i < len(lines); i++ {
		if contactLine(lines[i].flat()) {
			return lines[:i]
		}
	}
	return lines
}

// contactLabels are the labels and network names a contact block shows.
var contactLabels = wordSet("linkedin", "github", "gitlab", "twitter", "xing", "phone", "email", "e-mail", "mail",
	"website", "web", "telefon", "tel", "mobil", "téléphone", "teléfono", "móvil", "portable", "contact", "kontakt",
	"contacto", "address", "adresse", "dirección")

// contactLine reports whether s is a line of contact details: only
// contact labels, or mostly an e-mail, phone number or web address.
func contactLine(s string) bool {
	words := lowerWords(s)
	labels := 0
	for _, w := range words {
		if contactLabels[strings.Trim(w, ".:")] {
			labels++
		}
	}
	if len(words) > 0 && labels == len(words) {
		return true
	}
	var c contact
	left := takeContacts(s, &c)
	if c.email == "" && c.phone == "" && c.linkedIn == "" && c.website == "" {
		return false
	}
	return countLetters(left) <= countLetters(s)/2 || labels > 0 && len(strings.Fields(left)) <= labels+3
}

func countLetters(s string) int {
	n := 0
	for _, r := range s {
		if unicode.IsLetter(r) {
			n++
		}
	}
	return n
}
