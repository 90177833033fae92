package parse

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/shortlist/shortlist/wasm/cv"
)

// entry is one experience or education item: head lines (title, company,
// dates, place) and body lines (bullets, prose).
type entry struct {
	head  []line
	body  []line
	dated int // index in head of the line with the date, -1 if none
}

// headDate returns the date of a head line's text box, and the box without it.
func headDate(s string, dates dateMemo) (date, rest string, ok bool) {
	s = strings.TrimSpace(s)
	return headDateAt(s, dates.scan(s))
}

// headDateAt is headDate for a box s without surrounding space that
// scanDate found d in: one scan answers the three questions.
func headDateAt(s string, d dateHit) (date, rest string, ok bool) {
	if dateOnlyAt(s, d) {
		return strings.TrimSpace(s[d.a:d.b]), "", true
	}
	if date, rest, ok := leadingDate(s, d); ok {
		return date, rest, true
	}
	return trailingDate(s, d)
}

// lineDate reports whether a line carries an entry's date: a box that is a
// date, or a date at the start or end of a line that is not prose.
func lineDate(l line, dates dateMemo) bool {
	for _, c := range l.cells {
		s, bullet := c.s, startsWithBullet(c.s)
		if bullet {
			s = stripBullet(s)
		}
		// One scan of the box for all the questions below, when trimming
		// leaves it as it is (a box's text is folded, so nearly always).
		d := dates.scan(s)
		if bullet {
			// "- 2022–2023: Engineer at X": a dated list item is a head.
			if _, _, ok := leadingDate(s, d); !ok {
				continue
			}
		}
		if n := len(strings.Fields(s)); n > 14 || n >= 8 && strings.HasSuffix(strings.TrimSpace(s), ".") {
			// Prose: a long line, or a sentence whose last word is a
			// year ("Dépassement du quota … en 2024."). A long comma list
			// that ends with its dates is a head written on one line
			// ("Bachelor in Statistics and Data Science, The University
			// of Texas at Austin, Aug 2015 – May 2019", class 6 of issue 27).
			if _, _, ok := leadingDate(s, d); (!ok || n > 14) && !oneLineHead(s, d, n) && !datesThenBar(s, d) {
				continue
			}
		}
		t := strings.TrimSpace(s)
		if t != s {
			d = dates.scan(t)
		}
		if _, _, ok := headDateAt(t, d); ok {
			return true
		}
	}
	return false
}

// isBody reports whether a line is description rather than a head line: a
// bullet, or prose (a sentence, or a long line). dated is lineDate(l): a
// dated line is a head.
func isBody(l line, dated bool) bool {
	if dated {
		return false
	}
	s := l.flat()
	if startsWithBullet(s) {
		return true
	}
	n := wordCount(s)
	return len(l.cells) == 1 && (n >= 9 || (endsSentence(s) && n >= 3))
}

// lineKind is what splitEntries asks of a line: whether it carries a date
// (lineDate) and whether it is body (isBody).
type lineKind struct{ dated, body bool }

// lineKinds answers lineKind once per line: splitEntries and continuesBody
// ask it of the same lines again and again, and lineDate runs the date
// pattern, the parser's costliest step.
func lineKinds(lines []line, dates dateMemo) []lineKind {
	out := make([]lineKind, len(lines))
	for i, l := range lines {
		dated := l.listed || lineDate(l, dates)
		out[i] = lineKind{dated: dated, body: isBody(l, dated)}
	}
	for i := range out[:max(len(out)-1, 0)] {
		if out[i].body && out[i+1].dated && headAboveItsDates(lines[i], lines[i+1], dates) {
			out[i].body = false
		}
		if out[i].body && i+2 < len(out) && headOverItsSchool(lines[i:i+3], out[i+1:i+3], dates) {
			out[i].body = false
		}
		if out[i].body && headOverItsPlace(lines[i:], out[i+1:]) {
			out[i].body = false
		}
	}
	return out
}

