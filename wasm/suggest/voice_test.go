package suggest

import (
	"strings"
	"testing"

	"github.com/shortlist/shortlist/wasm/cv"
)

// voiceCV has a French bullet, a fragment, a heading, a date line and a
// bullet too long to scan, next to the sample's English bullets.
func voiceCV() cv.StructuredCV {
	c := sample()
	c.ProfessionalExperience = append(c.ProfessionalExperience, cv.StructuredExperience{
		ID: "exp_3", Title: "Chargé de projet", Company: "Gamma", Duration: "2012 - 2016",
		Responsibilities: []cv.Responsibility{
			{ID: "exp_3_r1", Text: "Monitoring & Évaluation avec les partenaires du programme"},
			{ID: "exp_3_r2", Text: "Java"},
			{ID: "exp_3_r3", Text: "Projets réalisés :"},
			{ID: "exp_3_r4", Text: "Paris, 2012 – 2016"},
			{ID: "exp_3_r5", Text: strings.Repeat("Planned and ran the monthly release of the billing services with the team ", 4)},
		},
	})
	return c
}

// TestSuggestionsKeepVoice: no English verb put into a French bullet, no
// suggestion on a fragment, a heading or a date line, none equal to the
// text it replaces, and none applied before the user applies it.
func TestSuggestionsKeepVoice(t *testing.T) {
	c := voiceCV()
	for _, s := range Suggestions(c, jd) {
		id := ""
		if s.InputItemID != nil {
			id = *s.InputItemID
		}
		// A French bullet keeps its own words; a figure's gap adds no English.
		if id == "exp_3_r1" && !strings.HasPrefix(s.SuggestedText.Text, "Monitoring & Évaluation avec") {
			t.Errorf("%s: the French bullet is rewritten in English: %q", id, s.SuggestedText.Text)
		}
		if id == "exp_3_r2" || id == "exp_3_r3" || id == "exp_3_r4" {
			t.Errorf("%s: suggestion on a French bullet, fragment, heading or date line: %q", id, s.SuggestedText.Text)
		}
		if s.CurrentText != "" && strings.TrimSpace(s.SuggestedText.Text) == strings.TrimSpace(s.CurrentText) {
			t.Errorf("%s: suggested text equals the current text %q", id, s.CurrentText)
		}
		if s.Applied {
			t.Errorf("%s: %q is applied before any click", id, s.SuggestionDescription)
		}
	}
}

// TestFillInGoesInAlone: every suggestion with gaps, filled in with a value,
// holds the value and none of the form's text (its markers, hints or
// examples), in the CV once applied.
func TestFillInGoesInAlone(t *testing.T) {
	const value = "3 million users"
	c := voiceCV()
	n := 0
	for _, s := range Suggestions(c, jd) {
		if len(s.Gaps) == 0 {
			continue
		}
		n++
		filled := s.SuggestedText.Text
		for _, g := range s.Gaps {
			filled = strings.Replace(filled, g.Marker, value, 1)
		}
		// Applied as it stands, its gaps are Shortlist's and hold a download back.
		if g := cv.Gaps(ptrCV(Apply(c, s.Suggestion))); len(g) != len(s.Gaps) {
			t.Errorf("%q applied unfilled: %d gaps in the CV, want %d", s.SuggestionDescription, len(g), len(s.Gaps))
		}
		s.SuggestedText.Text = filled
		after := Apply(c, s.Suggestion)
		if g := cv.Gaps(&after); len(g) != 0 {
			t.Errorf("%q filled in: gaps left %+v", s.SuggestionDescription, g)
		}
		all := allText(after)
		if !strings.Contains(all, value) {
			t.Errorf("%q: the typed value is not in the CV once applied", s.SuggestionDescription)
		}
		for _, g := range s.Gaps {
			if strings.Contains(all, g.Marker) {
				t.Errorf("%q: the marker %s stays in the CV", s.SuggestionDescription, g.Marker)
			}
		}
		for _, hint := range []string{"users, %", "time or money saved", "what you built", "your level"} {
			if strings.Contains(all, hint) {
				t.Errorf("%q: the form's text %q went into the CV", s.SuggestionDescription, hint)
			}
		}
	}
	if n == 0 {
		t.Fatal("no suggestion with gaps was exercised")
	}
}

func ptrCV(c cv.StructuredCV) *cv.StructuredCV { return &c }
