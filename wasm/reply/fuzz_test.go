package reply

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// FuzzReply feeds any text to the three readers: they must not panic, must
// answer with a result or a *reply.Error, and must keep their limits.
func FuzzReply(f *testing.F) {
	files, _ := filepath.Glob("testdata/*.reply")
	for _, file := range files {
		if b, err := os.ReadFile(file); err == nil {
			f.Add(string(b))
		}
	}
	f.Add(`[[[[[[[[[[{"a":`)
	f.Fuzz(func(t *testing.T, content string) {
		check := func(err error) {
			var e *Error
			if err != nil && !errors.As(err, &e) {
				t.Fatalf("error %v is not a *reply.Error", err)
			}
		}
		a, err := Analysis("", content)
		check(err)
		if err == nil && (a.MatchPercentage < 0 || a.MatchPercentage > 100 || len(a.Strengths) > MaxItems) {
			t.Fatalf("limits broken: %d, %d strengths", a.MatchPercentage, len(a.Strengths))
		}
		_, err = FormattedCV("", content)
		check(err)
		s, err := Suggestions("", content)
		check(err)
		if len(s) > MaxItems {
			t.Fatalf("%d suggestions", len(s))
		}
	})
}
