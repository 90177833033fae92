package parse

import (
	"strings"
	"unicode"
)

// capsTitlesApart reports whether a pasted text sets its section titles
// alone in capitals between blank lines: two known titles at least, and
// every known title alone on its line stands so. Shortlist's own Word file
// is read that way (docxText: a blank line above and below each title). A
// line read as a title only by its words, not in capitals, over a line of
// dates is an entry's head ("Payments Migration Project"), no title
// (headOverDates).
func capsTitlesApart(lines []line) bool {
	n := 0
	for i, l := range lines {
		if l.style != "" || len(l.cells) != 1 {
			continue
		}
		if _, rest, ok := heading(l, kindNone); !ok || len(rest) > 0 || headOverDates(lines, i) || tailTitleInText(lines, i) {
			continue
		}
		if !inCapitals(l.cells[0].s) || !setApart(lines, i) {
			return false
		}
		n++
	}
	return n >= 2
}

// headOverDates reports whether line i, not in capitals, stands over a line
// of dates alone (with a place after a bar, as Shortlist writes them): an
// entry's head, as entryHeadNamedLikeHeading reads it.
func headOverDates(lines []line, i int) bool {
	if i+1 >= len(lines) || inCapitals(lines[i].cells[0].s) {
		return false
	}
	date, _, _ := strings.Cut(lines[i+1].flat(), "|")
	return isDateOnly(date)
}

// capsTitleSetApart reads a pasted line the word lists do not know
// ("BRANCHEN", "A DAY OF MY LIFE") as an other section's title when the
// text sets its titles so (capsTitlesApart) and the line stands like them:
// alone, in capitals, short, with no number of two digits or more
// (numbered: "EXTRA 1" is a title), a blank line above and below it, after
// the header, and no short acronym (acronymItem). A Word file
// Shortlist wrote of a CV with such a section read its title back as one
// more line of the section before.
func capsTitleSetApart(lines []line, i int, cur kind, titlesApart bool) bool {
	l := lines[i]
	if !titlesApart || cur == kindNone || len(l.cells) != 1 || !setApart(lines, i) {
		return false
	}
	s := strings.TrimSpace(l.cells[0].s)
	return inCapitals(s) && len([]rune(s)) >= 2 && looksLikeHeading(s) && !numbered(s) && !acronymItem(s)
}

// numbered reports whether s holds a number of two digits or more (a year,
// a version, "ISO 9001"): such a line is dated or an item, not a title. A
// title's count of one digit ("EXTRA 1", "ANHANG 2") keeps it a title.
func numbered(s string) bool {
	run := 0
	for _, r := range s {
		if !unicode.IsDigit(r) {
			run = 0
			continue
		}
		if run++; run >= 2 {
			return true
		}
	}
	return false
}

// setApart reports whether line i has a blank line above and below it.
func setApart(lines []line, i int) bool {
	return lines[i].gap && i+1 < len(lines) && lines[i+1].gap
}

// wholeCapsTitle reports whether line i, which heading reads as a known
// title in capitals with its content after it on the same line (capsHeading:
// "EDUCATION" and "ABROAD NOTES"), is rather one title the word lists do not know
// ("EDUCATION ABROAD NOTES"): the text sets its titles alone in capitals
// between blank lines (capsTitlesApart), the line stands so
// (capsTitleSetApart), and what heading took for content is itself in
// capitals with no separator of a list. Shortlist's own Word file writes no
// content on a title's line.
func wholeCapsTitle(lines []line, i int, cur kind, titlesApart bool, rest []cell) bool {
	if len(rest) != 1 || !capsTitleSetApart(lines, i, cur, titlesApart) {
		return false
	}
	s := strings.TrimSpace(rest[0].s)
	return inCapitals(s) && strings.ContainsFunc(s, unicode.IsLetter) && !strings.ContainsAny(s, ",;:|•·/")
}

// tailTitleInText reports whether line i is read as a title only by its last
// word ("Northwind Technologies"), is not in capitals and has no blank line
// both above and below it: in a text that sets its titles alone in capitals
// between blank lines (capsTitlesApart), such a line is text (a degree's
// school under it), no title.
func tailTitleInText(lines []line, i int) bool {
	s := strings.TrimSpace(lines[i].cells[0].s)
	if _, exact := headingIndex[headingKey(s)]; exact || inCapitals(s) || setApart(lines, i) {
		return false
	}
	return true
}

// titlesApartVeto reports whether line i, which heading reads as a title,
// is rather something else in a text that sets its titles alone in
// capitals between blank lines: one longer unknown title (wholeCapsTitle),
// or text named like a title by its last word (tailTitleInText).
func titlesApartVeto(lines []line, i int, cur kind, titlesApart bool, rest []cell) bool {
	if !titlesApart {
		return false
	}
	return wholeCapsTitle(lines, i, cur, titlesApart, rest) || len(lines[i].cells) == 1 && len(rest) == 0 && tailTitleInText(lines, i)
}
