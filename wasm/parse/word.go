package parse

import (
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
	text := docx.Document{Lines: headItems(sideDates(doc.Lines))}.Text()
	f := Text(text)
	LinkContacts(doc.Links, &f)
	return PDFResult{Text: text, CV: f}
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
// after one plain line of its own (a date line the date rules read).
func opensList(lines []docx.Line, i int) bool {
	other := func(j int) bool { return j < len(lines) && lines[j].Level >= 0 && lines[j].Level != lines[i].Level }
	if i == 0 || lines[i-1].Level < 0 {
		return other(i + 1)
	}
	return i+1 < len(lines) && lines[i+1].Level < 0 && strings.TrimSpace(lines[i+1].Text) != "" && other(i+2)
}

// sideDates sets apart, as a block of its own, the pieces of a date range
// that follow a list's last item on lines of their own ("August 2021",
// "— Present", "5 years"): a theme's side column of dates, which the
// document's flow puts after the items it stands beside. Set apart, the
// text rule for a date column pasted among the items (gutterBlocks) gives
// the range to its entry.
func sideDates(lines []docx.Line) []docx.Line {
	var out []docx.Line
	for i := 0; i < len(lines); i++ {
		out = append(out, lines[i])
		if lines[i].Level < 0 {
			continue
		}
		end := brokenRangeAfter(lines, i+1)
		if end < 0 {
			continue
		}
		out = append(out, docx.Line{Level: -1})
		out = append(out, lines[i+1:end]...)
		out = append(out, docx.Line{Level: -1})
		i = end - 1
	}
	return out
}

// brokenRangeAfter returns the end of a run of plain lines from start that
// are each a piece of a date range, with at least one dash, start or end
// piece, ended by a list item, a blank line or the document's end; -1 when
// there is none.
func brokenRangeAfter(lines []docx.Line, start int) int {
	broken := false
	j := start
	for ; j < len(lines) && j-start < 4 && lines[j].Level < 0 && strings.TrimSpace(lines[j].Text) != ""; j++ {
		switch kindOfPiece(strings.Join(strings.Fields(lines[j].Text), " ")) {
		case pieceOther:
			return -1
		case pieceDash, pieceStart, pieceEnd:
			broken = true
		}
	}
	if !broken || j == start || j < len(lines) && lines[j].Level < 0 && strings.TrimSpace(lines[j].Text) != "" {
		return -1
	}
	return j
}
