package parse

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/shortlist/shortlist/wasm/internal/vocab"
)

// cellSeps returns where a pasted line is cut into boxes, as byte spans
// leftmost first: a run of tabs, a run of four blanks or more, and dash or
// dot leaders ("Salsify ----- Boston, MA") with the blanks around them.
// Blanks are space, \t, \n, \f and \r. It is the pattern
// `\t+|\s{4,}|\s+-{3,}\s*|\s*\.{4,}\s*` written out (FuzzCellSeps checks
// that): a pattern that may start at any blank and runs on nearly every
// line is slow in WebAssembly.
func cellSeps(r string) [][2]int {
	var out [][2]int
	for i := 0; i < len(r); {
		blanks := runOf(r, i, isBlank)
		switch {
		case r[i] == '\t':
			// \t+ comes first: a tab is cut alone from the blanks after it.
			end := runOf(r, i, func(b byte) bool { return b == '\t' })
			out, i = append(out, [2]int{i, end}), end
		case blanks-i >= 4:
			out, i = append(out, [2]int{i, blanks}), blanks
		case blanks > i && runOf(r, blanks, isByte('-'))-blanks >= 3:
			end := runOf(r, runOf(r, blanks, isByte('-')), isBlank)
			out, i = append(out, [2]int{i, end}), end
		case runOf(r, blanks, isByte('.'))-blanks >= 4:
			end := runOf(r, runOf(r, blanks, isByte('.')), isBlank)
			out, i = append(out, [2]int{i, end}), end
		default:
			i++
		}
	}
	return out
}

// runOf returns where the run of bytes matching in that starts at s[i] ends.
func runOf(s string, i int, in func(byte) bool) int {
	for i < len(s) && in(s[i]) {
		i++
	}
	return i
}

func isBlank(b byte) bool { return b == ' ' || b == '\t' || b == '\n' || b == '\f' || b == '\r' }

func isByte(c byte) func(byte) bool { return func(b byte) bool { return b == c } }

// prepareText normalises pasted text: line ends, literal "\n" sequences
// that some exports leave in the text, and normalise's repairs.
func prepareText(text string) string {
	text = strings.ReplaceAll(text, "\r\n", "\n")
	text = strings.ReplaceAll(text, "\r", "\n")
	text = strings.ReplaceAll(text, `\n`, "\n")
	return normalise(iconAreaOverType(iconWords.Replace(text)))
}

// iconWords names the icon glyphs that say what the text after them is
// where pasted text has only a handle: Font Awesome's LinkedIn icons
// (U+F0E1 "linkedin"/"linkedin-in", U+F08C "linkedin-square"), which a
// theme prints before the profile's handle and a viewer copies as their
// private-use code points. Other icons are dropped (normalise).
var iconWords = strings.NewReplacer("\uf0e1", "LinkedIn ", "\uf08c", "LinkedIn ")

// skipLinkRe is a web page's "Skip to content" link, which a page copied
// or saved from the browser (a theme's HTML CV) keeps as its first line.
var skipLinkRe = regexp.MustCompile(`(?i)^\s*(?:skip to (?:main )?content|zum inhalt springen|aller au contenu(?: principal)?|saltar al contenido(?: principal)?)\s*$`)

