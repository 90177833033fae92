package match

import (
	"strings"
	"testing"
)

// TestNeutralLowerCaseChangesLength: a letter whose lower case is longer or
// shorter in UTF-8 ("İ", "ẞ", the Kelvin sign) must not shift the blanked
// span nor run past the end of the line.
func TestNeutralLowerCaseChangesLength(t *testing.T) {
	tests := []struct {
		name, line, want string
	}{
		{"longer lower case before the cue", "İstanbul office. No experience with Rust", "İstanbul office.                        "},
		{"shorter lower case before the cue", "ẞ and \u212a. No experience with Rust", "ẞ and \u212a.                        "},
		{"cue running to the end of the line", "İİİİ no experience with Rust İ", "İİİİ " + strings.Repeat(" ", len("no experience with Rust İ"))},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, _ := neutral(tt.line)
			if got != tt.want {
				t.Errorf("neutral(%q) = %q, want %q", tt.line, got, tt.want)
			}
			if len(got) != len(tt.line) {
				t.Errorf("len = %d, want %d", len(got), len(tt.line))
			}
		})
	}
}

// TestAnalyzeLowerCaseChangesLength: a CV line that lower-cases shorter
// once crashed the engine.
func TestAnalyzeLowerCaseChangesLength(t *testing.T) {
	cv := strings.Repeat("\u212a", 40) + " basic knowledge of Go"
	Analyze(cv, "We need Go.") // must not panic
}
