// Package docx reads the text of a Word (.docx) file, in reading order, for
// the parser: the page hands it the file's bytes and gets back lines, with
// list items marked as bullets, table rows in reading order, text boxes, and
// the headers and footers (where CVs often keep the contact details).
//
// A .docx is a zip of XML parts (ECMA-376). Read opens it with archive/zip
// and walks each part's tokens with encoding/xml (no reflection, so it runs
// the same under TinyGo). It does no I/O and never panics; bad input gives an
// *Error with a code and the message the user reads.
package docx

import (
	"archive/zip"
	"bytes"
	"io"
	"sort"
	"strings"
)

// Line is one line of the document's text. Level is the list level of a list
// item (0 for the top level) and -1 for any other line. Heading is the level
// of a paragraph in a heading style ("Heading 3": 3; headings.go), 0 for
// any other.
type Line struct {
	Text    string `json:"text"`
	Level   int    `json:"level"`
	Heading int    `json:"heading,omitempty"`
}

// Document is the text of a .docx: its lines in reading order, headers
// first, then the body, then the footers; an empty Text is a paragraph break.
// Links are the addresses of its web and mailto: hyperlinks (links.go), once
// each, in the order of the parts' relationships.
type Document struct {
	Lines []Line   `json:"lines"`
	Links []string `json:"links,omitempty"`
}

// Text renders the document as the plain text the parser reads: a list item
// as "• " and its text, indented two spaces a level.
func (d Document) Text() string {
	var b strings.Builder
	for i, l := range d.Lines {
		if i > 0 {
			b.WriteByte('\n')
		}
		if l.Level >= 0 {
			b.WriteString(strings.Repeat("  ", l.Level))
			b.WriteString("• ")
		}
		b.WriteString(l.Text)
	}
	return strings.TrimSpace(b.String())
}

// Error is a file that cannot be read: Code for programs, Message for people.
type Error struct {
	Code    string
	Message string
}

func (e *Error) Error() string        { return "docx: " + e.Code + ": " + e.Message }
func (e *Error) ErrorCode() string    { return e.Code }
func (e *Error) ErrorMessage() string { return e.Message }

// The errors Read returns, with the messages the upload page shows (they
// mirror the PDF's: what went wrong, then what to do).
var (
	ErrNotDocx   = &Error{Code: "not_docx", Message: "This file is not a Word document (.docx). Please upload a PDF or a Word file, or paste the text of your CV instead."}
	ErrEncrypted = &Error{Code: "encrypted", Message: "This Word file is password-protected. Please remove the password or paste the text of your CV instead."}
	ErrBroken    = &Error{Code: "broken", Message: "Error processing Word file. Please try again. The file may be damaged or not really a Word file: check it or paste the text of your CV instead."}
	ErrNoText    = &Error{Code: "no_text", Message: "This Word file has no text to read. Please paste the text of your CV instead."}
)

// maxPartBytes bounds what one XML part may expand to, so that a small zip
// cannot make the reader inflate gigabytes (a zip bomb).
const maxPartBytes = 32 << 20

// oleMagic starts an OLE compound file: an old .doc, or a .docx saved with a
// password (Office then wraps the encrypted package in one).
var oleMagic = []byte{0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1}

// encryptedPackage is the stream name "EncryptedPackage" in UTF-16LE, as an
// OLE directory holds it.
var encryptedPackage = utf16le("EncryptedPackage")

func utf16le(s string) []byte {
	b := make([]byte, 0, 2*len(s))
	for _, r := range s {
		b = append(b, byte(r), 0)
	}
	return b
}

// Read returns the text of the .docx in data. Errors: ErrEncrypted for a
// password-protected file, ErrNotDocx for any other file that is not a .docx
// (an old .doc, a renamed zip or text), ErrBroken for a damaged one, ErrNoText
// for a document without a visible character.
func Read(data []byte) (Document, error) {
	if bytes.HasPrefix(data, oleMagic) {
		if bytes.Contains(data, encryptedPackage) {
			return Document{}, ErrEncrypted
		}
		return Document{}, ErrNotDocx
	}
	if !bytes.HasPrefix(data, []byte("PK")) {
		return Document{}, ErrNotDocx
	}
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return Document{}, ErrBroken
	}
	parts := partsOf(zr)
	if parts.body == nil {
		return Document{}, ErrNotDocx
	}
	nums, err := readNumbering(parts.numbering)
	if err != nil {
		return Document{}, err
	}
	var doc Document
	seen := map[string]bool{}
	for _, f := range parts.headers {
		lines, err := readPart(f, nums)
		if err != nil {
			return Document{}, err
		}
		doc.Lines = appendNew(doc.Lines, lines, seen)
	}
	body, err := readPart(parts.body, nums)
	if err != nil {
		return Document{}, err
	}
	doc.Lines = appendBlock(doc.Lines, body)
	for _, f := range parts.footers {
		lines, err := readPart(f, nums)
		if err != nil {
			return Document{}, err
		}
		doc.Lines = appendNew(doc.Lines, lines, seen)
	}
	doc.Lines = trimBreaks(doc.Lines)
	if len(doc.Lines) == 0 {
		return Document{}, ErrNoText
	}
	doc.Links, err = linksOf(parts.rels)
	if err != nil {
		return Document{}, err
	}
	return doc, nil
}

