package main

import (
	"strings"
	"testing"
)

func TestRedact(t *testing.T) {
	r := newRedactor(testKey)
	tests := []struct {
		name, in, want string
	}{
		{"no key", "plain reply {\"a\":1}", "plain reply {\"a\":1}"},
		{"whole key", "Authorization: Bearer " + testKey + "\n", "Authorization: Bearer [redacted]\n"},
		{"key twice", testKey + " and " + testKey, "[redacted] and [redacted]"},
		{"eight bytes of it", "x" + testKey[10:18] + "y", "x[redacted]y"},
		{"seven bytes are kept", "x" + testKey[10:17] + "y", "x" + testKey[10:17] + "y"},
		{"key split by text", testKey[:12] + " | " + testKey[12:], "[redacted] | [redacted]"},
		{"at both ends", testKey[:9] + "middle" + testKey[20:], "[redacted]middle[redacted]"},
		{"empty text", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := r.redact(tt.in); got != tt.want {
				t.Errorf("redact(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
	if got := newRedactor("").redact(testKey); got != testKey {
		t.Errorf("an empty key redacted %q", got)
	}
	if got := newRedactor("abc").redact("xabcx"); got != "x[redacted]x" {
		t.Errorf("a short key: got %q", got)
	}
}

// FuzzRedact checks that no 8-byte run of the key survives redaction.
func FuzzRedact(f *testing.F) {
	f.Add("Bearer "+testKey, 0, 0)
	f.Add("prefix", 3, 20)
	f.Add(testKey+testKey, 40, 2)
	r := newRedactor(testKey)
	f.Fuzz(func(t *testing.T, text string, at, from int) {
		if at < 0 || at > len(text) || from < 0 || from >= len(testKey) {
			return
		}
		got := r.redact(text[:at] + testKey[from:] + text[at:])
		for i := 0; i+redactWindow <= len(testKey); i++ {
			if strings.Contains(got, testKey[i:i+redactWindow]) {
				t.Fatalf("%q survives in %q", testKey[i:i+redactWindow], got)
			}
		}
	})
}
