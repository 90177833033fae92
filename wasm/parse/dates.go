package parse

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Date patterns in English, German, Spanish and French: "03/2020 – now",
// "Mar 2020 - Present", "2019–2021", "seit 2020", "Summer 2022", "10 Jan 2017",
// year.month as academic CVs write it ("2018.02–pres."), ISO dates as
// JSON Resume themes print them ("2021-08-01 - Present"), a comma
// between month and year ("Aug, 2021") and a day before month.year as
// German profiles write it ("15.03.2021": the day is the date's, not left
// in the text before it).
const (
	monthRe  = `(?:jan(?:uary|uar|vier|v)?|feb(?:ruary|ruar|rero)?|f[ée]v(?:rier|r)?|mar(?:ch|zo|s)?|m[äa]rz|apr(?:il)?|abr(?:il)?|avr(?:il)?|mayo|may|mai|june|juni|junio|jun|juin|july|juli|julio|jul|juil(?:let)?|aug(?:ust)?|ago(?:sto)?|ao[ûu]t|sep(?:t(?:ember|iembre|embre)?)?|setiembre|o[ck]t(?:ober|ubre|obre)?|nov(?:ember|iembre|embre)?|dez(?:ember)?|dec(?:ember)?|dic(?:iembre)?|d[ée]c(?:embre)?|ene(?:ro)?|j[äa]n(?:ner)?)\.?`
	seasonRe = `(?:spring|summer|fall|autumn|winter|sommer|frühling|fr[üu]hjahr|herbst|primavera|verano|oto[ñn]o|invierno|printemps|[ée]t[ée]|automne|hiver)`
	yearRe   = `(?:19|20)\d\d`
	pointRe  = `(?:(?:\d{1,2}\.?\s+)?(?:` + monthRe + `|` + seasonRe + `),?\s*(?:\d{1,2}(?:st|nd|rd|th)?,?\s+)?(?:del?\s+)?(?:` + yearRe + `|'\d\d)|(?:(?:0?[1-9]|[12]\d|3[01])\.)?\d{1,2}\s*[./]\s*` + yearRe + `|` + yearRe + `\.(?:0[1-9]|1[0-2])|` + yearRe + `-(?:0[1-9]|1[0-2])(?:-(?:0[1-9]|[12]\d|3[01]))?|` + yearRe + `)`
	openRe   = `(?:present|current(?:ly)?|now|today|ongoing|date|heute|jetzt|aktuell|dato|laufend|presente|actualidad|actual|hoy|la fecha|aujourd'hui|pr[ée]sent|maintenant|en cours|ce jour|pres\.)`
	sepRe    = `\s*(?:-+|–|—|‐|−|~|to|until|till|bis|a|al|hasta|à|au|jusqu'(?:à|en))\s*`
	// shortRangeRe is a range of months with two-digit years ("06/13-04/14",
	// as German profiles write it): only as a whole range, since a lone
	// "06/13" may be any fraction or day.
	shortRangeRe = `(?:0[1-9]|1[0-2])/\d\d\s*[-–—]\s*(?:0[1-9]|1[0-2])/\d\d`
	rangeRe      = `(?:` + shortRangeRe + `|(?:since|seit|desde|depuis|ab|from)\s+` + pointRe + `|` + pointRe + `(?:` + sepRe + `(?:` + pointRe + `|` + openRe + `)|\s*[-–—])?(?:\s*,\s*` + yearRe + `)*)`
)

var (
	dateRe     = regexp.MustCompile(`(?i)` + rangeRe)
	dateOnlyRe = regexp.MustCompile(`(?i)^[\s(\[|:,–-]*` + rangeRe + `[\s)\]|:,.]*$`)
	dashEndRe  = regexp.MustCompile(`(?i)^` + pointRe + `\s*(?:[-–—]|to|bis|a|à)$`)
	pointEndRe = regexp.MustCompile(`(?i)` + pointRe + `\s*(?:[-–—]|to|bis|a|à)$`)
	openOnlyRe = regexp.MustCompile(`(?i)^(?:` + openRe + `|` + pointRe + `)$`)
)

// findDate returns the first date or date range in s whose ends are not
// inside a word or number.
func findDate(s string) (start, end int, ok bool) {
	d := scanDate(s)
	return d.a, d.b, d.ok
}

// dateHit is what scanDate finds in a string: the first date whose ends are
// not inside a word or number at s[a:b] (ok), and where the first match of
// dateRe starts, bounded or not (first, -1 if none).
type dateHit struct {
	a, b, first int
	ok          bool
}

