package main

import (
	"encoding/json"
	"net/http"
)

// Error codes the worker answers with. statusOf maps each to its HTTP status.
const (
	codeNotFound         = "not_found"
	codeMethodNotAllowed = "method_not_allowed"
)

// apiError is the one error shape of every /api response.
type apiError struct {
	Code    string `json:"code"`
	Message string `json:"message"`
}

func statusOf(code string) int {
	switch code {
	case codeNotFound:
		return http.StatusNotFound
	case codeMethodNotAllowed:
		return http.StatusMethodNotAllowed
	default:
		return http.StatusInternalServerError
	}
}

// writeError answers {"error":{"code","message"}} with the code's status.
func writeError(w http.ResponseWriter, code, message string) {
	writeJSON(w, statusOf(code), struct {
		Error apiError `json:"error"`
	}{apiError{Code: code, Message: message}})
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	body, err := json.Marshal(v)
	if err != nil {
		status = http.StatusInternalServerError
		body = []byte(`{"error":{"code":"internal","message":"The server could not encode its answer."}}`)
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	w.Write(body)
}
