// Package input holds the spec's input rules (section 5): the 10 000-character
// limits with their truncation warnings, and the rule that the analysis needs
// both texts non-blank. The page applies them through the core, so the rules
// live in one place.
package input

import (
	"strings"
	"unicode/utf8"
)

// MaxChars is the limit for the CV text, the job description and the text
// extracted from a PDF, counted in characters as the page counts them.
const MaxChars = 10000

// Field names a text the user supplies.
type Field string

// The fields the rules know.
const (
	CVText         Field = "cvText"
	JobDescription Field = "jobDescription"
	PDFText        Field = "pdfText"
	DocxText       Field = "docxText"
)

// Warnings shown when a text is cut to MaxChars (spec section 5).
var truncationWarning = map[Field]string{
	CVText:         "CV text is limited to 10000 characters",
	JobDescription: "Job description is limited to 10000 characters",
	PDFText:        "PDF content was truncated to 10000 characters",
	DocxText:       "Word file content was truncated to 10000 characters",
}

// Clipped is a text after the limit was applied.
type Clipped struct {
	Text      string `json:"text"`
	Length    int    `json:"length"`
	Truncated bool   `json:"truncated"`
	Warning   string `json:"warning,omitempty"`
}

// Error is a rule violation with a code for programs and a message for people.
type Error struct {
	Code    string `json:"code"`
	Message string `json:"message"`
}

func (e *Error) Error() string { return "input: " + e.Code + ": " + e.Message }

// ErrUnknownField is returned by Clip for a field it has no rule for.
var ErrUnknownField = &Error{Code: "unknown_field", Message: "Unknown input field."}

// ErrMissingInputs is the spec's message when either text is blank.
var ErrMissingInputs = &Error{Code: "missing_inputs", Message: "Please provide both CV text and job description."}

// Clip cuts text to MaxChars and says whether it did, with the field's warning.
// Characters are UTF-16 code units, as a browser's textarea counts them, so the
// counter the page shows and the limit agree.
func Clip(field Field, text string) (Clipped, error) {
	warning, ok := truncationWarning[field]
	if !ok {
		return Clipped{}, ErrUnknownField
	}
	n := Length(text)
	if n <= MaxChars {
		return Clipped{Text: text, Length: n}, nil
	}
	cut := prefixUTF16(text, MaxChars)
	return Clipped{Text: cut, Length: Length(cut), Truncated: true, Warning: warning}, nil
}

// Length counts text in UTF-16 code units, the unit of a JavaScript string's length.
func Length(text string) int {
	n := 0
	for _, r := range text {
		n += utf16Len(r)
	}
	return n
}

// CheckAnalyze applies the rule that both texts must be non-blank after trimming.
func CheckAnalyze(cvText, jobDescription string) error {
	if strings.TrimSpace(cvText) == "" || strings.TrimSpace(jobDescription) == "" {
		return ErrMissingInputs
	}
	return nil
}

// prefixUTF16 returns the longest prefix of text that is at most max UTF-16
// units long and does not split a character.
func prefixUTF16(text string, max int) string {
	n := 0
	for i, r := range text {
		n += utf16Len(r)
		if n > max {
			return text[:i]
		}
	}
	return text
}

func utf16Len(r rune) int {
	if r >= 0x10000 && r <= utf8.MaxRune {
		return 2
	}
	return 1
}
