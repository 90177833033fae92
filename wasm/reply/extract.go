package reply

import (
	"encoding/json"
	"strings"
)

// split separates the model's reasoning from its answer. The provider's own
// reasoning field comes first, then every <think> block of the content; an
// answer that starts inside a think block whose opening tag was cut off
// (some providers drop it) has everything up to "</think>" as reasoning, and
// a think block that never closes holds the rest of the reply.
func split(reasoning, content string) (thinking, answer string) {
	var parts []string
	if r := strings.TrimSpace(stripInvisible(reasoning)); r != "" {
		parts = append(parts, r)
	}
	rest := stripInvisible(content)
	var out strings.Builder
	for {
		lower := strings.ToLower(rest)
		open, openLen := thinkOpen(lower)
		closeAt := strings.Index(lower, "</think")
		if closeAt >= 0 && (open < 0 || closeAt < open) {
			// A closing tag with no opening one: all before it is reasoning.
			parts = appendTrimmed(parts, rest[:closeAt])
			rest = rest[tagEnd(rest, closeAt):]
			continue
		}
		if open < 0 {
			out.WriteString(rest)
			break
		}
		out.WriteString(rest[:open])
		inner := rest[open+openLen:]
		end := strings.Index(strings.ToLower(inner), "</think")
		if end < 0 {
			parts = appendTrimmed(parts, inner)
			break
		}
		parts = appendTrimmed(parts, inner[:end])
		rest = inner[tagEnd(inner, end):]
	}
	return strings.Join(parts, "\n\n"), strings.TrimSpace(out.String())
}

// thinkOpen finds "<think>" or "<thinking>" in lower-cased s.
func thinkOpen(lower string) (at, length int) {
	for _, tag := range []string{"<think>", "<thinking>"} {
		if i := strings.Index(lower, tag); i >= 0 {
			return i, len(tag)
		}
	}
	return -1, 0
}

// tagEnd returns the index just past the tag starting at i.
func tagEnd(s string, i int) int {
	if j := strings.IndexByte(s[i:], '>'); j >= 0 {
		return i + j + 1
	}
	return len(s)
}

func appendTrimmed(parts []string, s string) []string {
	if s = strings.TrimSpace(s); s != "" {
		parts = append(parts, s)
	}
	return parts
}

// firstJSON finds the first JSON object or array in answer and returns its
// repaired text. A fenced block is searched first; typographic quotes are
// read as JSON quotes only if the text does not parse otherwise.
func firstJSON(answer string) (string, error) {
	if strings.TrimSpace(answer) == "" {
		return "", fail(CodeEmpty, "The AI's answer was empty.")
	}
	var found error
	for _, text := range candidates(answer) {
		s, err := scan(text)
		if err == nil {
			return s, nil
		}
		if found == nil || rank(err) > rank(found) {
			found = err
		}
	}
	return "", found
}

// candidates lists the texts to search, best first.
func candidates(answer string) []string {
	var out []string
	if f, ok := fenced(answer); ok {
		out = append(out, f)
	}
	out = append(out, answer)
	if strings.ContainsAny(answer, "“”„‟") {
		quotes := strings.NewReplacer("“", `"`, "”", `"`, "„", `"`, "‟", `"`)
		for _, t := range out[:len(out):len(out)] {
			out = append(out, quotes.Replace(t))
		}
	}
	return out
}

// fenced returns the content of the first ``` code fence.
func fenced(s string) (string, bool) {
	start := strings.Index(s, "```")
	if start < 0 {
		return "", false
	}
	body := s[start+3:]
	if nl := strings.IndexByte(body, '\n'); nl >= 0 && !strings.ContainsAny(body[:nl], "{[") {
		body = body[nl+1:] // the language tag line, e.g. "json"
	}
	if end := strings.Index(body, "```"); end >= 0 {
		body = body[:end]
	}
	return body, true
}

// rank orders scan errors by how much they say: a cut-off JSON explains more
// than an invalid one, which explains more than none.
func rank(err error) int {
	switch err.(*Error).Code {
	case CodeTruncated:
		return 3
	case CodeInvalid:
		return 2
	}
	return 1
}

// scan returns the first balanced JSON value of s that parses once trailing
// commas are removed. A bracket in prose may open a "value" that never closes
// or closes wrongly; the search then goes on from the next bracket, a bounded
// number of times so that a hostile reply costs linear time.
func scan(s string) (string, error) {
	var invalid, truncated bool
	restarts := 0
	for i := 0; i < len(s); {
		j := strings.IndexAny(s[i:], "{[")
		if j < 0 {
			break
		}
		start := i + j
		end, state := balanced(s, start)
		if state == cutOff && opensJSON(s[start:]) {
			return "", fail(CodeTruncated, "The AI's answer was cut off before its JSON ended.")
		}
		if state != closed {
			truncated = truncated || state == cutOff
			if restarts++; restarts > maxRestarts {
				break
			}
			i = start + 1
			continue
		}
		text := dropTrailingCommas(s[start:end])
		if json.Valid([]byte(text)) {
			return text, nil
		}
		invalid = true
		i = end
	}
	switch {
	case truncated:
		return "", fail(CodeTruncated, "The AI's answer was cut off before its JSON ended.")
	case invalid:
		return "", fail(CodeInvalid, "The AI's answer was not valid JSON.")
	}
	return "", fail(CodeNoJSON, "The AI's answer held no JSON.")
}

const maxRestarts = 16

// opensJSON tells a bracket that starts JSON we ask for (an object with a
// key, an array of objects or strings) from a bracket in prose.
func opensJSON(s string) bool {
	rest := strings.TrimLeft(s[1:], " \t\r\n")
	if rest == "" {
		return true
	}
	if s[0] == '{' {
		return rest[0] == '"' || rest[0] == '}'
	}
	return strings.IndexByte(`{["]`, rest[0]) >= 0
}

type scanState int

const (
	closed scanState = iota
	cutOff
	mismatched
)

// balanced finds the end of the bracketed value starting at s[start],
// skipping brackets inside strings.
func balanced(s string, start int) (int, scanState) {
	stack := make([]byte, 0, 16)
	inString, escaped := false, false
	for i := start; i < len(s); i++ {
		c := s[i]
		if inString {
			switch {
			case escaped:
				escaped = false
			case c == '\\':
				escaped = true
			case c == '"':
				inString = false
			}
			continue
		}
		switch c {
		case '"':
			inString = true
		case '{':
			stack = append(stack, '}')
		case '[':
			stack = append(stack, ']')
		case '}', ']':
			if stack[len(stack)-1] != c {
				return i, mismatched
			}
			stack = stack[:len(stack)-1]
			if len(stack) == 0 {
				return i + 1, closed
			}
		}
	}
	return len(s), cutOff
}

// dropTrailingCommas removes commas that directly precede a closing bracket,
// outside strings.
func dropTrailingCommas(s string) string {
	if !strings.Contains(s, ",") {
		return s
	}
	var b strings.Builder
	inString, escaped := false, false
	for i := 0; i < len(s); i++ {
		c := s[i]
		if inString {
			switch {
			case escaped:
				escaped = false
			case c == '\\':
				escaped = true
			case c == '"':
				inString = false
			}
			b.WriteByte(c)
			continue
		}
		if c == '"' {
			inString = true
		}
		if c == ',' {
			j := i + 1
			for j < len(s) && strings.IndexByte(" \t\r\n", s[j]) >= 0 {
				j++
			}
			if j < len(s) && (s[j] == '}' || s[j] == ']') {
				continue
			}
		}
		b.WriteByte(c)
	}
	return b.String()
}
