package main

import (
	"encoding/json"
	"errors"
	"net/http"
	"strconv"
)

// Error codes the worker answers with. statusOf maps each to its HTTP status.
const (
	codeNotFound          = "not_found"
	codeMethodNotAllowed  = "method_not_allowed"
	codeUnsupportedMedia  = "unsupported_media_type"
	codeTooLarge          = "payload_too_large"
	codeInvalidJSON       = "invalid_json"
	codeMissingInputs     = "missing_inputs"
	codeTooLong           = "too_long"
	codeForbiddenOrigin   = "forbidden_origin"
	codeForbiddenHost     = "forbidden_host"
	codeRateLimited       = "rate_limited"
	codeAIUnavailable     = "ai_unavailable"
	codeAIBusy            = "ai_busy"
	codeAITimeout         = "ai_timeout"
	codeAIFailed          = "ai_failed"
	codeAIBadReply        = "ai_bad_reply"
	codeAIKeyEcho         = "ai_key_echo"
	codeInternal          = "internal"
	internalErrorResponse = `{"error":{"code":"internal","message":"The server could not encode its answer."}}`
)

// Error is a failure the page receives as {"error":{"code","message"}}.
// RetryAfter, in seconds, is sent as the Retry-After header when above 0.
type Error struct {
	Code       string
	Message    string
	RetryAfter int
}

func (e *Error) Error() string { return "worker: " + e.Code + ": " + e.Message }

func statusOf(code string) int {
	switch code {
	case codeNotFound:
		return http.StatusNotFound
	case codeMethodNotAllowed:
		return http.StatusMethodNotAllowed
	case codeUnsupportedMedia:
		return http.StatusUnsupportedMediaType
	case codeTooLarge:
		return http.StatusRequestEntityTooLarge
	case codeInvalidJSON, codeMissingInputs, codeTooLong:
		return http.StatusBadRequest
	case codeForbiddenOrigin, codeForbiddenHost:
		return http.StatusForbidden
	case codeRateLimited, codeAIBusy:
		return http.StatusTooManyRequests
	case codeAIUnavailable:
		return http.StatusServiceUnavailable
	case codeAITimeout:
		return http.StatusGatewayTimeout
	case codeAIFailed, codeAIBadReply, codeAIKeyEcho:
		return http.StatusBadGateway
	default:
		return http.StatusInternalServerError
	}
}

// apiError is the one error shape of every /api response.
type apiError struct {
	Code    string `json:"code"`
	Message string `json:"message"`
}

// writeError answers {"error":{"code","message"}} with the code's status.
func writeError(w http.ResponseWriter, code, message string) {
	writeFailure(w, &Error{Code: code, Message: message})
}

// writeFailure answers err as an error response; an error that is not an
// *Error is reported as internal without its text.
func writeFailure(w http.ResponseWriter, err error) {
	var e *Error
	if !errors.As(err, &e) {
		e = &Error{Code: codeInternal, Message: "The server failed unexpectedly."}
	}
	if e.RetryAfter > 0 {
		w.Header().Set("Retry-After", strconv.Itoa(e.RetryAfter))
	}
	writeJSON(w, statusOf(e.Code), struct {
		Error apiError `json:"error"`
	}{apiError{Code: e.Code, Message: e.Message}})
}

// writeJSON writes v as the answer, or 500 internal if it cannot be
// encoded.
func writeJSON(w http.ResponseWriter, status int, v any) {
	body, err := json.Marshal(v)
	if err != nil {
		status = http.StatusInternalServerError
		body = []byte(internalErrorResponse)
	}
	writeRaw(w, status, body)
}

// writeRaw writes body, a JSON text, as the answer.
func writeRaw(w http.ResponseWriter, status int, body []byte) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	writeBody(w, body)
}