// textLines splits pasted text into lines and boxes. Wrapped lines are
// joined: an indented line under a bullet, and a line starting in lower case
// after a long line of prose.
func textLines(text string) []line {
	raw := strings.Split(prepareText(text), "\n")
	var lines []line
	gap := false
	for _, r := range raw {
		if strings.TrimSpace(r) == "" || isRule(r) || skipLinkRe.MatchString(r) {
			gap = true
			continue
		}
		l := line{gap: gap && len(lines) > 0}
		gap = false
		r = droppedHyphens(unspaceLetters(r))
		col := 0
		for _, loc := range cellSeps(r) {
			addCell(&l, r[col:loc[0]], utf8.RuneCountInString(r[:col]))
			col = loc[1]
		}
		addCell(&l, r[col:], utf8.RuneCountInString(r[:col]))
		// A viewer pastes a date glued to the word before it as the PDF
		// holds it ("…Kleinfeld2012-10-02 - 2016-09-29"): split as from the PDF.
		l.cells = splitGluedDates(l.cells)
		if len(l.cells) > 0 {
			lines = append(lines, l)
		}
	}
	lines = schoolColumn(dateColumn(gutterBlocks(mendGutterRanges(durationsUnderDates(dashAloneRanges(lines))))))
	words := innerWords(lines)
	widths := wrapWidths(lines)
	var out []line
	for i, l := range lines {
		if n := len(out); n > 0 && !isMachineToken(l) && (continues(out[n-1], l) || markedItemWaits(out[n-1], l) || urlRest(lines[i-1], l) || emailRest(lines[i-1], l) || percentRest(lines[i-1], l) || bracketRest(lines[i-1], l) || widths != nil && (rewraps(lines[i-1], l, widths[i-1]) || shortRest(lines, i, widths[i-1]) || commaRest(lines[i-1], l, widths[i-1])) || markedRest(out[n-1], lines, i, widths)) {
			last := &out[n-1].cells[0]
			last.s = joinText(last.s, l.cells[0].s, words)
			continue
		}
		if n := len(out); n > 0 && !l.gap && len(l.cells) == 1 && isOpenOnly(l.cells[0].s) {
			// "June 2022 –" and "Present" on two lines (as a PDF's narrow
			// date column pastes) are one range, as mergeLabels reads it
			// from the PDF itself.
			last := &out[n-1].cells[len(out[n-1].cells)-1]
			if dashEndRe.MatchString(trailingPoint(last.s)) {
				last.s += " " + l.cells[0].s
				continue
			}
		}
		out = append(out, l)
	}
	return rangeUnderNextHeading(titleAroundLink(titleRunIn(nameBrokenOverLines(openingWords(out)))))
}

// isOpenOnly reports whether s is one date point or an open end alone
// ("Present"): openOnlyRe, run only on text that has a year or is as short
// as the longest open end ("aujourd'hui", 11 letters).
func isOpenOnly(s string) bool {
	return (mayHoldDate(s) || utf8.RuneCountInString(s) <= 11) && openOnlyRe.MatchString(s)
}

// trailingPoint returns the end of s from its last date point on: "Analyst
// June 2022 –" gives "June 2022 –".
func trailingPoint(s string) string {
	locs := pointEndRe.FindStringIndex(s)
	if locs == nil {
		return ""
	}
	return s[locs[0]:]
}

// isRule reports whether r is a horizontal rule ("-----", "=====", "***").
func isRule(r string) bool {
	t := strings.TrimSpace(r)
	return len(t) >= 3 && strings.Trim(t, "-=_*~ ") == ""
}

func addCell(l *line, s string, col int) {
	lead := len(s) - len(strings.TrimLeftFunc(s, unicode.IsSpace))
	t := fold(s)
	if t == "" {
		return
	}
	x := float64(col + utf8.RuneCountInString(s[:lead]))
	c := cell{s: t, x0: x, x1: x + float64(utf8.RuneCountInString(t))}
	if startsWithBullet(t) {
		c.tx = x + float64(utf8.RuneCountInString(t[:bulletLen(t)]))
	}
	l.cells = append(l.cells, c)
}

// continues reports whether text line l wraps line p.
func continues(p, l line) bool {
	if l.gap || len(l.cells) != 1 || len(p.cells) != 1 || startsWithBullet(l.cells[0].s) {
		return false
	}
	s := l.cells[0].s
	if w, _, _ := strings.Cut(s, " "); strings.Contains(w, "@") || hasURL(w) {
		// An email or web address in lower case starts a contact line.
		return false
	}
	first, _ := utf8.DecodeRuneInString(s)
	prev := p.cells[0]
	if startsWithBullet(prev.s) {
		return l.x0() > prev.x0 || unicode.IsLower(first)
	}
	return unicode.IsLower(first) && utf8.RuneCountInString(prev.s) >= 40 && !strings.HasSuffix(prev.s, ":")
}