type docParts struct {
	body, numbering        *zip.File
	headers, footers, rels []*zip.File
}

// partsOf finds the main document and its headers and footers by their
// conventional names (Word, LibreOffice and the docx library all use them),
// headers and footers in name order.
func partsOf(zr *zip.Reader) docParts {
	var p docParts
	for _, f := range zr.File {
		name := f.Name
		switch {
		case name == "word/document.xml":
			p.body = f
		case name == "word/numbering.xml":
			p.numbering = f
		case isPart(name, "word/header"):
			p.headers = append(p.headers, f)
		case isPart(name, "word/footer"):
			p.footers = append(p.footers, f)
		case isRels(name):
			p.rels = append(p.rels, f)
		}
	}
	byName := func(fs []*zip.File) {
		sort.Slice(fs, func(i, j int) bool { return fs[i].Name < fs[j].Name })
	}
	byName(p.headers)
	byName(p.footers)
	byName(p.rels)
	return p
}

// linksOf reads the hyperlinks of every relationships part, each address once.
func linksOf(rels []*zip.File) ([]string, error) {
	var links []string
	seen := map[string]bool{}
	for _, f := range rels {
		got, err := readLinks(f)
		if err != nil {
			return nil, err
		}
		for _, u := range got {
			if !seen[u] {
				seen[u] = true
				links = append(links, u)
			}
		}
	}
	return links, nil
}

func isPart(name, prefix string) bool {
	return strings.HasPrefix(name, prefix) && strings.HasSuffix(name, ".xml") && !strings.Contains(name[len(prefix):], "/")
}

// unzip returns a part's bytes, at most maxPartBytes.
func unzip(f *zip.File) ([]byte, error) {
	rc, err := f.Open()
	if err != nil {
		return nil, ErrBroken
	}
	defer rc.Close()
	data, err := io.ReadAll(io.LimitReader(rc, maxPartBytes+1))
	if err != nil || len(data) > maxPartBytes {
		return nil, ErrBroken
	}
	return data, nil
}

func readPart(f *zip.File, nums numbering) ([]Line, error) {
	data, err := unzip(f)
	if err != nil {
		return nil, err
	}
	lines, err := readXML(data, nums)
	if err != nil {
		return nil, ErrBroken
	}
	return lines, nil
}

// appendNew adds the lines of a header or footer that no header or footer
// gave before: Word keeps one part for the first page and one for the
// others, often with the same text.
func appendNew(dst, lines []Line, seen map[string]bool) []Line {
	var kept []Line
	for _, l := range lines {
		key := strings.TrimSpace(l.Text)
		if key != "" && seen[key] {
			continue
		}
		seen[key] = true
		kept = append(kept, l)
	}
	return appendBlock(dst, kept)
}

// appendBlock adds a block of lines after a paragraph break.
func appendBlock(dst, lines []Line) []Line {
	lines = trimBreaks(lines)
	if len(lines) == 0 {
		return dst
	}
	if len(dst) > 0 {
		dst = append(dst, Line{Level: -1})
	}
	return append(dst, lines...)
}

// trimBreaks drops the empty lines at both ends and folds runs of them into one.
func trimBreaks(lines []Line) []Line {
	out := lines[:0:0]
	for _, l := range lines {
		empty := strings.TrimSpace(l.Text) == ""
		if empty && (len(out) == 0 || strings.TrimSpace(out[len(out)-1].Text) == "") {
			continue
		}
		if empty {
			l = Line{Level: -1}
		}
		out = append(out, l)
	}
	for len(out) > 0 && out[len(out)-1].Text == "" {
		out = out[:len(out)-1]
	}
	return out
}
