// Package reply reads what a language model answered to one of Shortlist's
// three AI operations and returns the typed result, or a coded error that the
// worker can show, log and use for one repair request.
//
// A reply is read in steps:
//
//   - Invisible Unicode (tag characters, zero-width characters, variation
//     selectors, bidi controls, control characters…) is removed.
//   - Reasoning is separated from the answer: the provider's reasoning field
//     and <think> blocks, read for an answer's JSON only when the answer
//     has none, never passed on (rawApiResponse is the answer's JSON text).
//   - The first JSON value is taken from the answer: inside a code fence if
//     there is one, else after or before any prose; a value not shaped like
//     an answer, such as a citation "[1]", is passed over. Trailing commas,
//     // and /* */ comments, line breaks typed inside strings and typographic
//     quotes used as JSON quotes are tolerated; JSON that never ends is
//     reported as truncated_json.
//   - The value is validated and normalised for its operation. The model's
//     field names (those of the prompts in wasm/prompt), the spec's camelCase
//     names and a few common synonyms (startDate and endDate for a duration)
//     are accepted; an answer wrapped in a one-item list or in an object with
//     a single field ({"analysis": {…}}) is unwrapped; unknown fields are
//     ignored; missing fields take the spec's empty defaults; a list given as
//     one string is read line by line without bullet marks; every string is
//     trimmed; lists hold at most MaxItems strings of at most MaxRunes runes,
//     each string (and each language) once, case aside.
//
// Two cases are errors although the spec's defaults could fill them: an
// analysis with no usable match score or with none of strengths, weaknesses
// and suggestions, and a formatted CV with none of its sections. A score of 0
// or an empty CV made up from nothing would mislead the user; the error lets
// the worker ask the model once more.
//
// Every error is an *Error whose Code is one of the Code constants. The
// functions never panic and take time linear in the reply's length.
package reply

import (
	"strings"
	"unicode/utf8"
)

// Limits on what a reply may put in front of the user.
const (
	MaxItems = 30   // strings per list, suggestions per reply
	MaxRunes = 1000 // runes per string (an about-me or a responsibility fits)
)

// Error codes.
const (
	CodeEmpty     = "empty_reply"
	CodeNoJSON    = "no_json"
	CodeTruncated = "truncated_json"
	CodeInvalid   = "invalid_json"
	CodeShape     = "invalid_shape"
)

// Error is a reply that cannot be used: Code says why for programs, Message
// for people (and for the model, in the worker's repair request).
type Error struct {
	Code    string
	Message string
}

func (e *Error) Error() string        { return e.Code + ": " + e.Message }
func (e *Error) ErrorCode() string    { return e.Code }
func (e *Error) ErrorMessage() string { return e.Message }

func fail(code, message string) *Error { return &Error{Code: code, Message: message} }

// RawResponse is the rawApiResponse of the suggest operation's reply, as
// the other operations give it: the JSON text of the answer (not the prose
// around it, nor the model's reasoning), bounded by MaxRawBytes.
func RawResponse(reasoning, content string) string {
	text, err := extract(reasoning, content)
	if err != nil {
		text = ""
	}
	return rawResponse(text)
}

// MaxRawBytes bounds a rawApiResponse. The spec's field is carried, not
// displayed; a reasoning model's thinking (tens of thousands of tokens)
// is left out of it, so that the page never receives it (issue 37).
const MaxRawBytes = 64 << 10

// rawResponse is the rawApiResponse: the answer's JSON text, its first
// MaxRawBytes cut at a character and marked with "…" when longer.
func rawResponse(jsonText string) string {
	if len(jsonText) <= MaxRawBytes {
		return jsonText
	}
	cut := MaxRawBytes
	for cut > 0 && !utf8.RuneStart(jsonText[cut]) {
		cut--
	}
	return jsonText[:cut] + "…"
}

// clean trims s, removes invisible characters and caps its length.
func clean(s string) string {
	s = strings.TrimSpace(stripInvisible(s))
	if utf8.RuneCountInString(s) <= MaxRunes {
		return s
	}
	r := []rune(s)
	return strings.TrimSpace(string(r[:MaxRunes]))
}

// cleanList keeps the non-empty cleaned strings, at most MaxItems of them,
// each once (the first of those equal but for case): a skill listed twice
// would block the tailoring screen's Save with 'Duplicate skill'.
func cleanList(in []string) []string {
	out := make([]string, 0, len(in))
	seen := map[string]bool{}
	for _, s := range in {
		c := clean(s)
		if key := strings.ToLower(c); c != "" && !seen[key] {
			seen[key] = true
			out = append(out, c)
			if len(out) == MaxItems {
				break
			}
		}
	}
	return out
}
