package main

import (
	"encoding/base64"
	"encoding/hex"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"

	"github.com/shortlist/shortlist/wasm/reply"
)

// keyWindow is the shortest run of the key, or of its base64 or hex
// encoding, that counts as a leak.
const keyWindow = 8

// The threat model (docs/worker.md): a gateway or provider in front of the
// model may echo the request, the key in its Authorization header with it,
// in its own forms: plain, JSON-escaped once or twice, percent-, HTML- or
// base64-encoded, hex, spaced out, cut across list items. The worker
// refuses any answer in which a reader could find the key that way. A
// provider that holds the key needs no trick to misuse it, and confusable
// letters or reversed text are out of scope.

// keyScanner finds the key in text. Its needles are the 8-character
// windows of the key's skeleton (its ASCII letters and digits), of the
// skeletons of its hex (lower and upper case) and of its base64 at each
// of the three byte alignments (base64url has the same skeleton), so that
// a text matches whatever separates the characters: spaces, punctuation,
// line breaks, list items. found reads a text once, keeping the last 8
// skeleton characters as one number and looking it up in a hash filter
// and then the window set.
type keyScanner struct {
	windows map[uint64]bool
	filter  [filterBits / 64]uint64
}

// The windows of the key as it is (with its '-' and '_') are also needles:
// found checks both the text's bytes and its skeleton.

const filterBits = 1 << 16

// newKeyScanner returns the scanner of key, or nil when the key's skeleton
// is shorter than a window (a local server's placeholder such as "ollama"):
// such a key is no secret and an answer may well name it.
func newKeyScanner(key string) *keyScanner {
	if len(skeleton(key)) < keyWindow {
		return nil
	}
	k := &keyScanner{windows: map[uint64]bool{}}
	k.addWindows(key)
	for _, needle := range keyEncodings(key) {
		k.addWindows(skeleton(needle))
	}
	return k
}

func (k *keyScanner) addWindows(s string) {
	for i := 0; i+keyWindow <= len(s); i++ {
		w := pack(s[i : i+keyWindow])
		k.windows[w] = true
		h := filterHash(w)
		k.filter[h/64] |= 1 << (h % 64)
	}
}

// has reports whether w, 8 packed bytes, is a needle window.
func (k *keyScanner) has(w uint64) bool {
	h := filterHash(w)
	return k.filter[h/64]&(1<<(h%64)) != 0 && k.windows[w]
}

// keyEncodings are the key and the encodings of it a reader could decode.
// A base64 text whose first key byte falls at byte 1 or 2 of a 3-byte
// group shares, after that group, the characters of the base64 of the key
// from its byte 2 or 1; the last 3 characters of each depend on what
// follows the key and are dropped.
func keyEncodings(key string) []string {
	out := []string{key, hex.EncodeToString([]byte(key)), strings.ToUpper(hex.EncodeToString([]byte(key)))}
	for k := 0; k < 3 && k < len(key); k++ {
		b := base64.RawStdEncoding.EncodeToString([]byte(key[k:]))
		out = append(out, b[:max(0, len(b)-3)])
	}
	return out
}

// skeleton keeps the ASCII letters and digits of s.
func skeleton(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if alnum(s[i]) {
			b.WriteByte(s[i])
		}
	}
	return b.String()
}

func alnum(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
}

// pack reads 8 bytes as one number.
func pack(s string) uint64 {
	var v uint64
	for i := 0; i < len(s); i++ {
		v = v<<8 | uint64(s[i])
	}
	return v
}

func filterHash(w uint64) uint64 { return (w * 0x9E3779B97F4A7C15) >> 48 }

// found reports whether text, or its skeleton, holds a window of the key
// or of its encodings.
func (k *keyScanner) found(text string) bool {
	var raw, skel uint64
	n := 0
	for i := 0; i < len(text); i++ {
		c := text[i]
		raw = raw<<8 | uint64(c)
		if i+1 >= keyWindow && k.has(raw) {
			return true
		}
		if !alnum(c) {
			continue
		}
		skel = skel<<8 | uint64(c)
		if n++; n >= keyWindow && k.has(skel) {
			return true
		}
	}
	return false
}

