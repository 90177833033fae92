package main

import (
	"encoding/json"
	"fmt"
	"math/rand"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"unicode/utf16"
	"unicode/utf8"
)

// The key-leak property (issue 28): for any reply that carries the key
// under the encodings a reader could undo, no run of redactWindow key
// characters survives in any string of the answer, read in keyForm.

// keyCoding writes the key (or part of it) in one encoding. inJSON says the
// result is JSON string source text (escapes the reply reader decodes),
// not text.
type keyCoding struct {
	name   string
	inJSON bool
	encode func(s string, every int) string
}

// eachNth applies f to every every-th character of s.
func eachNth(s string, every int, f func(c rune) string) string {
	var b strings.Builder
	for i, c := range []rune(s) {
		if i%every == every-1 {
			b.WriteString(f(c))
		} else {
			b.WriteRune(c)
		}
	}
	return b.String()
}

// between inserts sep after every every characters of s.
func between(s string, every int, sep string) string {
	var b strings.Builder
	for i, c := range []rune(s) {
		if i > 0 && i%every == 0 {
			b.WriteString(sep)
		}
		b.WriteRune(c)
	}
	return b.String()
}

var keyCodings = []keyCoding{
	{"plain", false, func(s string, _ int) string { return s }},
	{"zero-width space", false, func(s string, n int) string { return between(s, n, "\u200b") }},
	{"word joiner and BOM", false, func(s string, n int) string { return between(s, n, "\u2060\ufeff") }},
	{"soft hyphen", false, func(s string, n int) string { return between(s, n, "\u00ad") }},
	{"tag characters", false, func(s string, n int) string { return between(s, n, "\U000E0041") }},
	{"bidi marks", false, func(s string, n int) string { return between(s, n, "\u202e\u202c") }},
	{"variation selector", false, func(s string, n int) string { return between(s, n, "\ufe0f") }},
	// Text written as JSON string source with every n-th character as a
	// \u escape, which the reply reader decodes.
	{"JSON escapes", true, func(s string, n int) string {
		var b strings.Builder
		for i, c := range []rune(s) {
			switch r1, r2 := utf16.EncodeRune(c); {
			case i%n != n-1:
				enc, _ := json.Marshal(string(c))
				b.Write(enc[1 : len(enc)-1])
			case r1 != utf8.RuneError:
				fmt.Fprintf(&b, `\u%04x\u%04x`, r1, r2)
			default:
				fmt.Fprintf(&b, `\u%04x`, c)
			}
		}
		return b.String()
	}},
	{"escapes left as text", false, func(s string, n int) string {
		return eachNth(s, n, func(c rune) string { return fmt.Sprintf(`\u%04X`, c) })
	}},
	{"hex escapes as text", false, func(s string, n int) string {
		return eachNth(s, n, func(c rune) string { return fmt.Sprintf(`\x%02x`, c) })
	}},
	{"fullwidth", false, func(s string, n int) string {
		return eachNth(s, n, func(c rune) string {
			if c > 0x20 && c < 0x7f {
				return string(c + 0xFEE0)
			}
			return string(c)
		})
	}},
	{"mathematical bold", false, func(s string, n int) string {
		return eachNth(s, n, func(c rune) string {
			switch {
			case 'A' <= c && c <= 'Z':
				return string(0x1D400 + c - 'A')
			case 'a' <= c && c <= 'z':
				return string(0x1D41A + c - 'a')
			case '0' <= c && c <= '9':
				return string(0x1D7CE + c - '0')
			}
			return string(c)
		})
	}},
	{"HTML decimal", false, func(s string, n int) string {
		return eachNth(s, n, func(c rune) string { return fmt.Sprintf("&#%d;", c) })
	}},
	{"HTML hex without semicolon", false, func(s string, n int) string {
		return eachNth(s, n, func(c rune) string { return fmt.Sprintf("&#x%X", c) })
	}},
	{"HTML named", false, func(s string, _ int) string {
		return strings.NewReplacer("-", "&hyphen;", "_", "&lowbar;").Replace(s)
	}},
	{"percent-encoding", false, func(s string, n int) string {
		return eachNth(s, n, func(c rune) string { return fmt.Sprintf("%%%02X", c) })
	}},
}

// encodeKey writes key with the codings in order (the last is outermost):
// text codings nest, a JSON coding applies last.
func encodeKey(key string, codings []keyCoding, every int) (text string, inJSON bool) {
	text = key
	for _, c := range codings {
		if c.inJSON {
			inJSON = true
			continue
		}
		text = c.encode(text, every)
	}
	if inJSON {
		return keyCodings[7].encode(text, every), true
	}
	return text, false
}

// replyWith is a valid reply of op with s in one of its strings; s is JSON
// string source when inJSON, else text.
func replyWith(op string, s string, inJSON bool) string {
	if !inJSON {
		enc, _ := json.Marshal(s)
		s = string(enc[1 : len(enc)-1])
	}
	switch op {
	case "/api/analyze":
		return `{"match_score": 70, "strengths": ["Go ` + s + `"], "weaknesses": ["Kafka"], "improvement_suggestions": []}`
	case "/api/format":
		return `{"formattedCV": {"professionalHeader": "Engineer", "aboutMe": "` + s + `", "coreSkills": ["Go"]}}`
	}
	return `[{"id": "s1", "parent_section": "core_skills", "suggestion_description": "` + s + `", "suggested_text": [{"name": "Go"}], "impact": "High"}]`
}

