// Command core is the only js/wasm glue of Shortlist's engine: it exposes the
// pure packages of wasm/ to the page as one function,
// shortlistCore.call(name, argsJSON) → resultJSON.
//
// Every export takes its arguments as one JSON object and answers
// {"ok":true,"value":…} or {"ok":false,"error":{"code":…,"message":…}}, so the
// page's wrapper gets errors as values and never a thrown string.
package main

import (
	"encoding/json"
	"errors"

	"github.com/shortlist/shortlist/wasm/cv"
	"github.com/shortlist/shortlist/wasm/docx"
	"github.com/shortlist/shortlist/wasm/europass"
	"github.com/shortlist/shortlist/wasm/input"
	"github.com/shortlist/shortlist/wasm/match"
	"github.com/shortlist/shortlist/wasm/parse"
	"github.com/shortlist/shortlist/wasm/reply"
)

// export is one function the page can call.
type export func(args json.RawMessage) (any, error)

// exports lists every function the page can call, by the name it calls it.
var exports = map[string]export{
	"clip":         clip,
	"checkAnalyze": checkAnalyze,
	"parseText":    parseText,
	"parsePDF":     parsePDF,
	"parseDocx":    parseDocx,
	"readReply":    readReply,
	"analyze":      analyze,
	"analyzeCV":    analyzeCV,
	// The tailoring screen's session (session.go): opened with the CV and
	// the job, then an edit sends only its action.
	"openTailoring":     openTailoring,
	"rateTailoring":     rateTailoring,
	"applySuggestion":   applySuggestion,
	"previewSuggestion": previewSuggestion,
	"undoSuggestion":    undoSuggestion,
	// CV transforms: {"cv": FormattedCV[, "source": the text an AI formatted]}
	// or {"cv": StructuredCV}; downloads: {"cv": StructuredCV}.
	"toStructured":     toStructured,
	"fromStructured":   fromStructured,
	"exportText":       exportText,
	"exportJSON":       exportJSON,
	"exportJSONResume": exportJSONResume,
	"wordModel":        wordModel,
	// Gaps: {"cv": StructuredCV} → []Gap; {"text": "…"} → []TextGap.
	"findGaps":   findGaps,
	"gapsInText": gapsInText,
	// Read-back: {"cv": StructuredCV, "back": FormattedCV} → ReadBackReport.
	"readBack": readBack,
}

// codedError is the error shape the page receives; an export refused for
// unfilled gaps names them.
type codedError struct {
	Code    string   `json:"code"`
	Message string   `json:"message"`
	Gaps    []cv.Gap `json:"gaps,omitempty"`
}

type envelope struct {
	OK    bool        `json:"ok"`
	Value any         `json:"value,omitempty"`
	Error *codedError `json:"error,omitempty"`
}

// call runs the export name with args and encodes the envelope.
func call(name string, args []byte) []byte {
	fn, ok := exports[name]
	if !ok {
		return encode(envelope{Error: &codedError{Code: "unknown_export", Message: "The engine has no function " + name + "."}})
	}
	value, err := fn(args)
	if err != nil {
		return encode(envelope{Error: toCoded(err)})
	}
	return encode(envelope{OK: true, Value: value})
}

// coder is implemented by the pure packages' errors.
type coder interface {
	error
	ErrorCode() string
	ErrorMessage() string
}

func toCoded(err error) *codedError {
	var ie *input.Error
	if errors.As(err, &ie) {
		return &codedError{Code: ie.Code, Message: ie.Message}
	}
	var ge *cv.GapError
	if errors.As(err, &ge) {
		return &codedError{Code: ge.ErrorCode(), Message: ge.ErrorMessage(), Gaps: ge.Gaps}
	}
	var c coder
	if errors.As(err, &c) {
		return &codedError{Code: c.ErrorCode(), Message: c.ErrorMessage()}
	}
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	if errors.As(err, &se) || errors.As(err, &te) {
		return &codedError{Code: "bad_arguments", Message: "The engine could not read its arguments."}
	}
	return &codedError{Code: "internal", Message: "The engine failed: " + err.Error()}
}

func encode(e envelope) []byte {
	b, err := json.Marshal(e)
	if err != nil {
		b, _ = json.Marshal(envelope{Error: &codedError{Code: "internal", Message: "The engine could not encode its result."}})
	}
	return b
}

func decode[T any](args json.RawMessage) (T, error) {
	var v T
	err := json.Unmarshal(args, &v)
	return v, err
}

