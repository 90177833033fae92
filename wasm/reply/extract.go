package reply

import (
	"encoding/json"
	"strings"
	"unicode/utf8"
)

// split separates the model's reasoning from its answer. The provider's own
// reasoning field comes first, then every <think> block of the content; text
// that ends with a "</think>" opened by no tag (some providers drop the
// opening one) is reasoning too, and a think block that never closes holds
// the rest of the reply (open reports that: the model was cut off while
// reasoning). One pass over the content, so that a reply full of tags costs
// linear time.
func split(reasoning, content string) (thinking, answer string, open bool) {
	parts := appendTrimmed(nil, stripInvisible(reasoning))
	s := stripInvisible(content)
	var out strings.Builder
	inside := false // within a think block
	from := 0       // start of the text not yet given to out or parts
	for i := 0; i < len(s); i++ {
		if s[i] != '<' {
			continue
		}
		if n := thinkOpen(s[i:]); n > 0 && !inside {
			out.WriteString(s[from:i])
			inside, from = true, i+n
			i = from - 1
			continue
		}
		if hasPrefixFold(s[i:], "</think") {
			parts = appendTrimmed(parts, s[from:i])
			inside, from = false, tagEnd(s, i)
			i = from - 1
		}
	}
	if inside {
		parts = appendTrimmed(parts, s[from:])
	} else {
		out.WriteString(s[from:])
	}
	return strings.Join(parts, "\n\n"), strings.TrimSpace(out.String()), inside
}

// extract splits a reply and finds its JSON text: the steps every operation
// shares. The reasoning is only split off, never returned.
func extract(reasoning, content string) (string, error) {
	_, answer, open := split(reasoning, content)
	if open && answer == "" {
		return "", fail(CodeTruncated, "The AI's answer was cut off while it was still reasoning, before any JSON.")
	}
	return firstJSON(answer)
}

// thinkOpen is the length of the "<think>" or "<thinking>" tag that s starts
// with, in any case, or 0.
func thinkOpen(s string) int {
	for _, tag := range []string{"<think>", "<thinking>"} {
		if hasPrefixFold(s, tag) {
			return len(tag)
		}
	}
	return 0
}

// hasPrefixFold is strings.HasPrefix ignoring case.
func hasPrefixFold(s, prefix string) bool {
	return len(s) >= len(prefix) && strings.EqualFold(s[:len(prefix)], prefix)
}

// tagEnd returns the index just past the closing tag starting at i
// ("</think>", "</thinking >"); a tag left without its ">" ends after
// "</think", so that the answer behind it is not taken for the tag.
func tagEnd(s string, i int) int {
	const name = len("</think")
	end := i + name
	for j := end; j < len(s) && j < end+8; j++ {
		switch c := s[j]; {
		case c == '>':
			return j + 1
		case c != ' ' && (c|0x20 < 'a' || c|0x20 > 'z'):
			return end
		}
	}
	return end
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

// candidates lists the texts to search, best first: the first fence's
// content; for an answer that is one JSON string (JSON sent as a string by
// some proxies), that string's text; the whole answer. Where
// typographic quotes appear, each text follows again with them read as
// JSON quotes, first only where they stand as JSON quotes would (see
// straightenQuotes), then everywhere.
func candidates(answer string) []string {
	var out []string
	if f, ok := fenced(answer); ok {
		out = append(out, f)
	}
	var inner string
	if strings.HasPrefix(answer, `"`) && json.Unmarshal([]byte(answer), &inner) == nil {
		out = append(out, inner)
	}
	out = append(out, answer)
	if strings.ContainsAny(answer+inner, "“”„‟") {
		all := strings.NewReplacer("“", `"`, "”", `"`, "„", `"`, "‟", `"`)
		for _, t := range out[:len(out):len(out)] {
			out = append(out, straightenQuotes(t), all.Replace(t))
		}
	}
	return out
}

// straightenQuotes turns a typographic quote into a JSON quote where it
// stands as one would: after {, [, : or , (an opening quote), or before :,
// ,, } or ] (a closing quote), spaces aside. Quotes inside a sentence, as in
// “the “best” one”, stay typographic.
func straightenQuotes(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if strings.ContainsRune("“”„‟", r) {
			before := strings.TrimRight(s[:i], " \t\r\n")
			after := strings.TrimLeft(s[i+size:], " \t\r\n")
			if (before != "" && strings.IndexByte("{[:,", before[len(before)-1]) >= 0) ||
				(after != "" && strings.IndexByte(":,}]", after[0]) >= 0) {
				b.WriteByte('"')
				i += size
				continue
			}
		}
		b.WriteString(s[i : i+size])
		i += size
	}
	return b.String()
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
// commas and comments are removed. A bracket in prose may open a "value" that
// never closes or closes wrongly; the search then goes on from the next
// bracket, a bounded number of times so that a hostile reply costs linear
// time. A value that parses but is not shaped like an answer (a citation
// such as "[1]") is kept only in case nothing better follows.
func scan(s string) (string, error) {
	var invalid, truncated bool
	var fallback string
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
		text := repair(s[start:end])
		switch {
		case !json.Valid([]byte(text)):
			invalid = true
		case opensJSON(text):
			return text, nil
		case fallback == "":
			fallback = text
		}
		i = end
	}
	switch {
	case fallback != "":
		return fallback, nil
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
// skipping brackets inside strings and comments.
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
		if n := commentLen(s[i:]); n > 0 {
			i += n - 1
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

// commentLen is the length of the // or /* */ comment that s starts with, or
// 0. Models add them although JSON has none; an unclosed /* runs to the end.
func commentLen(s string) int {
	switch {
	case strings.HasPrefix(s, "//"):
		if nl := strings.IndexByte(s, '\n'); nl >= 0 {
			return nl
		}
		return len(s)
	case strings.HasPrefix(s, "/*"):
		if end := strings.Index(s[2:], "*/"); end >= 0 {
			return end + 4
		}
		return len(s)
	}
	return 0
}

// repair removes comments, and commas that directly precede a closing
// bracket, outside strings, and escapes tabs and line breaks inside them.
func repair(s string) string {
	if !strings.ContainsAny(s, ",/\n\r\t") {
		return s
	}
	var b strings.Builder
	inString, escaped := false, false
	for i := 0; i < len(s); i++ {
		c := s[i]
		if inString {
			if e := rawEscape(c); e != 0 {
				// A line break typed inside a string, which JSON forbids.
				if !escaped {
					b.WriteByte('\\')
				}
				b.WriteByte(e)
				escaped = false
				continue
			}
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
		if n := commentLen(s[i:]); n > 0 {
			i += n - 1
			continue
		}
		if c == '"' {
			inString = true
		}
		if c == ',' && closesNext(s[i+1:]) {
			continue
		}
		b.WriteByte(c)
	}
	return b.String()
}

// rawEscape is the escape letter of a tab or line break, else 0.
func rawEscape(c byte) byte {
	switch c {
	case '\n':
		return 'n'
	case '\r':
		return 'r'
	case '\t':
		return 't'
	}
	return 0
}

// closesNext tells whether the next thing in s, after spaces and comments,
// is a closing bracket.
func closesNext(s string) bool {
	for i := 0; i < len(s); i++ {
		if strings.IndexByte(" \t\r\n", s[i]) >= 0 {
			continue
		}
		if n := commentLen(s[i:]); n > 0 {
			i += n - 1
			continue
		}
		return s[i] == '}' || s[i] == ']'
	}
	return false
}