// headOverItsSchool reports whether the first of three lines, long, set
// apart and without bullet or full stop, heads an entry whose second head
// line and dates follow ("Diploma Media Engineering with a specialisation
// in Interactive Systems" / "University of Applied Science,
// Northwind" / "10/2003 - 04/2008"): our own files write a degree, its
// school under it and the dates alone below, a blank line above. kinds
// are the second and third lines' lineKinds.
func headOverItsSchool(three []line, kinds []lineKind, dates dateMemo) bool {
	l, second, third := three[0], three[1], three[2]
	if !l.gap || second.gap || third.gap || kinds[0].body || kinds[0].dated || !kinds[1].dated || len(second.cells) != 1 {
		return false
	}
	return headAboveItsDates(l, third, dates)
}

// headAboveItsDates reports whether a long line without bullet or full stop
// is the head of the dates line under it ("3. Direct hire for Desktop
// Support Analyst with Mac Experience" over "2013 - 2014"): our own files
// write a job's title and company on one line and its dates alone below.
// A line of more than fourteen words is a head only when a blank line sets
// it apart (our own files set one above each entry's head), since prose
// runs that long.
func headAboveItsDates(l, next line, dates dateMemo) bool {
	s := l.flat()
	if startsWithBullet(s) || endsSentence(s) || wordCount(s) > 14 && !l.gap || len(next.cells) != 1 {
		return false
	}
	return datesAloneOrPlaced(next.flat(), dates)
}

// continuesBody reports whether a PDF line that reads like a head (short, no
// date) is one more body line: a bullet item whose glyph is drawn, not
// written, shows only as a line in the body's font at the body's indent.
// It is a head when a date follows before the next body line or gap, unless
// its font is one that only bodies of the section have used (bodyFont).
// nextKinds are the lineKinds of next.
func continuesBody(last, l line, next []line, nextKinds []lineKind, bodyFont bool) bool {
	if l.style == "" && last.style == "" {
		return pastedItem(l, next, nextKinds)
	}
	// A list under a lead-in is indented by its drawn glyph ("Detailed
	// achievements:" then "○ Achievement 1;"): deeper, not shallower.
	if dx := l.x0() - last.x0(); l.style == "" || l.style != last.style || dx < -2 || dx > 24 {
		return false
	}
	if bodyFont {
		// No head of this section is set in the body's font.
		return true
	}
	for k, n := range next[:min(len(next), 2)] {
		if nextKinds[k].body || n.gap {
			// A head stands with its date: a date after a blank gap
			// opens the next entry.
			break
		}
		if nextKinds[k].dated {
			return false
		}
	}
	return true
}

// pastedItem is continuesBody for pasted text, where no font tells:
// short one-box lines right after the body that run, with neither date nor
// bullet, up to the blank line before the next entry or the section's end
// are its last items; so is a line right above a line of prose that is no
// bullet item and holds no year (the wrapped rest of an item, then the
// next item: issue 34; a date line the date patterns miss reads as prose).
func pastedItem(l line, next []line, nextKinds []lineKind) bool {
	if l.gap || len(l.cells) > 1 {
		return false
	}
	for k, n := range next {
		switch {
		case n.gap:
			return true
		case k == 0 && nextKinds[k].body && !startsWithBullet(n.flat()) && !mayHoldDate(n.flat()):
			return true
		case nextKinds[k].body || nextKinds[k].dated || len(n.cells) > 1:
			return false
		}
	}
	return true
}