func clip(args json.RawMessage) (any, error) {
	a, err := decode[struct {
		Field input.Field `json:"field"`
		Text  string      `json:"text"`
	}](args)
	if err != nil {
		return nil, err
	}
	return input.Clip(a.Field, a.Text)
}

func checkAnalyze(args json.RawMessage) (any, error) {
	a, err := decode[struct {
		CVText         string `json:"cvText"`
		JobDescription string `json:"jobDescription"`
	}](args)
	if err != nil {
		return nil, err
	}
	if err := input.CheckAnalyze(a.CVText, a.JobDescription); err != nil {
		return nil, err
	}
	return struct{}{}, nil
}

// parseText parses pasted CV text: {"text": "…"} → Formatted CV.
func parseText(args json.RawMessage) (any, error) {
	a, err := decode[struct {
		Text string `json:"text"`
	}](args)
	if err != nil {
		return nil, err
	}
	return parse.Text(a.Text), nil
}

// attachment is a file embedded in a PDF: its name and bytes (base64).
type attachment struct {
	Name string `json:"name"`
	Data []byte `json:"data"`
}

// parsedPDF is what parsePDF answers: the reading-order text, the CV, and
// "europass" in Source when the CV was read from a Europass XML attachment.
type parsedPDF struct {
	Text   string         `json:"text"`
	CV     cv.FormattedCV `json:"cv"`
	Source string         `json:"source,omitempty"`
}

// parsePDF parses pdf.js text items: {"pages": […], "attachments"?: […]} →
// {text, cv, source?}. The text is always the layout's; the CV is read from
// the first attachment that is a Europass CV, else parsed from the layout.
func parsePDF(args json.RawMessage) (any, error) {
	a, err := decode[struct {
		Pages       []parse.Page `json:"pages"`
		Attachments []attachment `json:"attachments"`
	}](args)
	if err != nil {
		return nil, err
	}
	r := parse.PDF(a.Pages)
	for _, at := range a.Attachments {
		if f, err := europass.Read(at.Data); err == nil {
			return parsedPDF{Text: r.Text, CV: f, Source: "europass"}, nil
		}
	}
	return parsedPDF{Text: r.Text, CV: r.CV}, nil
}

// parseDocx reads a Word file and parses its text: {"data": the file's bytes
// in base64} → {text, cv}, the shape parsePDF answers. A file that is no
// .docx, a password-protected or damaged one, or one without text is refused
// with docx's coded errors (not_docx, encrypted, broken, no_text).
func parseDocx(args json.RawMessage) (any, error) {
	a, err := decode[struct {
		Data []byte `json:"data"`
	}](args)
	if err != nil {
		return nil, err
	}
	doc, err := docx.Read(a.Data)
	if err != nil {
		return nil, err
	}
	return parse.Word(doc), nil
}

// readReply reads an AI reply as the worker does:
// {"operation": "analyze"|"format"|"suggest", "reasoning", "content"} → the
// operation's result.
func readReply(args json.RawMessage) (any, error) {
	a, err := decode[struct {
		Operation string `json:"operation"`
		Reasoning string `json:"reasoning"`
		Content   string `json:"content"`
	}](args)
	if err != nil {
		return nil, err
	}
	switch a.Operation {
	case "analyze":
		return reply.Analysis(a.Reasoning, a.Content)
	case "format":
		return reply.FormattedCV(a.Reasoning, a.Content)
	case "suggest":
		return reply.Suggestions(a.Reasoning, a.Content)
	}
	return nil, &reply.Error{Code: "bad_arguments", Message: "The operation must be analyze, format or suggest."}
}

// analyze scores CV text against a job description:
// {"cvText","jobDescription", "cv"?} → match.Report. Both texts must be filled
// (input.CheckAnalyze); each is read up to the 10 000-character limit, as the
// page sends them, which also bounds the time an analysis takes. cv, when
// given, is the page's parse of cvText (upload parsed it already, from the
// PDF's layout when there was one) and is used instead of parsing again.
func analyze(args json.RawMessage) (any, error) {
	a, err := decode[struct {
		CVText         string          `json:"cvText"`
		JobDescription string          `json:"jobDescription"`
		CV             *cv.FormattedCV `json:"cv"`
	}](args)
	if err != nil {
		return nil, err
	}
	if err := input.CheckAnalyze(a.CVText, a.JobDescription); err != nil {
		return nil, err
	}
	cvText, err := input.Clip(input.CVText, a.CVText)
	if err != nil {
		return nil, err
	}
	jd, err := input.Clip(input.JobDescription, a.JobDescription)
	if err != nil {
		return nil, err
	}
	if a.CV != nil {
		return match.AnalyzeParsed(cvText.Text, *a.CV, jd.Text), nil
	}
	return match.Analyze(cvText.Text, jd.Text), nil
}