// wrapWidths returns, for text copied out of a PDF viewer, which breaks a
// line wherever the printed line ended, the width in characters of each
// line's printed column: the longest one-box line among its neighbours (a
// sidebar's lines are shorter than the main column's). It returns nil for
// text whose lines are paragraphs (typed or exported text): a quarter of
// the lines of 25 characters or more reach within a tenth of that width in
// hard-wrapped text, in few others. A line longer than any printed column
// (paragraphLine) is a block the viewer did not break (a theme's summary
// whose list the viewer ran into one line): it is left out of its
// neighbours' widths, and text with such a line is hard-wrapped only when
// they are at most one in ten of its long lines and six lines or more open
// in lower case under a long one (lowerRests).
func wrapWidths(lines []line) []int {
	n := make([]int, len(lines))
	paragraphs := 0
	for i, l := range lines {
		if len(l.cells) == 1 {
			n[i] = utf8.RuneCountInString(l.cells[0].s)
		}
		if n[i] > paragraphLine {
			if !prose(l.cells[0].s) {
				// A line of leader dots or the like: no printed line.
				return nil
			}
			n[i] = 0
			paragraphs++
		}
	}
	const reach = 5
	widths := make([]int, len(lines))
	long, full := 0, 0
	for i := range lines {
		for j := max(0, i-reach); j < min(len(lines), i+reach+1); j++ {
			widths[i] = max(widths[i], n[j])
		}
		if n[i] >= 25 {
			long++
			if 10*n[i] >= 9*widths[i] {
				full++
			}
		}
	}
	if long < 8 || 4*full < long || paragraphs > 0 && (10*paragraphs > long || lowerRests(lines, n) < 6) {
		return nil
	}
	return widths
}

// paragraphLine is the most characters a printed line of a CV holds: a
// pasted line longer than that is a paragraph no viewer broke.
const paragraphLine = 160

// prose reports whether s reads as running text: letters make half of
// it or more (a line of leader dots is mostly dots and spaces).
func prose(s string) bool {
	letters, all := 0, 0
	for _, r := range s {
		all++
		if unicode.IsLetter(r) {
			letters++
		}
	}
	return 2*letters >= all
}

// lowerRests counts the lines that open in lower case right under a line
// of 25 characters or more (n holds the lines' lengths), or under one that
// ends on a joining word (German rests open on nouns): a sentence's rest
// after a printed line's end. Text typed or read from a Word file holds
// each paragraph on one line, and few lines open in lower case; a viewer's
// text, broken wherever the printed line ended, holds many.
func lowerRests(lines []line, n []int) int {
	k := 0
	for i := 1; i < len(lines); i++ {
		if lines[i].gap || n[i-1] < 25 || len(lines[i].cells) != 1 {
			continue
		}
		if r, _ := utf8.DecodeRuneInString(lines[i].cells[0].s); unicode.IsLower(r) || endsOnJoiningWord(lines[i-1]) {
			k++
		}
	}
	return k
}

// endsOnJoiningWord reports whether line l ends with a word that waits for
// more (vocab.Joining: "… von der", "… in"): a printed line cut there.
func endsOnJoiningWord(l line) bool {
	if len(l.cells) != 1 {
		return false
	}
	s := strings.TrimSpace(l.cells[0].s)
	return strings.Contains(s, " ") && vocab.Joining(strings.ToLower(s[strings.LastIndexByte(s, ' ')+1:]))
}