var (
	// partSepRe splits a head box into parts: bullets, bars, " at ", " bei ".
	partSepRe = regexp.MustCompile(`\s+(?:[|•·◦▪♦⋄∙@]|at|bei|chez|chez|[-–—])\s+|\s*\|\s*`)
	parenRe   = regexp.MustCompile(`\s*\(([^()]*)\)\s*$`)
	// placeLabelRe is a label before a place in a head line (Europass
	// "Localité : Paris | Pays : France").
	placeLabelRe = regexp.MustCompile(`(?i)^\s*(?:localit[ée]|ville|pays|city|country|location|place|ort|stadt|land|localidad|ciudad|país|pais)\s*:\s*`)
	// nestedLabelRe is a list heading inside an entry's description
	// ("Tâches :", "Environnement technique : Java, Spring"); alone on its
	// line it may have a word before it ("Detailed achievements:").
	nestedLabelRe = regexp.MustCompile(`(?i)^\s*(?:(?:\p{L}+\s+)?(?:` + nestedLabels + `)\s*:\s*$|(?:` + nestedLabels + `)\s*:\s*)`)
	// bareLabelRe is such a heading alone on its line without a colon, as
	// a theme prints it above an entry's highlights (flat's "Highlights").
	bareLabelRe = regexp.MustCompile(`(?i)^\s*(?:` + nestedLabels + `)\s*$`)
)

// findNestedLabel returns where nestedLabelRe matches s, or bareLabelRe
// for a short line without a colon, nil if neither. A label ends in a colon
// or stands alone, and most lines are neither.
func findNestedLabel(s string) []int {
	if !strings.Contains(s, ":") {
		if len(s) > 40 {
			return nil
		}
		return bareLabelRe.FindStringIndex(s)
	}
	return nestedLabelRe.FindStringIndex(s)
}

// findParen returns parenRe's match in s and its group, nil if none: it
// needs a closing parenthesis, which most head parts lack.
func findParen(s string) []string {
	if !strings.Contains(s, ")") {
		return nil
	}
	return parenRe.FindStringSubmatch(s)
}

const nestedLabels = `highlights|höhepunkte|points forts|faits marquants|aspectos destacados|destacados|context[eo]?|kontext|t[âa]ches|missions?|r[ée]alisations|responsabilit[ée]s|environnements?(?: techniques?)?|technologies(?: utilis[ée]es)?|outils|tasks|duties|responsibilities|key achievements|achievements|tech(?:nology)? stack|technologies used|tools|environment|aufgaben|tätigkeiten|erfolge|technologien|werkzeuge|tareas|funciones|logros|responsabilidades|entorno(?: tecnol[óo]gico)?|tecnolog[íi]as(?: utilizadas)?|herramientas`

// mayHoldPartSep is a cheap test that partSepRe can match in s: it needs a
// bar or another of its marks, or "at", "bei" or "chez" between blanks;
// most head boxes have none.
func mayHoldPartSep(s string) bool {
	if strings.ContainsAny(s, "|•·◦▪♦⋄∙@-–—") {
		return true
	}
	for i := 0; i < len(s); i++ {
		if !isBlank(s[i]) {
			continue
		}
		for _, w := range []string{"at", "bei", "chez"} {
			if rest := s[i+1:]; len(rest) > len(w) && strings.HasPrefix(rest, w) && isBlank(rest[len(w)]) {
				return true
			}
		}
	}
	return false
}

// headSplit splits a head box at partSepRe, except at an "at" that belongs
// to a school's name ("University of Texas at Austin").
func headSplit(s string) []string {
	if !mayHoldPartSep(s) {
		return []string{s}
	}
	var out []string
	start := 0
	for _, m := range partSepRe.FindAllStringIndex(s, -1) {
		if left := s[start:m[0]]; strings.TrimSpace(s[m[0]:m[1]]) == "at" && isInstitution(left) && !isDegree(left) {
			continue
		}
		out = append(out, s[start:m[0]])
		start = m[1]
	}
	return append(out, s[start:])
}