// analyzeCV scores an edited CV: {"cv": FormattedCV, "jobDescription"} →
// match.Report, the job description read up to its limit.
func analyzeCV(args json.RawMessage) (any, error) {
	a, err := decode[struct {
		CV             cv.FormattedCV `json:"cv"`
		JobDescription string         `json:"jobDescription"`
	}](args)
	if err != nil {
		return nil, err
	}
	jd, err := input.Clip(input.JobDescription, a.JobDescription)
	if err != nil {
		return nil, err
	}
	return match.AnalyzeCV(a.CV, jd.Text), nil
}

// readJob reads a job description up to its limit.
func readJob(text string) (match.Job, error) {
	jd, err := input.Clip(input.JobDescription, text)
	if err != nil {
		return match.Job{}, err
	}
	return match.ReadJob(jd.Text), nil
}

// cvArg decodes {"cv": …} into T.
func cvArg[T any](args json.RawMessage) (T, error) {
	a, err := decode[struct {
		CV T `json:"cv"`
	}](args)
	return a.CV, err
}

// toStructured gives the editable CV with ids, or null for a missing CV.
// With source, the CV text an AI formatted, the placeholders the AI put in
// (those the text does not hold) are marked as Shortlist's, as an applied
// suggestion's are: they hold a download back until filled, and the user's
// own brackets stay text.
func toStructured(args json.RawMessage) (any, error) {
	a, err := decode[struct {
		CV     *cv.FormattedCV `json:"cv"`
		Source *string         `json:"source"`
	}](args)
	if err != nil {
		return nil, err
	}
	s := cv.ToStructured(a.CV)
	if s != nil && a.Source != nil {
		s.Placeholders = cv.InsertedPlaceholders(s, *a.Source)
	}
	return s, nil
}

func fromStructured(args json.RawMessage) (any, error) {
	s, err := cvArg[*cv.StructuredCV](args)
	if err != nil {
		return nil, err
	}
	return cv.FromStructured(s), nil
}

// The downloads take the edited CV (StructuredCV) as the page holds it: the
// ids it carries are written as they are, never rebuilt. Each refuses a CV
// with unfilled gaps (code "gaps", the gaps in the error).

// exportText answers the text of formatted_cv.txt.
func exportText(args json.RawMessage) (any, error) {
	s, err := cvArg[*cv.StructuredCV](args)
	if err != nil {
		return nil, err
	}
	return cv.ExportText(s)
}

// exportJSON answers the text of formatted_cv.json (the transformed CV).
func exportJSON(args json.RawMessage) (any, error) {
	s, err := cvArg[*cv.StructuredCV](args)
	if err != nil {
		return nil, err
	}
	b, err := cv.TailoringJSON(s)
	return string(b), err
}

// exportJSONResume answers the text of a JSON Resume (schema v1.0.0).
func exportJSONResume(args json.RawMessage) (any, error) {
	s, err := cvArg[*cv.StructuredCV](args)
	if err != nil {
		return nil, err
	}
	b, err := cv.ExportJSONResume(s)
	return string(b), err
}

// wordModel answers the Word and PDF files' content for the page to lay out.
func wordModel(args json.RawMessage) (any, error) {
	s, err := cvArg[*cv.StructuredCV](args)
	if err != nil {
		return nil, err
	}
	return cv.ExportWord(s)
}

// findGaps answers the unfilled gaps of an edited CV, in document order.
func findGaps(args json.RawMessage) (any, error) {
	s, err := cvArg[*cv.StructuredCV](args)
	if err != nil {
		return nil, err
	}
	return cv.Gaps(s), nil
}

// gapsInText answers the unfilled gaps of one text (a suggestion's), with
// UTF-16 offsets: {"text": "…"} → []TextGap.
func gapsInText(args json.RawMessage) (any, error) {
	a, err := decode[struct {
		Text string `json:"text"`
	}](args)
	if err != nil {
		return nil, err
	}
	gaps := cv.FindGaps(a.Text)
	if gaps == nil {
		gaps = []cv.TextGap{}
	}
	return gaps, nil
}

// readBack compares the edited CV with the CV parsed back from a file saved
// from it (parsePDF's cv, or parseText of a Word file's text).
func readBack(args json.RawMessage) (any, error) {
	a, err := decode[struct {
		CV   *cv.StructuredCV `json:"cv"`
		Back cv.FormattedCV   `json:"back"`
	}](args)
	if err != nil {
		return nil, err
	}
	return cv.ReadBack(a.CV, a.Back), nil
}
