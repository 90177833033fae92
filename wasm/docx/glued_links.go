package docx

import (
	"unicode"
	"unicode/utf8"
)

// gluedLink reports whether a hyperlink's text s, the first text of the
// link, stands glued to the paragraph's text before it as a word of its
// own: the text ends in a lower-case letter or a digit and the link starts
// with a capital ("Senior Account Executive" then the linked "CloudPeak
// Solutions"). LibreOffice writes an HTML page's blocks set on lines of
// their own (actual's job title over its linked company) as one paragraph
// of adjacent runs; shown, the two run together, and the reader sets a tab
// between them, a box apart as in the PDF.
func gluedLink(before, s string) bool {
	last, _ := utf8.DecodeLastRuneInString(before)
	first, _ := utf8.DecodeRuneInString(s)
	return (unicode.IsLower(last) || unicode.IsDigit(last)) && unicode.IsUpper(first)
}