// headParts returns the date and the text parts of an entry's head lines,
// with places split off into loc. Parts keep their line order.
func headParts(head []line, dates dateMemo) (date, loc string, parts [][]string) {
	named := "" // a bare domain, kept when it is all the head names (bareDomain)
	for _, l := range head {
		var lineParts []string
		for _, c := range l.cells {
			s := strings.TrimSpace(stripBullet(c.s))
			if d, rest, ok := headDate(s, dates); ok && date == "" {
				date, s = d, rest
				if dateLabelRe.MatchString(s) {
					s = ""
				}
			}
			for _, p := range headSplit(s) {
				if strings.Contains(p, ":") { // the label's colon
					p = placeLabelRe.ReplaceAllString(p, "")
				}
				p = strings.Trim(strings.TrimSpace(trimURLs(p)), ",;:")
				if m := findParen(p); m != nil && isLocation(m[1]) {
					if loc == "" {
						loc = m[1]
					}
					p = strings.TrimSpace(p[:len(p)-len(m[0])])
				}
				switch {
				case p == "":
				case !strings.Contains(p, " ") && hasURL(p):
					if named == "" && bareDomain(p) {
						named = p
					}
				case isLocation(p):
					if loc == "" {
						loc = p
					}
				default:
					if strings.Count(p, ",") >= 2 && strings.HasSuffix(p, ".") {
						// "Engineer, Acme Corp, Berlin.": a head written as
						// a sentence ends with its place and a full stop.
						if _, l := locationTail(strings.TrimSuffix(p, "."), false); l != "" {
							p = strings.TrimSuffix(p, ".")
						}
					}
					if rest, l := locationTail(p, false); l != "" {
						if loc == "" {
							loc = l
						}
						p = rest
					}
					lineParts = append(lineParts, p)
				}
			}
		}
		if len(lineParts) > 0 {
			parts = append(parts, lineParts)
		}
	}
	if len(parts) == 0 && named != "" {
		parts = [][]string{{named}}
	}
	return date, loc, parts
}

// trimURLs drops web addresses at either end of a comma list: a company's
// website is not the company ("Initech, www.initech.com"). Only the ends, so
// what stays is one span of the input.
func trimURLs(p string) string {
	pieces := strings.Split(p, ",")
	isURL := func(s string) bool {
		s = strings.TrimSpace(s)
		return s != "" && !strings.Contains(s, " ") && hasURL(s)
	}
	for len(pieces) > 1 && isURL(pieces[len(pieces)-1]) {
		pieces = pieces[:len(pieces)-1]
	}
	for len(pieces) > 1 && isURL(pieces[0]) {
		pieces = pieces[1:]
	}
	return strings.Join(pieces, ",")
}

// commaGroups splits a part at commas and groups the pieces around those
// that match is: "B.Tech, Computer Science, Indian Institute of Technology"
// with is=degree gives the degree "B.Tech, Computer Science" (the matching
// piece and the unmatched pieces after it) and the rest.
func commaGroups(p string, is, other func(string) bool) (hit, rest string) {
	pieces := strings.Split(p, ",")
	start := -1
	for i, pc := range pieces {
		if is(pc) {
			start = i
			break
		}
	}
	if start < 0 {
		return "", p
	}
	end := start + 1
	for end < len(pieces) && !is(pieces[end]) && !other(pieces[end]) {
		end++
	}
	hit = strings.TrimSpace(strings.Join(pieces[start:end], ","))
	rest = strings.TrimSpace(strings.Join(append(append([]string{}, pieces[:start]...), pieces[end:]...), ","))
	if start > 0 && end < len(pieces) {
		// The rest would not be one span of the input: keep the first run.
		rest = strings.TrimSpace(strings.Join(pieces[:start], ","))
	}
	return hit, rest
}

func isTitle(s string) bool       { return hasWord(s, titleWords, titleSuffixes...) }
func isDegree(s string) bool      { return hasWord(s, degreeWords) && !hasWord(s, institutionWords) }
func isInstitution(s string) bool { return hasWord(s, institutionWords) }
func isCompanyName(s string) bool { return hasWord(s, companyWords) }