// scanDate finds the first date of s (findDate), remembering where the
// date pattern first matched so that isDateOnly can be answered without a
// second pattern (dateOnlyAt).
func scanDate(s string) dateHit {
	if !mayHoldDate(s) {
		return dateHit{first: -1}
	}
	first := -1
	from := 0
	for from < len(s) {
		loc := dateRe.FindStringIndex(s[from:])
		if loc == nil {
			break
		}
		a, b := from+loc[0], from+loc[1]
		if first < 0 {
			first = a
		}
		if boundary(s, a, b) {
			return dateHit{a: a, b: b, first: first, ok: true}
		}
		_, w := utf8.DecodeRuneInString(s[a:])
		from = a + w
	}
	return dateHit{first: first}
}

// mayHoldDate is a cheap test that s has what every date needs, a year
// (19xx, 20xx) or a short year ('21): most lines of a CV have none, and the
// date pattern is the parser's costliest step.
func mayHoldDate(s string) bool {
	digit := func(i int) bool { return i < len(s) && s[i] >= '0' && s[i] <= '9' }
	for i := 0; i+2 < len(s); i++ {
		switch {
		case (s[i] == '1' && s[i+1] == '9' || s[i] == '2' && s[i+1] == '0') && digit(i+2) && digit(i+3):
			return true
		case s[i] == '\'' && digit(i+1) && digit(i+2):
			return true
		case s[i] == '/' && i > 0 && digit(i-1) && digit(i+1) && digit(i+2):
			// "06/13-04/14": a range of two-digit years (shortRangeRe).
			return true
		}
	}
	return false
}

// boundary reports whether s[a:b] is not glued to letters or digits.
func boundary(s string, a, b int) bool {
	if a > 0 {
		r, _ := utf8.DecodeLastRuneInString(s[:a])
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return false
		}
	}
	if b < len(s) {
		r, _ := utf8.DecodeRuneInString(s[b:])
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return false
		}
	}
	return true
}

// isDateOnly reports whether s holds nothing but a date or date range.
func isDateOnly(s string) bool {
	return mayHoldDate(s) && dateOnlyRe.MatchString(strings.TrimSpace(s))
}

// dateMemo keeps scanDate's answers for one parse: the boxes of entry heads
// are scanned when their lines are told apart (lineKinds) and again when
// their fields are read (headParts), and the date pattern is the parser's
// costliest step.
type dateMemo map[string]dateHit

// scan is scanDate(s), scanned once per parse.
func (m dateMemo) scan(s string) dateHit {
	if !mayHoldDate(s) {
		return dateHit{first: -1}
	}
	d, ok := m[s]
	if !ok {
		d = scanDate(s)
		m[s] = d
	}
	return d
}

// dateOnlyLead and dateOnlyTrail are what dateOnlyRe allows before the date
// ([\s(\[|:,–-]*) and after it ([\s)\]|:,.]*).
const (
	dateOnlyLead  = "\t\n\f\r ([|:,–-"
	dateOnlyTrail = "\t\n\f\r )]|:,."
)

// dateOnlyAt is isDateOnly for a string s without surrounding space that
// scanDate found d in, mostly without dateOnlyRe. A date-only string has its
// date right after the brackets and dashes it may open with, and no date can
// start among them, so dateRe first matched there: a string whose first
// match is elsewhere ("Engineer, Acme, 2019 – 2021") is no date alone. When
// the date found starts there and only closing brackets and stops follow
// it, dateOnlyRe matches too.
func dateOnlyAt(s string, d dateHit) bool {
	lead := len(s) - len(strings.TrimLeft(s, dateOnlyLead))
	if d.first != lead {
		return false
	}
	if d.ok && d.a == lead && strings.TrimLeft(s[d.b:], dateOnlyTrail) == "" {
		return true
	}
	return isDateOnly(s)
}

// leadingDate returns a date at the very start of s ("2019–2021: Engineer",
// "2015 MAS.S65 …") and the rest of s after it; d is scanDate(s).
func leadingDate(s string, d dateHit) (date, rest string, ok bool) {
	if !d.ok || strings.TrimLeft(s[:d.a], " -–•*|(") != "" {
		return "", s, false
	}
	return strings.TrimSpace(s[d.a:d.b]), strings.TrimSpace(strings.TrimLeft(s[d.b:], " :|)–,")), true
}

// trailingDate returns a date at the very end of s ("Engineer, 2019 –
// 2021"); d is scanDate(s), and the search goes on after that first date
// only when it is not at the end.
func trailingDate(s string, d dateHit) (date, rest string, ok bool) {
	a, b, found := d.a, d.b, d.ok
	for {
		if !found {
			return "", s, false
		}
		if strings.Trim(s[b:], " )]|.,") == "" {
			// "Université de Bordeaux [2014 – 2017]": Europass brackets.
			rest = strings.TrimRight(strings.TrimSpace(s[:a]), " ,|([–-:")
			return strings.TrimSpace(s[a:b]), strings.TrimSpace(rest), true
		}
		from := b
		a, b, found = findDate(s[from:])
		a, b = a+from, b+from
	}
}
