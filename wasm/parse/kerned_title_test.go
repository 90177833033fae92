package parse

import (
	"testing"

	"github.com/shortlist/shortlist/wasm/cv"
)

// TestKernedTripleInSpacedTitle: a letter-spaced title in capitals whose
// kerning glued three letters into one piece ("AWA R D S") is read as its
// heading, and what follows it leaves the section above (en/de/fr/es).
func TestKernedTripleInSpacedTitle(t *testing.T) {
	tests := []struct {
		lang, title string
		kind        kind
	}{
		{"en", "AWA R D S", extraKind(cv.SectionAwards)},
		{"de", "B E R U F S E R FAH R U N G", kindExperience},
		{"fr", "F O R M ATI O N", kindEducation},
		{"es", "F O R M ACI Ó N", kindEducation},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			if k, ok := lookupHeading(tt.title); !ok || k != tt.kind {
				t.Errorf("%q: kind %v, %v; want %v", tt.title, k, ok, tt.kind)
			}
		})
	}
	text := "Robin Example\n\nE D U C AT I O N\n\nBachelor in Geography at\nNorthfield State University\n\nSept 2012 - Jun 2016\n\n" +
		"AWA R D S\n\nBest Survey of the Year at Example Works\n\nDec 2023\n\nGiven for the fastest coastal survey.\n"
	if e := Text(text).Education; len(e) != 1 {
		t.Errorf("the award read as a school: %+v", e)
	}
	if _, ok := looseSpaced("ABCD EFG HIJ KLM"); ok {
		t.Errorf("words of capitals read as a spaced title")
	}
}