// experience builds an experience item from an entry.
func experience(e entry, dates dateMemo) cv.Experience {
	date, loc, parts := headParts(e.head, dates)
	parts = titleNounWrap(seniorityWrap(parts))
	x := cv.Experience{Duration: date, Location: loc, Responsibilities: responsibilities(e.body)}
	// The parts of the dated line: "2016–2019 ⇥ Engineer, Acme Corp" names
	// the employer beside the title, ahead of any line above ("Vocational").
	datedParts := -1
	if e.dated >= 0 {
		_, _, before := headParts(e.head[:e.dated], dates)
		datedParts = len(before)
	}
	var rest []string
	for k, lp := range parts {
		for j, p := range lp {
			if p = withoutLinks(p); p == "" {
				continue
			}
			if x.Position == "" {
				if titlesBeforeEmployer(lp, j) {
					x.Position = p
					continue
				}
				if i := strings.Index(p, ","); i > 0 && isTitle(p[:i]) && !isCompanyName(p[:i]) {
					// "Product Manager, Google GmbH": the title comes first.
					x.Position = strings.TrimSpace(p[:i])
					if k == datedParts {
						rest = append([]string{strings.TrimSpace(p[i+1:])}, rest...)
					} else {
						rest = append(rest, strings.TrimSpace(p[i+1:]))
					}
					continue
				}
				if c, t, ok := companyThenTitle(p); ok && x.Company == "" {
					x.Company, x.Position = c, t
					continue
				}
			}
			if x.Position == "" {
				if isTitle(p) && !isCompanyName(p) {
					x.Position = p
					continue
				}
			}
			rest = append(rest, p)
		}
	}
	fillFromRest(&x, rest, len(parts) == 1 && datedParts == 1)
	return x
}

// companyThenTitle splits "CloudPeak Solutions, Senior Account Executive"
// (onepage's heads: the employer, a comma, the title) at its last comma
// when what follows is a title and what comes before is none.
func companyThenTitle(p string) (company, title string, ok bool) {
	i := strings.LastIndex(p, ",")
	if i <= 0 {
		return "", "", false
	}
	company, title = strings.TrimSpace(p[:i]), strings.TrimSpace(p[i+1:])
	if company == "" || !isTitle(title) || isCompanyName(title) || isTitle(company) || isLocation(title) {
		return "", "", false
	}
	return company, title, true
}

// education builds an education item from an entry.
func education(e entry, dates dateMemo) cv.Education {
	e = schoolWrapAfterAt(e)
	date, loc, parts := headParts(e.head, dates)
	ed := cv.Education{Duration: date, Location: loc}
	var rest, notes []string
	var restLine []int
	degLine := -1
	for k, lp := range parts {
		for _, p := range lp {
			if rest, grade := trailingGrade(p); grade != "" {
				// "MSc Physics, University of Leeds, Leeds, Grade: 1.3":
				// only the last pieces of one comma list are the grade.
				notes = append(notes, grade)
				if p = rest; ed.Location == "" {
					p, ed.Location = locationTail(p, false)
				}
			} else if gradeRe.MatchString(p) {
				notes = append(notes, p)
				continue
			}
			if ed.Degree == "" && isDegree(p) {
				hit, other := commaGroups(p, isDegree, isInstitution)
				ed.Degree, degLine = hit, k
				p = other
			}
			if ed.Institution == "" && isInstitution(p) {
				hit, other := commaGroups(p, isInstitution, isDegree)
				ed.Institution = hit
				p = other
			}
			if p != "" {
				rest, restLine = append(rest, p), append(restLine, k)
			}
		}
	}
	if ed.Institution != "" && ed.Degree == "" && courseParts(rest) {
		notes, rest = append(notes, rest...), nil
	}
	degreeFromRest(&ed, e.head, rest, restLine, degLine)
	for _, l := range e.body {
		notes = append(notes, strings.TrimSpace(stripBullet(l.flat())))
	}
	ed.Description = strings.Join(notes, "\n")
	return ed
}

// bareDegree reports whether s is a study type alone, every word of it a
// degree word ("Bachelor", "Master", "B.Sc.").
func bareDegree(s string) bool {
	ws := strings.Fields(strings.ToLower(s))
	for _, w := range ws {
		if !degreeWords[strings.Trim(w, ".,:;()")] && !degreeWords[strings.TrimRight(w, ".,:;()")] {
			return false
		}
	}
	return len(ws) > 0 && len(ws) <= 3
}

