package main

import "strings"

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