// inAnswer reports whether body, the JSON answer to the page, holds the
// key as found sees it in the serialised body as it is, or in all its
// string values (not the field names, which are the worker's), decoded
// and joined into one text, as they are and in their keyForm. Joined, a
// key cut across list items or neighbouring fields is one run; decoded by
// the JSON reader and then by keyForm, every JSON layer of the body is
// undone (so the body's own keyForm would add only the field names).
func (k *keyScanner) inAnswer(body []byte) bool {
	if k == nil {
		return false
	}
	if k.found(string(body)) {
		return true
	}
	var joined strings.Builder
	joined.Grow(len(body))
	ok := eachValue(body, func(s []byte) {
		joined.Write(s)
		joined.WriteByte('\n')
	})
	text := joined.String()
	if !ok || k.found(text) {
		return true
	}
	form := keyForm(text)
	return form != text && k.found(form)
}

// eachValue calls f with every string value of body, a JSON text as
// encoding/json writes it (no spaces), decoded; false if body is not such
// a text.
func eachValue(body []byte, f func([]byte)) bool {
	var decoded []byte
	for i := 0; i < len(body); i++ {
		if body[i] != '"' {
			continue
		}
		s := eventScanner{data: body, pos: i}
		var err error
		if decoded, err = s.appendString(decoded[:0]); err != nil {
			return false
		}
		if s.pos >= len(body) || body[s.pos] != ':' {
			f(decoded)
		}
		i = s.pos - 1
	}
	return true
}

// maxNormalRounds bounds keyForm's passes: each undoes one layer of
// encoding and stops when nothing changed, so a plain text costs one.
const maxNormalRounds = 8

// keyForm is s with JSON string escapes and \xXX escapes written as text,
// HTML character references, percent-encoding, invisible and format
// characters undone and NFKC applied, repeated until stable.
func keyForm(s string) string {
	if plainText(s) {
		return s
	}
	for i := 0; i < maxNormalRounds; i++ {
		next := unescapeText(s)
		if !isASCII(next) { // NFKC and the format characters touch only non-ASCII text
			next = norm.NFKC.String(stripFormat(next))
		}
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
// ASCII controls are kept: found's skeleton passes over them anyway.
func stripFormat(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= 0x80 && (reply.Invisible(r) || unicode.Is(unicode.Cf, r)) {
			return -1
		}
		return r
	}, s)
}

// jsonEscape is the character of JSON's two-character escape \c (one
// layer of a JSON string written inside another), or -1.
func jsonEscape(c byte) rune {
	switch c {
	case '"', '\\', '/':
		return rune(c)
	case 'b':
		return '\b'
	case 'f':
		return '\f'
	case 'n':
		return '\n'
	case 'r':
		return '\r'
	case 't':
		return '\t'
	}
	return -1
}

// namedEntities are the HTML entities for the characters of API keys
// (letters, digits, '-', '_', '.') and the common ones around them.
var namedEntities = map[string]rune{
	"amp": '&', "lt": '<', "gt": '>', "quot": '"', "apos": '\'', "nbsp": 0xA0,
	"hyphen": '-', "dash": '-', "lowbar": '_', "UnderBar": '_', "period": '.', "colon": ':',
	"sol": '/', "bsol": '\\', "percnt": '%', "num": '#', "semi": ';', "equals": '=',
}

// unescapeText decodes one layer of JSON string escapes (\uXXXX, \n, \",
// \\…), \xXX escapes, HTML character references (numeric, and
// namedEntities) and %XX bytes.
func unescapeText(s string) string {
	if !strings.ContainsAny(s, `\&%`) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); {
		j := strings.IndexAny(s[i:], `\&%`)
		if j < 0 {
			b.WriteString(s[i:])
			break
		}
		b.WriteString(s[i : i+j])
		i += j
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

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
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
	case s[0] == '\\' && len(s) >= 2:
		if r := jsonEscape(s[1]); r >= 0 {
			return r, 2
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
	end := strings.IndexByte(s[:min(len(s), 11)], ';') // not a search of the whole text for each '&'
	if end < 2 {
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
