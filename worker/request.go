package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"reflect"
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/shortlist/shortlist/wasm/cv"
	"github.com/shortlist/shortlist/wasm/input"
)

// maxBodyBytes bounds a request body.
const maxBodyBytes = 64 << 10

// The bodies of the three operations. Any other field is refused, so the
// page cannot choose the model, the messages or any sampling setting.
type (
	analyzeRequest struct {
		CVText         string `json:"cvText"`
		JobDescription string `json:"jobDescription"`
	}
	formatRequest struct {
		CVText string `json:"cvText"`
	}
	suggestRequest struct {
		CV             cv.TailoringCV `json:"cv"`
		JobDescription string         `json:"jobDescription"`
	}
)

// decode reads a JSON request body into v, a pointer to a request struct:
// 415 unless the body is declared JSON (jsonContentType), 413 over
// maxBodyBytes, 400 invalid_json for invalid JSON, a value of the wrong
// type, or a key that is unknown, a case variant of a field or given twice
// (strictKeys).
func decode(r *http.Request, v any) error {
	// One value only: syumai/workers splits a header at its commas, so
	// "application/json, text/plain" arrives as two.
	if ct := r.Header.Values("Content-Type"); len(ct) != 1 || !jsonContentType(ct[0]) {
		return &Error{Code: codeUnsupportedMedia, Message: "Send the request as JSON (Content-Type: application/json)."}
	}
	tooLarge := &Error{Code: codeTooLarge, Message: "The request is larger than 64 KiB."}
	if r.ContentLength > maxBodyBytes {
		return tooLarge
	}
	body, err := io.ReadAll(io.LimitReader(r.Body, maxBodyBytes+1))
	if err != nil {
		return &Error{Code: codeInvalidJSON, Message: "The request body could not be read."}
	}
	if len(body) > maxBodyBytes {
		return tooLarge
	}
	if !plainUnicode(body) {
		return &Error{Code: codeInvalidJSON, Message: "The request holds text that is not valid Unicode (invalid UTF-8, a lone surrogate or a NUL character)."}
	}
	if err := strictKeys(body, reflect.TypeOf(v)); err != nil {
		return err
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		var typeErr *json.UnmarshalTypeError
		if errors.As(err, &typeErr) && typeErr.Field != "" {
			return &Error{Code: codeInvalidJSON, Message: "The field " + strconv.Quote(typeErr.Field) + " has the wrong type."}
		}
		return &Error{Code: codeInvalidJSON, Message: "The request body is not valid JSON."}
	}
	if _, err := dec.Token(); err != io.EOF {
		return &Error{Code: codeInvalidJSON, Message: "The request body holds more than one JSON value."}
	}
	return nil
}

// plainUnicode reports whether body is valid UTF-8 whose JSON escapes
// spell no NUL and no lone surrogate. encoding/json would turn invalid
// bytes and lone surrogates into U+FFFD and keep a NUL, so the model
// would read text the user never typed.
func plainUnicode(body []byte) bool {
	if !utf8.Valid(body) || bytes.IndexByte(body, 0) >= 0 {
		return false
	}
	for i := 0; i < len(body); i++ {
		if body[i] != '\\' {
			continue
		}
		if i+1 >= len(body) || body[i+1] != 'u' {
			i++ // a two-character escape such as \\ or \"
			continue
		}
		r, ok := hex4(body[i+2:])
		if !ok {
			return true // invalid JSON: the decoder says so
		}
		switch {
		case r == 0:
			return false
		case utf16.IsSurrogate(r):
			low, ok := rune(0), false
			if len(body) >= i+12 && body[i+6] == '\\' && body[i+7] == 'u' {
				low, ok = hex4(body[i+8:])
			}
			if !ok || r >= 0xDC00 || low < 0xDC00 || low > 0xDFFF {
				return false
			}
			i += 6
		}
		i += 5
	}
	return true
}

// jsonContentType reports whether a Content-Type is exactly
// application/json, optionally with charset=utf-8, in any case. A list
// ("application/json, text/plain") or any other parameter is not JSON.
func jsonContentType(v string) bool {
	mt, param, hasParam := strings.Cut(strings.ToLower(v), ";")
	if strings.TrimSpace(mt) != "application/json" {
		return false
	}
	if !hasParam {
		return true
	}
	name, value, _ := strings.Cut(param, "=")
	value = strings.TrimSpace(value)
	return strings.TrimSpace(name) == "charset" && (value == "utf-8" || value == `"utf-8"`)
}

func (q analyzeRequest) validate() error {
	if input.CheckAnalyze(q.CVText, q.JobDescription) != nil {
		return &Error{Code: codeMissingInputs, Message: input.ErrMissingInputs.Message}
	}
	return firstError(checkLength("The CV text", q.CVText), checkLength("The job description", q.JobDescription))
}

func (q formatRequest) validate() error {
	if strings.TrimSpace(q.CVText) == "" {
		return &Error{Code: codeMissingInputs, Message: "Please provide the CV text."}
	}
	return checkLength("The CV text", q.CVText)
}

func (q suggestRequest) validate() error {
	c := q.CV
	empty := len(c.ProfessionalExperience)+len(c.Education)+len(c.CoreSkills)+len(c.ToolsTechnologies)+len(c.Languages) == 0
	if empty || strings.TrimSpace(q.JobDescription) == "" {
		return &Error{Code: codeMissingInputs, Message: "Missing CV data or job description. Please start over."}
	}
	return firstError(checkLength("A CV field", tailoringTexts(c)...), checkLength("The job description", q.JobDescription))
}

// checkLength enforces the 10 000-character limit, counted as the page
// counts it, on each text.
func checkLength(what string, texts ...string) error {
	for _, t := range texts {
		if input.Length(t) > input.MaxChars {
			return &Error{Code: codeTooLong, Message: what + " is longer than " + strconv.Itoa(input.MaxChars) + " characters."}
		}
	}
	return nil
}

// tailoringTexts lists every text field of a transformed CV.
func tailoringTexts(c cv.TailoringCV) []string {
	var out []string
	for _, e := range c.ProfessionalExperience {
		out = append(out, e.ID, e.Title, e.Company, e.Location, e.Duration)
		for _, r := range e.Responsibilities {
			out = append(out, r.ID, r.Text)
		}
	}
	for _, e := range c.Education {
		out = append(out, e.ID, e.Degree, e.Institution, e.Location, e.Duration, e.Notes)
	}
	out = append(out, c.CoreSkills...)
	out = append(out, c.ToolsTechnologies...)
	for _, l := range c.Languages {
		out = append(out, l.ID, l.Language, l.Proficiency)
	}
	return out
}

func firstError(errs ...error) error {
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}
