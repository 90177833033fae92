package main

import (
	"encoding/json"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"

	"github.com/shortlist/shortlist/wasm/reply"
)

// redactWindow is the shortest run of the key that counts as a leak.
const redactWindow = 8

// redacted replaces a run of key bytes in provider text.
const redacted = "[redacted]"

// redactor removes every run of redactWindow or more bytes of a secret key
// from text that came from the provider, so that a provider (or a proxy in
// front of it) that echoes the request cannot pass the key to the page.
// It scans text once, looking each 8-byte window up in the key's windows.
type redactor struct {
	key     string
	windows map[uint64]bool
	filter  [4096]bool
}

func newRedactor(key string) *redactor {
	r := &redactor{key: key, windows: map[uint64]bool{}}
	for i := 0; i+redactWindow <= len(key); i++ {
		w := pack(key[i : i+redactWindow])
		r.windows[w] = true
		r.filter[w&4095] = true
	}
	return r
}

// pack reads 8 bytes as one number.
func pack(s string) uint64 {
	var v uint64
	for i := 0; i < len(s); i++ {
		v = v<<8 | uint64(s[i])
	}
	return v
}

// redact returns text with every run of key bytes replaced by "[redacted]".
// A key shorter than the window is replaced where it occurs whole.
func (r *redactor) redact(text string) string {
	if r.key == "" {
		return text
	}
	if len(r.key) < redactWindow {
		return strings.ReplaceAll(text, r.key, redacted)
	}
	var hit []bool
	var v uint64
	for i := 0; i < len(text); i++ {
		v = v<<8 | uint64(text[i])
		if i+1 < redactWindow || !r.filter[v&4095] || !r.windows[v] {
			continue
		}
		if hit == nil {
			hit = make([]bool, len(text))
		}
		for j := i + 1 - redactWindow; j <= i; j++ {
			hit[j] = true
		}
	}
	if hit == nil {
		return text
	}
	var b strings.Builder
	b.Grow(len(text))
	for i := 0; i < len(text); i++ {
		if !hit[i] {
			b.WriteByte(text[i])
			continue
		}
		b.WriteString(redacted)
		for i+1 < len(text) && hit[i+1] {
			i++
		}
	}
	return b.String()
}

// A reply can carry the key in a form the raw scan misses: with a
// zero-width space every few characters, as JSON escapes the JSON reader
// decodes, as fullwidth letters that NFKC folds, as HTML entities or
// percent-encoding a reader or a browser may decode. So the worker also
// checks every string of the answer it sends, in the form a person could
// read the key back from: keyForm undoes each of those encodings, over
// and over until nothing changes (an encoding of an encoding), and a
// string in which that form holds a run of the key is sent in that form,
// redacted.

// maxNormalRounds bounds keyForm's passes: each undoes one layer of
// encoding, and a string is short (at most reply.MaxRunes runes, or the
// raw response).
const maxNormalRounds = 4

// keyForm is s with escapes (\uXXXX, \xXX), HTML character references,
// percent-encoding, invisible and format characters undone and NFKC
// applied, repeated until stable.
func keyForm(s string) string {
	for i := 0; i < maxNormalRounds; i++ {
		next := norm.NFKC.String(stripFormat(unescapeText(s)))
		if next == s {
			break
		}
		s = next
	}
	return s
}

// plainText reports whether s is printable ASCII without the characters
// any encoding keyForm undoes starts with: keyForm(s) == s.
func plainText(s string) bool {
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c < 0x20 && c != '\n' && c != '\t', c >= 0x7F, c == '\\', c == '&', c == '%':
			return false
		}
	}
	return true
}

// stripFormat removes invisible runes and Unicode's format characters
// (category Cf: soft hyphen, zero-width joiners, bidi controls, tags…).
func stripFormat(s string) string {
	return strings.Map(func(r rune) rune {
		if reply.Invisible(r) || unicode.Is(unicode.Cf, r) {
			return -1
		}
		return r
	}, s)
}

// namedEntities are the HTML entities for the characters of API keys
// (letters, digits, '-', '_', '.') and the common ones around them.
var namedEntities = map[string]rune{
	"amp": '&', "lt": '<', "gt": '>', "quot": '"', "apos": '\'', "nbsp": 0xA0,
	"hyphen": '-', "dash": '-', "lowbar": '_', "UnderBar": '_', "period": '.', "colon": ':',
	"sol": '/', "bsol": '\\', "percnt": '%', "num": '#', "semi": ';', "equals": '=',
}