// isArea reports whether s may be a field of study: words, up to eight of
// them, with no digit, neither a degree nor a school.
func isArea(s string) bool {
	n := len(strings.Fields(s))
	return n > 0 && n <= 8 && !strings.ContainsAny(s, "0123456789@/") && !isDegree(s) && !isInstitution(s)
}

// degreeGoesOn reports whether a piece left over once degree and
// institution are known is the degree's subject written after a hyphen
// ("Master Informatique - Systèmes distribués et cloud"): a head line holds
// the two joined so.
func degreeGoesOn(head []line, degree, p string) bool {
	for _, l := range head {
		if strings.Contains(l.flat(), degree+" - "+p) {
			return true
		}
	}
	return false
}

// trailingGrade splits the grade off the end of a head part written as one
// comma list ("Degree, School, City, Grade 1.3."): the pieces from the first
// one that names a grade to the end, when a piece before them names none.
func trailingGrade(p string) (rest, grade string) {
	pieces := strings.Split(p, ",")
	for i := 1; i < len(pieces); i++ {
		if gradeRe.MatchString(pieces[i]) {
			if gradeRe.MatchString(strings.Join(pieces[:i], ",")) {
				return p, ""
			}
			return strings.TrimSpace(strings.Join(pieces[:i], ",")), strings.TrimSpace(strings.Join(pieces[i:], ","))
		}
	}
	return p, ""
}

// responsibilities turns body lines into items: one per bullet, and one per
// sentence of prose.
func responsibilities(body []line) []string {
	out := []string{}
	for _, l := range body {
		s := l.flat()
		if loc := findNestedLabel(s); loc != nil {
			// The heading of a nested list is no item; its content is.
			if s = strings.TrimSpace(s[loc[1]:]); s == "" {
				continue
			}
		}
		if startsWithBullet(s) {
			if t := strings.TrimSpace(stripBullet(s)); t != "" {
				out = append(out, t)
			}
			continue
		}
		out = append(out, sentences(s)...)
	}
	return out
}

// abbreviations do not end a sentence. The second line holds amounts and
// "about", "including" written short ("5,2 Mio. EUR", "aprox. 3 mill.
// USD", "env. 2 Md. EUR"): the word after them starts with a capital as
// often as not (issue 34).
var abbreviations = wordSet("inc", "e.g", "i.e", "etc", "vs", "dr", "mr", "mrs", "ms", "st", "co", "jr", "sr", "ltd", "no", "approx", "z.b", "bzw", "ca", "usw",
	"mio", "mrd", "tsd", "inkl", "ggf", "mill", "aprox", "env", "md")

// sentences splits prose at ". ", "! " and "? " before an upper-case letter.
func sentences(s string) []string {
	var out []string
	start := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '.' && c != '!' && c != '?' || i+2 >= len(s) || s[i+1] != ' ' {
			continue
		}
		next, _ := utf8.DecodeRuneInString(s[i+2:])
		if !unicode.IsUpper(next) {
			continue
		}
		words := strings.Fields(s[start:i])
		if c == '.' && len(words) > 0 {
			last := strings.ToLower(words[len(words)-1])
			if abbreviations[last] || utf8.RuneCountInString(last) == 1 {
				continue
			}
		}
		out = append(out, strings.TrimSpace(s[start:i+1]))
		start = i + 2
	}
	if t := strings.TrimSpace(s[start:]); t != "" {
		out = append(out, t)
	}
	return out
}

// oneLineHead reports whether a box of n words that scanDate found d in is
// an entry's head written as one comma list ending with its dates: no
// sentence in it or at its end, at most 24 words, a comma before the dates.
func oneLineHead(s string, d dateHit, n int) bool {
	if n > 24 || strings.Contains(s, ". ") || strings.HasSuffix(s, ".") || !strings.Contains(s, ",") || strings.TrimSpace(s) != s {
		// (d's offsets are into s as it is.)
		return false
	}
	_, rest, ok := trailingDate(s, d)
	return ok && strings.Contains(rest, ",")
}
