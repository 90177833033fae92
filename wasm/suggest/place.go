package suggest

import (
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/shortlist/shortlist/wasm/cv"
)

// Place applies s to the CV being edited, as the page keeps it: the edit is
// Apply's; the items it adds get ids above seq (the highest number any id
// of the document has used, deleted items' included), minted the way the
// page's reducer mints its own (header_N, r_N, edu_N, skill_N, tech_N,
// lang_N), so no id is ever used twice; and of the placeholders the core
// found in s's text (s.Gaps) those the applied text still holds are marked
// as Shortlist's: they hold a download back, the user's own brackets never
// do. It answers the document, the new seq and whether anything changed;
// c is not changed.
func Place(c cv.StructuredCV, seq int, s Rated) (cv.StructuredCV, int, bool) {
	after := apply(c, s.Suggestion)
	if reflect.DeepEqual(after, c) {
		return c, seq, false
	}
	after, seq = mintIDs(after, seq)
	after.Placeholders = markGaps(c.Placeholders, s.SuggestedText.Text, s.Gaps)
	return after, seq, true
}

// markGaps adds to have the markers of gaps that text still holds, once each.
func markGaps(have []string, text string, gaps []cv.TextGap) []string {
	out := have
	for _, g := range gaps {
		if strings.Contains(text, g.Marker) && !slices.Contains(out, g.Marker) {
			out = append(slices.Clone(out), g.Marker)
		}
	}
	return out
}

// mintIDs gives every item apply added (id "new") the next id of its kind.
func mintIDs(c cv.StructuredCV, seq int) (cv.StructuredCV, int) {
	next := func(prefix string) string {
		seq++
		return prefix + strconv.Itoa(seq)
	}
	for i := range c.ProfessionalHeader {
		if c.ProfessionalHeader[i].ID == newID {
			c.ProfessionalHeader[i].ID = next("header_")
		}
	}
	for i := range c.ProfessionalExperience {
		for k := range c.ProfessionalExperience[i].Responsibilities {
			if c.ProfessionalExperience[i].Responsibilities[k].ID == newID {
				c.ProfessionalExperience[i].Responsibilities[k].ID = next("r_")
			}
		}
	}
	for i := range c.Education {
		if c.Education[i].ID == newID {
			c.Education[i].ID = next("edu_")
		}
	}
	mintNames(c.CoreSkills, "skill_", next)
	mintNames(c.ToolsTechnologies, "tech_", next)
	for i := range c.Languages {
		if c.Languages[i].ID == newID {
			c.Languages[i].ID = next("lang_")
		}
	}
	return c, seq
}

func mintNames(items []cv.NamedItem, prefix string, next func(string) string) {
	for i := range items {
		if items[i].ID == newID {
			items[i].ID = next(prefix)
		}
	}
}