// rewraps reports whether the pasted line l goes on with the line p above
// it in text broken at its printed width: p reaches near that width, and l
// starts in lower case or with a digit and is no list item, heading, date,
// label or contact line; or p ends with a word that cannot end a line of
// its own (an article, preposition or conjunction: "… in Power BI für"
// "Geschäftsführung"). A line starting with a capital may wrap too
// ("… in" "Power BI"), but as often opens the next unmarked item: measured
// on the viewer-pasted layouts, joining those when the first word would not
// have fitted lost more than it gained (0.833 → 0.810).
func rewraps(p, l line, width int) bool {
	if l.gap || len(l.cells) != 1 || len(p.cells) != 1 || startsWithBullet(l.cells[0].s) {
		return false
	}
	a, b := p.cells[0].s, l.cells[0].s
	// A line that ends with "&", a bar or a word that waits for more was
	// cut, however short: a narrow sidebar's ("Data Analysis &"
	// "Statistics"), a headline's ("Account Executive |" "SaaS B2B").
	last := a[strings.LastIndexByte(a, ' ')+1:]
	waits := strings.Contains(a, " ") && (last == "&" || last == "|" || vocab.Joining(strings.ToLower(last)))
	if !waits && (10*utf8.RuneCountInString(a) < 6*width || strings.HasSuffix(a, ":")) {
		return false
	}
	first, _ := utf8.DecodeRuneInString(b)
	if !unicode.IsLower(first) && !unicode.IsDigit(first) && !waits {
		return false
	}
	if !waits && (opensOnPostcode(b) || opensOnStreet(b) || labelOverItem(a, b)) {
		// "… Plain for Buyers" over "12345, Springfield (US)": the
		// address under a headline, not its rest; "Cloud Tools" over
		// "terraform": a skill group's name over its first item.
		return false
	}
	if _, _, dated := leadingDate(b, scanDate(b)); dated && !waits {
		// "03/2021 – Present | Berlin" under "Engineer — Acme GmbH": the
		// entry's date line, not the rest of its head (a Word file's text
		// reads as hard-wrapped when its lines are of even width).
		return false
	}
	w, _, _ := strings.Cut(b, " ")
	return !strings.Contains(w, "@") && !hasURL(w) && !groupLabelRe.MatchString(b) && !isHeadingText(b) && !isDateOnly(b)
}

// opensOnPostcode reports whether s opens on a postcode and a place
// ("12345, Springfield", "20095 Hamburg"), as an address line does: a wrapped
// sentence's rest opens on an amount ("35 %", "12 teams").
func opensOnPostcode(s string) bool {
	ws := strings.Fields(s)
	if len(ws) < 2 || !hasPostcode(ws[0]) {
		return false
	}
	next, _ := utf8.DecodeRuneInString(ws[1])
	return strings.HasSuffix(ws[0], ",") || unicode.IsUpper(next)
}

// labelOverItem reports whether b, one word in lower case ("terraform",
// "numpy"), is the first item under a name a, whose words all open in
// capitals but for joining words and signs ("Cloud Platforms & Tools"):
// the line of prose that b would end opens some word in lower case. A
// degree's name goes on after a comma or with an elided article
// ("Licence, Droit et Gestion" / "d'Entreprise").
func labelOverItem(a, b string) bool {
	b = strings.TrimSpace(b)
	first, _ := utf8.DecodeRuneInString(b)
	if strings.Contains(b, " ") || !unicode.IsLower(first) || strings.ContainsAny(b, "'’") || strings.Contains(a, ",") {
		return false
	}
	for _, w := range strings.Fields(a) {
		r, _ := utf8.DecodeRuneInString(w)
		if unicode.IsLetter(r) && !unicode.IsUpper(r) && !vocab.Joining(strings.ToLower(w)) {
			return false
		}
	}
	return true
}

// urlRest reports whether pasted line l is the rest of a profile address
// that a narrow column broke at the end of line p ("https://www.linkedin
// .com/in/maya" then "rodriguez"): p ends with a web address that has a
// path, and l is one word of lower-case letters, digits and hyphens. A
// sidebar is narrower than the lines around it, so the width test of
// rewraps does not see the break.
func urlRest(p, l line) bool {
	if l.gap || len(l.cells) != 1 || len(p.cells) != 1 {
		return false
	}
	a, b := p.cells[0].s, l.cells[0].s
	last := a[strings.LastIndexByte(a, ' ')+1:]
	if !strings.Contains(strings.TrimPrefix(strings.TrimPrefix(last, "https://"), "http://"), "/") || !hasURL(last) {
		return false
	}
	for _, r := range b {
		if !unicode.IsLower(r) && !unicode.IsDigit(r) && r != '-' && r != '_' {
			return false
		}
	}
	return b != ""
}
