package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"mime"
	"net/http"
	"strconv"
	"strings"

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

// decode reads a JSON request body into v: 415 unless the body is declared
// JSON, 413 over maxBodyBytes, 400 for invalid JSON, a value of the wrong
// type or an unknown field.
func decode(r *http.Request, v any) error {
	if mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type")); err != nil || mt != "application/json" {
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
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		if name, ok := unknownField(err); ok {
			return &Error{Code: codeUnknownField, Message: "The field " + strconv.Quote(name) + " is not accepted."}
		}
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

// unknownField reads the field name from encoding/json's error, which has
// no type of its own; the name is cut to keep the message short.
func unknownField(err error) (string, bool) {
	name, ok := strings.CutPrefix(err.Error(), "json: unknown field ")
	if !ok {
		return "", false
	}
	name, _ = strconv.Unquote(name)
	if len(name) > 40 {
		name = strings.ToValidUTF8(name[:40], "") + "…"
	}
	return name, true
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
