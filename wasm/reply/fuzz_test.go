package reply

import (
	"encoding/json"
	"errors"
	"github.com/shortlist/shortlist/wasm/internal/seedcorpus"
	"os"
	"path/filepath"
	"testing"
	"unicode/utf8"
)

// FuzzReply feeds any reasoning and content to the three readers: they must
// not panic, must answer with a result or a *reply.Error with a known code,
// and must keep their limits, with no invisible character in what they return.
func FuzzReply(f *testing.F) { fuzzReply(f) }

func fuzzReply(f seedcorpus.F) {
	files, _ := filepath.Glob("testdata/*.reply")
	for _, file := range files {
		if b, err := os.ReadFile(file); err == nil {
			f.Add("", string(b))
		}
	}
	f.Add("plan", `[[[[[[[[[[{"a":`)
	f.Add("", "x</think>{\"match_score\": 1, \"strengths\": [\"a\u200b\"]}<think>")
	f.Fuzz(func(t *testing.T, reasoning, content string) {
		a, err := Analysis(reasoning, content)
		check(t, a, err)
		if err == nil && (a.MatchPercentage < 0 || a.MatchPercentage > 100 || len(a.Strengths) > MaxItems) {
			t.Fatalf("limits broken: %d, %d strengths", a.MatchPercentage, len(a.Strengths))
		}
		c, err := FormattedCV(reasoning, content)
		check(t, c, err)
		s, err := Suggestions(reasoning, content)
		check(t, s, err)
		if len(s) > MaxItems {
			t.Fatalf("%d suggestions", len(s))
		}
	})
}

// check fails on an error that is not a coded *Error, and on a result that
// holds an invisible character or a string longer than MaxRunes (the
// rawApiResponse, which keeps the whole reply, aside).
func check(t *testing.T, result any, err error) {
	t.Helper()
	if err != nil {
		var e *Error
		if !errors.As(err, &e) {
			t.Fatalf("error %v is not a *reply.Error", err)
		}
		switch e.Code {
		case CodeEmpty, CodeNoJSON, CodeTruncated, CodeInvalid, CodeShape:
		default:
			t.Fatalf("unknown error code %q", e.Code)
		}
		return
	}
	b, jerr := json.Marshal(result)
	if jerr != nil {
		t.Fatal(jerr)
	}
	var v any
	if jerr := json.Unmarshal(b, &v); jerr != nil {
		t.Fatal(jerr)
	}
	walk(v, "", func(key, s string) {
		if stripInvisible(s) != s {
			t.Fatalf("%s holds an invisible character: %q", key, s)
		}
		if key != "rawApiResponse" && utf8.RuneCountInString(s) > MaxRunes {
			t.Fatalf("%s has %d runes", key, utf8.RuneCountInString(s))
		}
	})
}

// walk calls visit with every string in v and the key it sits under.
func walk(v any, key string, visit func(key, s string)) {
	switch v := v.(type) {
	case string:
		visit(key, v)
	case []any:
		for _, x := range v {
			walk(x, key, visit)
		}
	case map[string]any:
		for k, x := range v {
			walk(x, k, visit)
		}
	}
}
