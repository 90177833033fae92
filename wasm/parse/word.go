package parse

import "github.com/shortlist/shortlist/wasm/docx"

// Word parses a Word file's document as the upload page reads a chosen
// .docx: its text in reading order, parsed as text, the file's hyperlinks
// completing the contact details (a LinkedIn shown only as a linked word).
func Word(doc docx.Document) PDFResult {
	text := doc.Text()
	f := Text(text)
	LinkContacts(doc.Links, &f)
	return PDFResult{Text: text, CV: f}
}
