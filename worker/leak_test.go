package main

import (
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math/rand"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"unicode"
	"unicode/utf16"
	"unicode/utf8"
)

// The key-leak property (issues 28 and 37): for any reply that carries the
// key under the encodings a reader could undo, the answer is either
// refused with ai_key_echo or holds no window of keyWindow characters of
// the key, its hex or its base64, in its body, its strings or all its
// strings joined, each as sent and in keyForm; and no answer is trimmed.

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
	{"spaced out", false, func(s string, n int) string { return between(s, n, " ") }},
	{"between punctuation", false, func(s string, n int) string { return between(s, n, "-.") }},
	{"base64", false, func(s string, n int) string {
		return base64.StdEncoding.EncodeToString([]byte(strings.Repeat("x", n%3) + s))
	}},
	{"base64url", false, func(s string, n int) string {
		return base64.RawURLEncoding.EncodeToString([]byte(strings.Repeat("y", n%3) + s))
	}},
	{"hex", false, func(s string, n int) string {
		if n%2 == 0 {
			return strings.ToUpper(hex.EncodeToString([]byte(s)))
		}
		return hex.EncodeToString([]byte(s))
	}},
	// A JSON text inside the string, its value written with \u escapes:
	// decoding the answer twice gives the key.
	{"JSON in a string", false, func(s string, n int) string {
		var b strings.Builder
		for i, c := range []rune(s) {
			if i%n == 0 {
				fmt.Fprintf(&b, `\u%04x`, c)
			} else {
				b.WriteRune(c)
			}
		}
		return `{"note": "` + b.String() + `"}`
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
// answers content (and the same text as its reasoning). It reports whether
// the answer was refused with ai_key_echo and, if not, the key windows
// found in it (keyWindowsIn over each form of the answer).
func answerLeaks(t *testing.T, op, content string) (refused bool, found []string) {
	t.Helper()
	step := streamOf(content, content, "stop")
	f := newFakeProvider(t, step, step)
	req := httptest.NewRequest(http.MethodPost, op, strings.NewReader(leakRequests[op]))
	req.Header.Set("Content-Type", "application/json")
	rec := httptest.NewRecorder()
	routes(f.config()).ServeHTTP(rec, req)
	body := rec.Body.String()
	if rec.Code == http.StatusBadGateway && strings.Contains(body, `"`+codeAIKeyEcho+`"`) {
		return true, nil
	}
	if rec.Code == http.StatusBadGateway && strings.Contains(body, `"`+codeAIBadReply+`"`) {
		// Text around the key can break the reply (a stray code fence):
		// the error answer must hold no key either.
		return false, keyWindowsIn(body)
	}
	if rec.Code != http.StatusOK {
		t.Fatalf("%s answered %d: %s (reply %q)", op, rec.Code, body, content)
	}
	if strings.Contains(body, "[redacted]") {
		t.Fatalf("%s answered a trimmed answer: %s", op, body)
	}
	var v any
	if err := json.Unmarshal(rec.Body.Bytes(), &v); err != nil {
		t.Fatalf("answer is not JSON: %v", err)
	}
	forms := []string{body, keyForm(body)}
	var joined strings.Builder
	walkStrings(v, func(s string) {
		forms = append(forms, s, keyForm(s))
		joined.WriteString(keyForm(s))
	})
	for _, form := range append(forms, joined.String()) {
		found = append(found, keyWindowsIn(form)...)
	}
	return false, found
}

// keyWindowsIn lists the windows of the key, of its hex and of its base64
// (at each alignment) that form holds, as it is and with everything but
// letters and digits removed. It is written apart from keyScanner, so that
// the two do not share a mistake.
func keyWindowsIn(form string) []string {
	bare := strings.Map(func(r rune) rune {
		if r < 0x80 && (unicode.IsLetter(r) || unicode.IsDigit(r)) {
			return r
		}
		return -1
	}, form)
	secret := strings.TrimPrefix(testKey, "sk-or-v1-") // the public prefix is no secret
	needles := []string{secret, hex.EncodeToString([]byte(secret)), strings.ToUpper(hex.EncodeToString([]byte(secret)))}
	for k := 0; k < 3; k++ {
		b := base64.RawStdEncoding.EncodeToString([]byte(secret[k:]))
		needles = append(needles, b[:len(b)-3], strings.NewReplacer("+", "-", "/", "_").Replace(b[:len(b)-3]))
	}
	var found []string
	for _, n := range needles {
		for i := 0; i+keyWindow <= len(n); i++ {
			w := n[i : i+keyWindow]
			if strings.Contains(form, w) || strings.Contains(bare, w) {
				found = append(found, fmt.Sprintf("%q in %.200q", w, form))
			}
		}
	}
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
// from 1 to 5, in each operation. Each coding alone of every character
// must be refused (some, such as HTML references without ';' before a
// hex digit, are ambiguous when only some characters are encoded).
func TestNoKeyInAnswer(t *testing.T) {
	ops := []string{"/api/analyze", "/api/format", "/api/suggest"}
	n, refusals := 0, 0
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
				refused, leaks := answerLeaks(t, op, replyWith(op, text, inJSON))
				if len(leaks) > 0 {
					t.Errorf("%s, %s+%s every %d: %v", op, a.name, b.name, every, leaks[0])
				}
				if i == j && every == 1 && !refused {
					t.Errorf("%s, %s every %d: answered, not refused", op, a.name, every)
				}
				if refused {
					refusals++
				}
			}
		}
	}
	t.Logf("%d replies, %d refused, none with a key window", n, refusals)
}

// TestNoKeyAcrossItems: the key cut into 7-character pieces over the
// strings of a list, or over neighbouring fields, is refused.
func TestNoKeyAcrossItems(t *testing.T) {
	p := func(i int) string { return testKey[9+7*i : 16+7*i] }
	replies := map[string]string{
		"/api/analyze": `{"match_score": 70, "strengths": ["` + p(0) + `", "` + p(1) + `", "` + p(2) + `"], "weaknesses": ["Kafka"], "improvement_suggestions": []}`,
		"/api/format":  `{"formattedCV": {"professionalHeader": "` + p(0) + `", "aboutMe": "` + p(1) + `", "coreSkills": ["Go"]}}`,
		"/api/suggest": `[{"id": "s1", "parent_section": "core_skills", "suggestion_description": "` + p(0) + `", "suggested_text": [{"name": "` + p(1) + `"}], "impact": "High"}]`,
	}
	for op, content := range replies {
		if refused, leaks := answerLeaks(t, op, content); !refused || len(leaks) > 0 {
			t.Errorf("%s: refused %v, leaks %v", op, refused, leaks)
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
		from := rng.Intn(len(testKey) - keyWindow + 1)
		to := from + keyWindow + rng.Intn(len(testKey)-from-keyWindow+1)
		text, inJSON := encodeKey(testKey[from:to], codings, rng.Intn(5)+1)
		if inJSON {
			b, _ := json.Marshal(before)
			a, _ := json.Marshal(after)
			text = string(b[1:len(b)-1]) + text + string(a[1:len(a)-1])
		} else {
			text = before + text + after
		}
		op := []string{"/api/analyze", "/api/format", "/api/suggest"}[rng.Intn(3)]
		if _, leaks := answerLeaks(t, op, replyWith(op, text, inJSON)); len(leaks) > 0 {
			t.Fatalf("%s: %v", op, leaks[0])
		}
	})
}
