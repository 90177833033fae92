// Package parse turns a CV into the spec's Formatted CV without any AI: either
// plain pasted text (Text) or the positioned text items pdf.js extracts from a
// PDF (PDF, ReadingOrder).
//
// The pipeline is a chain of small steps, one file each:
// normalise (ligatures, soft hyphens, icon glyphs) → layout (items → lines →
// columns → reading order, page furniture dropped, wrapped lines joined) →
// sections (headings in English, German, Spanish and French) → header
// (name, title, contact fields) → entries (experience and education) →
// skills and languages.
//
// Contract: the functions never fail and never panic on any input; the same
// input gives the same output byte for byte; every string in the output is a
// span of the input after normalise and whitespace folding (the parser never
// invents text). Lists are never nil, so they encode as [] in JSON.
package parse

import (
	"strings"

	"github.com/shortlist/shortlist/wasm/cv"
)

// Item is one text item of pdf.js getTextContent(): X and Y are the item's
// transform[4] and transform[5] (PDF user space, origin bottom left), W its
// width, H its height (about the font size), Font its fontName and EOL its
// hasEOL.
type Item struct {
	Str  string  `json:"str"`
	X    float64 `json:"x"`
	Y    float64 `json:"y"`
	W    float64 `json:"w"`
	H    float64 `json:"h"`
	Font string  `json:"font"`
	EOL  bool    `json:"eol"`
}

// Page is one PDF page: its size in user-space units, its text items and
// its web and mailto: link annotations.
type Page struct {
	Width  float64 `json:"width"`
	Height float64 `json:"height"`
	Items  []Item  `json:"items"`
	Links  []Link  `json:"links,omitempty"`
}

// Link is a link annotation: its target and its rectangle (PDF user space).
type Link struct {
	URL string  `json:"url"`
	X0  float64 `json:"x0"`
	Y0  float64 `json:"y0"`
	X1  float64 `json:"x1"`
	Y1  float64 `json:"y1"`
}

// PDFResult is what PDF returns: the reading-order text shown to the user and
// the CV parsed from the same lines.
type PDFResult struct {
	Text string         `json:"text"`
	CV   cv.FormattedCV `json:"cv"`
}

// Text parses plain CV text (pasted by the user) into a Formatted CV.
func Text(text string) cv.FormattedCV {
	return build(textLines(text))
}

// PDF parses the text items of a PDF: layout analysis gives lines in reading
// order, which are parsed with their font hints.
func PDF(pages []Page) PDFResult {
	lines := layout(pages)
	f := build(lines)
	linkContacts(pages, &f)
	return PDFResult{Text: render(lines), CV: f}
}

// ReadingOrder returns the text of the PDF in reading order: one logical line
// per line, columns read one after the other, text boxes on one line
// separated by a tab, blocks separated by a blank line.
func ReadingOrder(pages []Page) string {
	return render(layout(pages))
}

// render writes lines as text.
func render(lines []line) string {
	var b strings.Builder
	for i, l := range lines {
		if i > 0 {
			b.WriteByte('\n')
			if l.gap {
				b.WriteByte('\n')
			}
		}
		b.WriteString(l.text())
	}
	return b.String()
}
