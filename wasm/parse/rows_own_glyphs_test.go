package parse

import (
	"strings"
	"testing"
)

// TestRowsOwnGlyphs: an item's ligature piece and the rest of its line,
// set a point above the item's start and level with a tag of the column
// to the right, read in the item's line, not in the tag's, in en/de/fr/es
// (issue 34, actual).
func TestRowsOwnGlyphs(t *testing.T) {
	tests := []struct{ lang, start, rest, want string }{
		{"en", "· Built the release work", "ows for twelve teams", "· Built the release workflows for twelve teams"},
		{"de", "· Aufbau der Daten", "üsse für zwölf Teams", "· Aufbau der Datenflüsse für zwölf Teams"},
		{"fr", "· Médiation des con", "its entre les équipes", "· Médiation des conflits entre les équipes"},
		{"es", "· Resolución de con", "ictos entre los equipos", "· Resolución de conflictos entre los equipos"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			w := func(s string) float64 { return 4 * float64(len([]rune(s))) }
			startW := w(tt.start)
			items := []Item{
				{Str: "Dana Whitfield", X: 32, Y: 800, W: 120, H: 20, Font: "name"},
				{Str: "Cloud", X: 481, Y: 540, W: 24, H: 7.6, Font: "tag"},
				{Str: "GCP", X: 481, Y: 527.4, W: 16, H: 7.6, Font: "tag"},
				{Str: "Lambda", X: 481, Y: 517, W: 28, H: 7.6, Font: "tag"},
				{Str: tt.start, X: 32, Y: 524.5, W: startW, H: 7.6, Font: "body"},
				{Str: "fl", X: 33 + startW, Y: 525.3, W: 4, H: 7.6, Font: "body"},
				{Str: tt.rest, X: 37 + startW, Y: 525.3, W: w(tt.rest), H: 7.6, Font: "body"},
			}
			text := ReadingOrder([]Page{{Width: 595, Height: 842, Items: items}})
			if !strings.Contains(text, tt.want) {
				t.Errorf("got %q, want a line %q", text, tt.want)
			}
		})
	}
}