// unescapeText decodes one layer of \uXXXX and \xXX escapes, HTML
// character references (numeric, and namedEntities) and %XX bytes.
func unescapeText(s string) string {
	if !strings.ContainsAny(s, `\&%`) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); {
		if r, n := decodeAt(s[i:]); n > 0 {
			b.WriteRune(r)
			i += n
			continue
		}
		b.WriteByte(s[i])
		i++
	}
	return strings.ToValidUTF8(b.String(), "\uFFFD")
}

// decodeAt decodes the escape s starts with: its rune and length, or n 0.
// A %XX byte is written as a rune below 256 only when it is ASCII; other
// bytes are kept as they were (percent-encoded UTF-8 of a non-ASCII
// character cannot spell an ASCII key).
func decodeAt(s string) (rune, int) {
	switch {
	case strings.HasPrefix(s, `\u`) && len(s) >= 6:
		if v, ok := hexValue(s[2:6]); ok {
			return rune(v), 6
		}
	case strings.HasPrefix(s, `\x`) && len(s) >= 4:
		if v, ok := hexValue(s[2:4]); ok {
			return rune(v), 4
		}
	case s[0] == '%' && len(s) >= 3:
		if v, ok := hexValue(s[1:3]); ok && v < 0x80 {
			return rune(v), 3
		}
	case s[0] == '&':
		return entity(s)
	}
	return 0, 0
}

// entity decodes an HTML character reference: &#115; &#x73; (the ';' may
// be left out, as browsers allow) or a named one of namedEntities.
func entity(s string) (rune, int) {
	if strings.HasPrefix(s, "&#") {
		i, base := 2, 10
		if len(s) > 2 && (s[2] == 'x' || s[2] == 'X') {
			i, base = 3, 16
		}
		start := i
		v := 0
		for i < len(s) && i-start < 7 {
			d, ok := digitValue(s[i], base)
			if !ok {
				break
			}
			v = v*base + d
			i++
		}
		if i == start || v > unicode.MaxRune {
			return 0, 0
		}
		if i < len(s) && s[i] == ';' {
			i++
		}
		return rune(v), i
	}
	end := strings.IndexByte(s, ';')
	if end < 2 || end > 10 {
		return 0, 0
	}
	if r, ok := namedEntities[s[1:end]]; ok {
		return r, end + 1
	}
	return 0, 0
}

func hexValue(s string) (int, bool) {
	v := 0
	for i := 0; i < len(s); i++ {
		d, ok := digitValue(s[i], 16)
		if !ok {
			return 0, false
		}
		v = v*16 + d
	}
	return v, true
}

func digitValue(c byte, base int) (int, bool) {
	var d int
	switch {
	case '0' <= c && c <= '9':
		d = int(c - '0')
	case 'a' <= c && c <= 'f':
		d = int(c-'a') + 10
	case 'A' <= c && c <= 'F':
		d = int(c-'A') + 10
	default:
		return 0, false
	}
	return d, d < base
}

// hasRun reports whether text holds a run of the key redact would remove.
func (r *redactor) hasRun(text string) bool {
	return r.key != "" && r.redact(text) != text
}

// redactString is s as the page may receive it: unchanged when neither s
// nor its keyForm holds a run of the key, else its keyForm redacted.
func (r *redactor) redactString(s string) string {
	if r.key == "" {
		return s
	}
	if plainText(s) {
		return r.redact(s)
	}
	form := keyForm(s)
	if !r.hasRun(form) && !r.hasRun(s) {
		return s
	}
	return r.redact(form)
}

// redactJSON applies redactString to every string of body, a JSON text
// as encoding/json writes it (the answer to the page).
func (r *redactor) redactJSON(body []byte) []byte {
	if r.key == "" {
		return body
	}
	var out []byte // nil until a string changes
	from := 0      // body[from:] is not yet in out
	var decoded []byte
	for i := 0; i < len(body); i++ {
		if body[i] != '"' {
			continue
		}
		s := eventScanner{data: body, pos: i}
		var err error
		if decoded, err = s.appendString(decoded[:0]); err != nil {
			return body // not JSON from encoding/json: nothing to walk
		}
		end := s.pos
		if text := string(decoded); !plainText(text) || r.hasRun(text) {
			if red := r.redactString(text); red != text {
				enc, _ := json.Marshal(red) // a string always encodes
				out = append(append(out, body[from:i]...), enc...)
				from = end
			}
		}
		i = end - 1
	}
	if out == nil {
		return body
	}
	return append(out, body[from:]...)
}
