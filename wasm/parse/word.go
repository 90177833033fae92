package parse

import (
	"regexp"
	"strings"

	"github.com/shortlist/shortlist/wasm/docx"
)

// Word parses a Word file's document as the upload page reads a chosen
// .docx: its lines, read by the Word rules below where the file's list
// structure says more than its text, rendered as text and parsed as text,
// the file's hyperlinks completing the contact details (a LinkedIn shown
// only as a linked word). The text returned is the one parsed, so that
// parsing it again gives the same CV.
func Word(doc docx.Document) PDFResult {
	text := docx.Document{Lines: sideDates(headItems(dateItems(gluedDurations(keywordRuns(skillGroupHeads(wordTitlesApart(plainTitlesInEntries(courseListsUnderSubheading(gluedName(doc.Lines))))))))))}.Text()
	f := Text(text)
	LinkContacts(doc.Links, &f)
	return PDFResult{Text: text, CV: f}
}

// yearThenRestRe splits a line after its last year that something follows
// with no space: "Jun, 2019 - Jul, 2021" and "2 years 1 month".
var yearThenRestRe = regexp.MustCompile(`^(.*(?:19|20)\d\d)(\d.*)$`)

// gluedDurations drops a duration glued to the date range before it ("Jun,
// 2019 - Jul, 20212 years 1 month"): a theme sets the two as separate boxes
// that Word writes as adjacent runs, with no space between. The duration
// goes, as the PDF's gutter rule drops it, and the range reads again.
func gluedDurations(lines []docx.Line) []docx.Line {
	out := append([]docx.Line(nil), lines...)
	for i, l := range out {
		m := yearThenRestRe.FindStringSubmatch(strings.TrimSpace(l.Text))
		if m != nil && durationRe.MatchString(m[2]) && isDateOnly(m[1]) {
			out[i].Text = m[1]
		}
	}
	return out
}

// yearPairRe is two years alone, apart: a range whose dash a theme draws
// as a rule between two boxes ("2017 2019"; kendall's timeline).
var yearPairRe = regexp.MustCompile(`^((?:19|20)\d\d)\s+((?:19|20)\d\d)$`)

// dateItems writes as plain lines the list items that are a date alone: a
// timeline theme sets each entry as an item that opens with its dates
// ("• 2017 2019" / "Humboldt-Universität zu Berlin" / "Master"), and a date
// is never a point. Two years alone, the later last, are a range.
func dateItems(lines []docx.Line) []docx.Line {
	out := append([]docx.Line(nil), lines...)
	for i, l := range out {
		s := strings.Join(strings.Fields(l.Text), " ")
		if m := yearPairRe.FindStringSubmatch(s); m != nil && m[1] <= m[2] {
			s = m[1] + " – " + m[2]
		}
		if l.Level >= 0 && isDateOnly(s) {
			out[i] = docx.Line{Text: s, Level: -1}
		}
	}
	return out
}

// headItems writes as plain lines the list items that head an entry rather
// than state one of its points: a lone item (no item of its level just
// before or after it) followed by its date line, or one that opens a list
// of another level after a plain line. Themes and templates set each job as
// a list item with its points as a list of another level ("• Data Analyst,
// Meridian Health" / "Aug 2021 – Present" / "  • Partner with…"); read as a
// bullet, the head became the previous entry's last point. A sub-point
// between points (an item after an item, with no date line) stays a point.
func headItems(lines []docx.Line) []docx.Line {
	out := append([]docx.Line(nil), lines...)
	for i, l := range lines {
		if l.Level >= 0 && loneItem(lines, i) && (datedItem(lines, i) || opensList(lines, i)) {
			out[i].Level = -1
		}
	}
	return out
}

// loneItem reports whether the item at i has no item of its own level
// right before or after it.
func loneItem(lines []docx.Line, i int) bool {
	level := lines[i].Level
	return (i == 0 || lines[i-1].Level != level) && (i+1 == len(lines) || lines[i+1].Level != level)
}

// datedItem reports whether the line after the item at i is a date alone.
func datedItem(lines []docx.Line, i int) bool {
	return i+1 < len(lines) && lines[i+1].Level < 0 && isDateOnly(strings.Join(strings.Fields(lines[i+1].Text), " "))
}

