package main

import (
	"encoding/base64"
	"encoding/hex"
	"strings"
	"testing"
)

func TestKeyScannerFound(t *testing.T) {
	k := newKeyScanner(testKey)
	b64 := func(prefix string) string {
		return base64.StdEncoding.EncodeToString([]byte(prefix + testKey))
	}
	tests := []struct {
		name, text string
		want       bool
	}{
		{"no key", "plain reply {\"a\":1}", false},
		{"whole key", "Authorization: Bearer " + testKey, true},
		{"eight characters of it", "x" + testKey[10:18] + "y", true},
		{"seven characters", "x" + testKey[10:17] + "y", false},
		{"spaced out", strings.Join(strings.Split(testKey[9:], ""), " "), true},
		{"between punctuation", strings.Join(strings.Split(testKey[9:], ""), ".-"), true},
		{"cut in 7-character items", `["` + testKey[9:16] + `", "` + testKey[16:23] + `"]`, true},
		{"hex", hex.EncodeToString([]byte(testKey))[20:40], true},
		{"upper-case hex", strings.ToUpper(hex.EncodeToString([]byte(testKey[12:20]))), true},
		{"base64 aligned", b64(""), true},
		{"base64 after one byte", b64("x")[8:], true},
		{"base64 after two bytes", b64("xy")[8:], true},
		{"base64url", strings.NewReplacer("+", "-", "/", "_").Replace(b64("ab")), true},
		{"base64 wrapped", b64("")[:10] + "\n" + b64("")[10:], true},
		{"eight characters of its hex", hex.EncodeToString([]byte(testKey))[30:38], true},
		{"seven characters of its hex", hex.EncodeToString([]byte(testKey))[30:37], false},
		{"an empty text", "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := k.found(tt.text); got != tt.want {
				t.Errorf("found(%q) = %v, want %v", tt.text, got, tt.want)
			}
		})
	}
	if newKeyScanner("ollama") != nil || newKeyScanner("") != nil {
		t.Error("a key shorter than a window has a scanner")
	}
}

// TestInAnswer: the key in the answer's JSON layers and across its strings.
func TestInAnswer(t *testing.T) {
	k := newKeyScanner(testKey)
	secret := testKey[9:]
	esc := func(s string) string {
		var b strings.Builder
		for _, c := range s {
			b.WriteString(`\\u00`)
			b.WriteString(hex.EncodeToString([]byte{byte(c)}))
		}
		return b.String()
	}
	tests := []struct {
		name, body string
		want       bool
	}{
		{"a clean answer", `{"strengths":["Go","Kafka"],"rawApiResponse":"{\"a\":1}"}`, false},
		{"\\u escapes inside a JSON string inside a string", `{"rawApiResponse":"{\"x\": \"` + esc(secret) + `\"}"}`, true},
		{"7-character pieces in consecutive items", `{"strengths":["` + secret[:7] + `","` + secret[7:14] + `"]}`, true},
		{"pieces in neighbouring fields", `{"a":"` + secret[:5] + `","b":"` + secret[5:12] + `"}`, true},
		{"percent-encoded pieces", `{"a":["%` + hex.EncodeToString([]byte(secret[:1])) + secret[1:6] + `","` + secret[6:12] + `"]}`, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := k.inAnswer([]byte(tt.body)); got != tt.want {
				t.Errorf("inAnswer(%s) = %v, want %v", tt.body, got, tt.want)
			}
		})
	}
	if (*keyScanner)(nil).inAnswer([]byte(`{"a":"` + testKey + `"}`)) {
		t.Error("no scanner found a key")
	}
}

// FuzzKeyScanner: any 8 characters of the key in any text are found.
func FuzzKeyScanner(f *testing.F) {
	f.Add("Bearer ", 0, 0, 8)
	f.Add("prefix", 3, 20, 9)
	k := newKeyScanner(testKey)
	f.Fuzz(func(t *testing.T, text string, at, from, n int) {
		if at < 0 || at > len(text) || from < 0 || n < keyWindow || from+n > len(testKey) {
			return
		}
		if skeleton(testKey[from:from+n]) != testKey[from:from+n] {
			return // a window with '-' in it counts fewer characters
		}
		if s := text[:at] + testKey[from:from+n] + text[at:]; !k.found(s) {
			t.Fatalf("%q not found in %q", testKey[from:from+n], s)
		}
	})
}

// BenchmarkInAnswer scans an answer of a long reply's size (about 30 KB of
// JSON with escapes, as a 3 000-token suggest answer with its
// rawApiResponse is).
func BenchmarkInAnswer(b *testing.B) {
	k := newKeyScanner(testKey)
	item := `{"id":"s1","parent_section":"professional_experience","suggestion_description":"Name the payment volumes you handled \u2014 \"12M a day\" & more","suggested_text":[{"name":"Go"}],"impact":"High"},`
	body := []byte(`{"suggestions":[` + strings.Repeat(item, 150) + `{}],"rawApiResponse":"` + strings.Repeat(`[{\"id\": \"s1\", \"text\": \"Built Go services\"}]\n`, 150) + `"}`)
	b.SetBytes(int64(len(body)))
	for i := 0; i < b.N; i++ {
		if k.inAnswer(body) {
			b.Fatal("found a key")
		}
	}
}
