package docx

import (
	"bytes"
	"encoding/xml"
	"errors"
	"io"
	"strconv"
	"strings"
)

// The WordprocessingML namespaces: transitional (what Word, LibreOffice and
// the docx library write) and strict; and markup compatibility, whose
// Fallback repeats a Choice's content (a text box twice, as DrawingML and as
// VML) and is skipped.
const (
	wordNS   = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
	strictNS = "http://purl.oclc.org/ooxml/wordprocessingml/main"
	compatNS = "http://schemas.openxmlformats.org/markup-compatibility/2006"
)

// maxDepth bounds the nesting of blocks (tables in cells, text boxes,
// content controls), so that a crafted part cannot exhaust the stack: the
// core runs on TinyGo's 256 KB goroutine stack, which 256 levels overflowed.
// A real CV nests a few levels.
const maxDepth = 64

var errTooDeep = errors.New("docx: nesting too deep")

// reader walks one part's XML tokens. Each method is called just after a
// start element and returns after its matching end element.
type reader struct {
	d     *xml.Decoder
	depth int
	nums  numbering
}

// readXML returns the lines of one part (the body, a header or a footer).
func readXML(data []byte, nums numbering) ([]Line, error) {
	r := &reader{d: xml.NewDecoder(bytes.NewReader(data)), nums: nums}
	var lines []Line
	for {
		tok, err := r.d.Token()
		if err != nil {
			if err == io.EOF {
				return lines, nil
			}
			return nil, err
		}
		if se, ok := tok.(xml.StartElement); ok {
			got, err := r.block(se)
			if err != nil {
				return nil, err
			}
			lines = append(lines, got...)
		}
	}
}

func isWord(n xml.Name) bool { return n.Space == wordNS || n.Space == strictNS }

// skipped says whether an element's text is never shown: a compatibility
// fallback, a field's instruction (HYPERLINK "…"), deleted text in tracked
// changes, and paragraph or run properties.
func skipped(n xml.Name) bool {
	if n.Space == compatNS {
		return n.Local == "Fallback"
	}
	if !isWord(n) {
		return false
	}
	switch n.Local {
	case "instrText", "delText", "delInstrText", "rPr", "tblPr", "trPr", "tcPr", "sectPr":
		return true
	}
	return false
}

func (r *reader) enter() error {
	r.depth++
	if r.depth > maxDepth {
		return errTooDeep
	}
	return nil
}

// block reads the content of any element holding paragraphs and tables (the
// body, a cell, a text box, a content control) into lines.
func (r *reader) block(start xml.StartElement) ([]Line, error) {
	if err := r.enter(); err != nil {
		return nil, err
	}
	defer func() { r.depth-- }()
	var lines []Line
	for {
		tok, err := r.d.Token()
		if err != nil {
			return nil, err
		}
		switch t := tok.(type) {
		case xml.EndElement:
			return lines, nil
		case xml.StartElement:
			got, err := r.child(t)
			if err != nil {
				return nil, err
			}
			lines = append(lines, got...)
		}
	}
}

// child reads one element met inside a block.
func (r *reader) child(se xml.StartElement) ([]Line, error) {
	switch {
	case skipped(se.Name):
		return nil, r.d.Skip()
	case isWord(se.Name) && se.Name.Local == "p":
		return r.paragraph()
	case isWord(se.Name) && se.Name.Local == "tbl":
		return r.table()
	}
	return r.block(se)
}

// para is a paragraph being read: its text (line breaks as "\n"), its list
// level (-1 if it is no list item) and the lines of its text boxes.
type para struct {
	text   strings.Builder
	level  int
	boxes  []Line
	inLink bool // a hyperlink opened and its first text not read yet
	style  string
}

// paragraph reads a w:p into its lines: its own text, one line a line break,
// the first marked with its list level; then its text boxes as a block.
func (r *reader) paragraph() ([]Line, error) {
	if err := r.enter(); err != nil {
		return nil, err
	}
	defer func() { r.depth-- }()
	p := &para{level: -1}
	if err := r.runs(p); err != nil {
		return nil, err
	}
	var lines []Line
	for i, s := range strings.Split(p.text.String(), "\n") {
		l := Line{Text: strings.TrimSpace(s), Level: -1}
		if i == 0 && l.Text != "" {
			l.Level, l.Heading = p.level, headingLevel(p.style)
		}
		lines = append(lines, l)
	}
	if len(p.boxes) > 0 {
		lines = append(append(append(lines, Line{Level: -1}), p.boxes...), Line{Level: -1})
	}
	return lines, nil
}

// runs reads a paragraph's content up to its end element.
func (r *reader) runs(p *para) error {
	for depth := 0; ; {
		tok, err := r.d.Token()
		if err != nil {
			return err
		}
		switch t := tok.(type) {
		case xml.EndElement:
			if depth == 0 {
				return nil
			}
			depth--
		case xml.StartElement:
			entered, err := r.inRun(p, t)
			if err != nil {
				return err
			}
			if entered {
				depth++
			}
		}
	}
}

