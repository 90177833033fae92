// Package prompt builds the chat messages of Shortlist's three AI operations:
// Analyze (a CV against a job description), Format (a CV into ATS sections)
// and Suggest (tailoring suggestions for a transformed CV), plus Repair, the
// one follow-up message sent when a reply could not be used.
//
// Each operation is one user message (some free models refuse system
// messages) that states the task, the reply's JSON fields with their
// minimums (product spec section 7) and the rule never to invent facts, then
// carries the user's texts in delimited blocks that the model is told to
// treat as data. Before a text goes into its block, the block markers and
// invisible characters are removed from it, so a text cannot close its block
// early or hide instructions. The output is deterministic for its input.
package prompt

import (
	"encoding/json"
	"strings"

	"github.com/shortlist/shortlist/wasm/cv"
)

// Message is one chat message in the OpenAI-compatible shape.
type Message struct {
	Role    string `json:"role"`
	Content string `json:"content"`
}

// Roles of the chat messages this package writes.
const (
	RoleUser      = "user"
	RoleAssistant = "assistant"
)

// Names of the data blocks. Every block marker is removed from user texts.
const (
	tagCV             = "cv_text"
	tagJobDescription = "job_description"
	tagCVJSON         = "cv_json"
)

var tags = []string{tagCV, tagJobDescription, tagCVJSON}

// MaxRepairEcho is how much of an unusable reply Repair sends back to the
// model, in bytes: enough to show it what went wrong without doubling a
// long request.
const MaxRepairEcho = 8000

// Analyze returns the messages that ask for the match analysis of cvText
// against jobDescription.
func Analyze(cvText, jobDescription string) []Message {
	return user(analyzeTask + "\n\n" + block(tagCV, cvText) + "\n\n" + block(tagJobDescription, jobDescription) + "\n\n" + dataReminder)
}

// Format returns the messages that ask for cvText split into ATS sections.
func Format(cvText string) []Message {
	return user(formatTask + "\n\n" + block(tagCV, cvText) + "\n\n" + dataReminder)
}

// Suggest returns the messages that ask for tailoring suggestions for the
// transformed CV c against jobDescription.
func Suggest(c cv.TailoringCV, jobDescription string) []Message {
	return user(suggestTask + "\n\n" + block(tagCVJSON, cvJSON(c)) + "\n\n" + block(tagJobDescription, jobDescription) + "\n\n" + dataReminder)
}

// Repair returns msgs followed by the unusable reply and a request to answer
// again with only the JSON asked for. problem says what was wrong, in words
// meant for a person (it never contains the user's texts).
func Repair(msgs []Message, reply, problem string) []Message {
	if len(reply) > MaxRepairEcho {
		reply = strings.ToValidUTF8(reply[:MaxRepairEcho], "")
	}
	out := make([]Message, 0, len(msgs)+2)
	out = append(out, msgs...)
	return append(out,
		Message{Role: RoleAssistant, Content: reply},
		Message{Role: RoleUser, Content: "Your previous reply could not be used: " + strings.TrimSuffix(problem, ".") + ".\n" + repairTask},
	)
}

func user(content string) []Message {
	return []Message{{Role: RoleUser, Content: content}}
}

// cvJSON writes the transformed CV for the cv_json block, without HTML
// escaping so "R&D" reaches the model as written (Clean defuses markers).
// Encoding a struct of strings and slices cannot fail, so the error is
// not returned.
func cvJSON(c cv.TailoringCV) string {
	var b strings.Builder
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	enc.Encode(c)
	return b.String()
}

// block wraps a user text in its markers after cleaning and trimming it.
func block(tag, text string) string {
	return "<" + tag + ">\n" + strings.TrimSpace(Clean(text)) + "\n</" + tag + ">"
}

// Clean returns text as it goes into a data block: Windows line ends made
// plain, invisible characters removed, and every block marker (<cv_text>,
// </job_description> and so on, in any letter case) defused by turning its
// '<' into '‹', so the text cannot end its block or open another.
func Clean(text string) string {
	text = strings.ReplaceAll(text, "\r\n", "\n")
	// Invisible characters go first: removing them later could join a
	// marker that was split by one.
	text = strings.Map(func(r rune) rune {
		if invisible(r) {
			return -1
		}
		return r
	}, text)
	var b strings.Builder
	b.Grow(len(text))
	for i, r := range text {
		if r == '<' && isMarker(text[i+1:]) {
			r = '‹'
		}
		b.WriteRune(r)
	}
	return b.String()
}

// isMarker reports whether rest (the text after a '<') starts a block marker.
func isMarker(rest string) bool {
	rest = strings.TrimPrefix(rest, "/")
	for _, t := range tags {
		if len(rest) >= len(t) && strings.EqualFold(rest[:len(t)], t) {
			return true
		}
	}
	return false
}

// invisible reports characters a reader cannot see but a model reads: the
// Unicode tags block, zero-width characters, variation selectors and bidi
// controls. They can carry hidden instructions and never carry CV content.
func invisible(r rune) bool {
	switch {
	case r >= 0xE0000 && r <= 0xE007F, // tags
		r >= 0x200B && r <= 0x200F,   // zero-width space, joiners, LRM, RLM
		r >= 0x202A && r <= 0x202E,   // bidi embeddings and overrides
		r >= 0x2060 && r <= 0x2064,   // word joiner, invisible operators
		r >= 0x2066 && r <= 0x2069,   // bidi isolates
		r >= 0xFE00 && r <= 0xFE0F,   // variation selectors
		r >= 0xE0100 && r <= 0xE01EF, // variation selectors supplement
		r == 0xFEFF, r == 0x061C, r == 0x00AD:
		return true
	}
	return false
}