// opensList reports whether the item at i opens a list of another level:
// right after it when it follows a plain line (or starts the document), or
// after one plain line of its own (its date or school line).
func opensList(lines []docx.Line, i int) bool {
	other := func(j int) bool { return j < len(lines) && lines[j].Level >= 0 && lines[j].Level != lines[i].Level }
	afterPlain := i == 0 || lines[i-1].Level < 0
	return afterPlain && other(i+1) && !siblingAfter(lines, i) ||
		i+1 < len(lines) && lines[i+1].Level < 0 && strings.TrimSpace(lines[i+1].Text) != "" && other(i+2)
}

// siblingAfter reports whether the list the item at i belongs to goes on
// at its level after the items of other levels that follow it: then it is
// a point with sub-points ("• Built the model" / "  • Python, Airflow" /
// "• Led a team"), not a head.
func siblingAfter(lines []docx.Line, i int) bool {
	for j := i + 1; j < len(lines) && lines[j].Level >= 0; j++ {
		if lines[j].Level == lines[i].Level {
			return true
		}
	}
	return false
}

// sideDates moves a date range from after a list to before it: the pieces
// of a range on lines of their own right after an entry's points ("August
// 2021" / "— Present" / "5 years", or "2015 — 2019" / "4 years": a theme's
// side column of dates, which the document's flow puts after the items it
// stands beside; eloquent) become one range line between the entry's head
// and its points, where a head's dates stand. Durations are left out, as
// the PDF's gutter rule leaves them. A head that has its date line already
// keeps it, and the pieces stay where they are; so do the dates after a
// single item (a head set as an item, and its date line: elegant).
func sideDates(lines []docx.Line) []docx.Line {
	var out []docx.Line
	for i := 0; i < len(lines); i++ {
		out = append(out, lines[i])
		if lines[i].Level < 0 || i+1 < len(lines) && lines[i+1].Level >= 0 {
			continue
		}
		text, end := rangeAfter(lines, i+1)
		start := i
		for start > 0 && lines[start-1].Level >= 0 {
			start--
		}
		if text == "" || start == 0 || i == start || !headEnd(lines[start-1].Text) {
			continue
		}
		run := len(out) - (i - start + 1)
		items := append([]docx.Line(nil), out[run:]...)
		out = append(append(out[:run], docx.Line{Text: text, Level: -1}), items...)
		i = end - 1
	}
	return out
}

// headEnd reports whether a plain line before a list can be the end of its
// head: text that is not a date line of its own.
func headEnd(s string) bool {
	s = strings.Join(strings.Fields(s), " ")
	return s != "" && !isDateOnly(s)
}

// rangeAfter reads the pieces of a date range on the plain lines from
// start, at most four, ended as blockEnd says: it returns the range they spell, durations left out, and the index
// after them; "" when the lines are no range (a date alone is none).
func rangeAfter(lines []docx.Line, start int) (string, int) {
	var parts []string
	ranged := false
	j := start
	for ; j < len(lines) && j-start < 4 && lines[j].Level < 0 && strings.TrimSpace(lines[j].Text) != ""; j++ {
		s := strings.Join(strings.Fields(lines[j].Text), " ")
		kind := kindOfPiece(s)
		if kind == pieceOther && j > start && blockEnd(lines, j) {
			break
		}
		switch kind {
		case pieceOther:
			return "", 0
		case pieceDuration:
			continue
		case pieceDash, pieceStart, pieceEnd, pieceRange:
			ranged = true
		}
		parts = append(parts, s)
	}
	if !ranged || !blockEnd(lines, j) {
		return "", 0
	}
	return strings.Join(parts, " "), j
}

// blockEnd reports whether a block of date pieces may end before line j:
// at the document's end, a blank line, a list item, or the head of the
// next list (a plain line right before an item).
func blockEnd(lines []docx.Line, j int) bool {
	return j == len(lines) || lines[j].Level >= 0 || strings.TrimSpace(lines[j].Text) == "" ||
		j+1 < len(lines) && lines[j+1].Level >= 0
}