// inRun handles one element inside a paragraph; entered reports that its
// content is still to be read (its end element will come).
func (r *reader) inRun(p *para, se xml.StartElement) (entered bool, err error) {
	if skipped(se.Name) {
		return false, r.d.Skip()
	}
	if !isWord(se.Name) {
		return true, nil
	}
	switch se.Name.Local {
	case "pPr":
		p.level, p.style, err = r.listLevel()
		return false, err
	case "t":
		s, err := r.chars()
		if p.inLink && s != "" {
			if p.inLink = false; gluedLink(p.text.String(), s) {
				p.text.WriteByte('\t')
			}
		}
		p.text.WriteString(s)
		return false, err
	case "hyperlink":
		p.inLink = true
		return true, nil
	case "tab", "ptab":
		p.text.WriteByte('\t')
	case "br", "cr":
		p.text.WriteByte('\n')
	case "noBreakHyphen":
		p.text.WriteByte('-')
	case "txbxContent":
		lines, err := r.block(se)
		p.boxes = append(p.boxes, lines...)
		return false, err
	default:
		return true, nil
	}
	return false, r.d.Skip()
}

// chars reads the text of a w:t.
func (r *reader) chars() (string, error) {
	var b strings.Builder
	for {
		tok, err := r.d.Token()
		if err != nil {
			return "", err
		}
		switch t := tok.(type) {
		case xml.CharData:
			b.Write(t)
		case xml.StartElement:
			if err := r.d.Skip(); err != nil {
				return "", err
			}
		case xml.EndElement:
			return b.String(), nil
		}
	}
}

// listLevel reads a w:pPr, returning its list level and its style: a paragraph with numbering (w:numPr with a
// numId other than 0 whose level shows a number or bullet) or a list style
// (ListBullet, ListNumber, …) is a list item, at w:ilvl's level; numbered and
// bulleted lists both become bullets. A heading's outline numbering that
// shows nothing (numFmt none, as LibreOffice writes headings) is no list.
func (r *reader) listLevel() (int, string, error) {
	level, numbered, styled := 0, false, false
	numID, style := "", ""
	for depth := 0; ; {
		tok, err := r.d.Token()
		if err != nil {
			return -1, "", err
		}
		switch t := tok.(type) {
		case xml.EndElement:
			if depth == 0 {
				numbered = numID != "" && numID != "0" && r.nums.shows(numID, level)
				return listOf(level, numbered, styled), style, nil
			}
			depth--
		case xml.StartElement:
			depth++
			switch v := attr(t, "val"); t.Name.Local {
			case "ilvl":
				level = clampLevel(v)
			case "numId":
				numID = v
			case "pStyle":
				styled, style = isListStyle(v), v
			}
		}
	}
}

func listOf(level int, numbered, styled bool) int {
	if numbered || styled {
		return level
	}
	return -1
}

func clampLevel(v string) int {
	n, err := strconv.Atoi(v)
	if err != nil || n < 0 {
		return 0
	}
	return min(n, 8)
}

// isListStyle says whether a paragraph style is one of Word's list styles
// ("ListBullet", "ListNumber2", …); "ListParagraph" alone only indents.
func isListStyle(style string) bool {
	return strings.HasPrefix(style, "ListBullet") || strings.HasPrefix(style, "ListNumber")
}

func attr(se xml.StartElement, local string) string {
	for _, a := range se.Attr {
		if a.Name.Local == local {
			return a.Value
		}
	}
	return ""
}

// table reads a w:tbl row by row. A row whose cells hold one line each is
// one line, its cells separated by tabs (a date beside a title); a row with
// longer cells (a layout table: a sidebar beside the main column) is read
// cell after cell, each a block.
func (r *reader) table() ([]Line, error) {
	if err := r.enter(); err != nil {
		return nil, err
	}
	defer func() { r.depth-- }()
	var lines []Line
	for depth := 0; ; {
		tok, err := r.d.Token()
		if err != nil {
			return nil, err
		}
		switch t := tok.(type) {
		case xml.EndElement:
			if depth == 0 {
				return lines, nil
			}
			depth--
		case xml.StartElement:
			switch {
			case skipped(t.Name):
				err = r.d.Skip()
			case isWord(t.Name) && t.Name.Local == "tr":
				var cells [][]Line
				cells, err = r.row()
				lines = append(lines, rowLines(cells)...)
			default:
				depth++
			}
			if err != nil {
				return nil, err
			}
		}
	}
}

// row reads a w:tr's cells.
func (r *reader) row() ([][]Line, error) {
	var cells [][]Line
	for depth := 0; ; {
		tok, err := r.d.Token()
		if err != nil {
			return nil, err
		}
		switch t := tok.(type) {
		case xml.EndElement:
			if depth == 0 {
				return cells, nil
			}
			depth--
		case xml.StartElement:
			switch {
			case skipped(t.Name):
				err = r.d.Skip()
			case isWord(t.Name) && t.Name.Local == "tc":
				var cell []Line
				cell, err = r.block(t)
				cells = append(cells, trimBreaks(cell))
			default:
				depth++
			}
			if err != nil {
				return nil, err
			}
		}
	}
}

// rowLines lays out one table row (see table).
func rowLines(cells [][]Line) []Line {
	short := true
	var texts []string
	level := -1
	for _, c := range cells {
		if len(c) > 1 {
			short = false
		}
		if len(c) == 1 {
			if len(texts) == 0 {
				level = c[0].Level
			}
			texts = append(texts, c[0].Text)
		}
	}
	if short {
		if len(texts) == 0 {
			return nil
		}
		return []Line{{Text: strings.Join(texts, "\t"), Level: level}}
	}
	var lines []Line
	for _, c := range cells {
		lines = appendBlock(lines, c)
	}
	return append(append([]Line{{Level: -1}}, lines...), Line{Level: -1})
}