var leakRequests = map[string]string{
	"/api/analyze": `{"cvText": "Jane Doe, Go engineer at Acme 2020 - 2024", "jobDescription": "Go engineer"}`,
	"/api/format":  `{"cvText": "Jane Doe, Go engineer at Acme 2020 - 2024"}`,
	"/api/suggest": `{"cv": {"core_skills": ["Go"], "professional_experience": [{"id": "exp_1", "title": "Engineer", "company": "Acme", "responsibilities": [{"id": "exp_1_r1", "text": "Built Go services"}]}]}, "jobDescription": "Go engineer"}`,
}

// answerLeaks runs op through the worker's handler with a provider that
// answers content (and the same text as its reasoning) and returns the
// key runs found in the answer's strings, in keyForm.
func answerLeaks(t *testing.T, op, content string) []string {
	t.Helper()
	step := streamOf(content, content, "stop")
	f := newFakeProvider(t, step, step)
	req := httptest.NewRequest(http.MethodPost, op, strings.NewReader(leakRequests[op]))
	req.Header.Set("Content-Type", "application/json")
	rec := httptest.NewRecorder()
	routes(f.config()).ServeHTTP(rec, req)
	if rec.Code != http.StatusOK {
		t.Fatalf("%s answered %d: %s (reply %q)", op, rec.Code, rec.Body, content)
	}
	var v any
	if err := json.Unmarshal(rec.Body.Bytes(), &v); err != nil {
		t.Fatalf("answer is not JSON: %v", err)
	}
	var found []string
	walkStrings(v, func(s string) {
		for _, form := range []string{s, keyForm(s)} {
			for i := 0; i+redactWindow <= len(testKey); i++ {
				if w := testKey[i : i+redactWindow]; strings.Contains(form, w) {
					found = append(found, fmt.Sprintf("%q in %q", w, s))
				}
			}
		}
	})
	return found
}

func walkStrings(v any, f func(string)) {
	switch x := v.(type) {
	case string:
		f(x)
	case []any:
		for _, e := range x {
			walkStrings(e, f)
		}
	case map[string]any:
		for k, e := range x {
			f(k)
			walkStrings(e, f)
		}
	}
}

// TestNoKeyInAnswer: every coding alone and every pair, at every spacing
// from 1 to 5, in each operation.
func TestNoKeyInAnswer(t *testing.T) {
	ops := []string{"/api/analyze", "/api/format", "/api/suggest"}
	n := 0
	for i, a := range keyCodings {
		for j, b := range keyCodings {
			if j < i-1 || (j != i && j > i+2) { // each alone and with its neighbours keeps the run short
				continue
			}
			codings := []keyCoding{a}
			if j != i {
				codings = append(codings, b)
			}
			for every := 1; every <= 5; every++ {
				op := ops[n%len(ops)]
				n++
				text, inJSON := encodeKey(testKey, codings, every)
				if leaks := answerLeaks(t, op, replyWith(op, text, inJSON)); len(leaks) > 0 {
					t.Errorf("%s, %s+%s every %d: %v", op, a.name, b.name, every, leaks[0])
				}
			}
		}
	}
}

// FuzzNoKeyInAnswer: random codings, nested up to three deep, at random
// spacings, over a random slice of the key with text around it.
func FuzzNoKeyInAnswer(f *testing.F) {
	f.Add(int64(1), "before", "after")
	f.Add(int64(7), "", "")
	f.Add(int64(42), "&#", "%")
	f.Fuzz(func(t *testing.T, seed int64, before, after string) {
		if !utf8.ValidString(before) || !utf8.ValidString(after) || len(before)+len(after) > 200 {
			return
		}
		rng := rand.New(rand.NewSource(seed))
		var codings []keyCoding
		for i := rng.Intn(3) + 1; i > 0; i-- {
			codings = append(codings, keyCodings[rng.Intn(len(keyCodings))])
		}
		from := rng.Intn(len(testKey) - redactWindow + 1)
		to := from + redactWindow + rng.Intn(len(testKey)-from-redactWindow+1)
		text, inJSON := encodeKey(testKey[from:to], codings, rng.Intn(5)+1)
		if inJSON {
			b, _ := json.Marshal(before)
			a, _ := json.Marshal(after)
			text = string(b[1:len(b)-1]) + text + string(a[1:len(a)-1])
		} else {
			text = before + text + after
		}
		op := []string{"/api/analyze", "/api/format", "/api/suggest"}[rng.Intn(3)]
		if leaks := answerLeaks(t, op, replyWith(op, text, inJSON)); len(leaks) > 0 {
			t.Fatalf("%s: %v", op, leaks[0])
		}
	})
}
