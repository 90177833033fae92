package match

import (
	"maps"
	"slices"
	"strings"

	"github.com/shortlist/shortlist/wasm/lexicon"
)

// German writes a skill as one word where the lexicon has an English
// phrase: "Softwareentwicklung" is software development,
// "Testautomatisierung" test automation. germanSkills maps the stem of such
// a compound (a word starting with it counts, so that "Datenanalysen" and
// "Webentwicklungen" do too) to the lexicon's name.
var germanSkills = map[string]string{
	"softwareentwicklung":     "software development",
	"anwendungsentwicklung":   "software development",
	"applikationsentwicklung": "software development",
	"datenbankadministration": "database administration",
	"testautomatisierung":     "test automation",
	"webentwicklung":          "web development",
	"datenanalyse":            "data analysis",
	"projektmanagement":       "project management",
	"projektleitung":          "project management",
	"qualitätssicherung":      "quality assurance",
	"softwarearchitektur":     "software architecture",
	"datenmodellierung":       "data modelling",
	"backend-entwicklung":     "back-end development",
	"frontend-entwicklung":    "front-end development",
	"informationssicherheit":  "cybersecurity",
	"datenschutz":             "data protection",
	"qualitätsmanagement":     "quality management",
	"risikomanagement":        "risk management",
	"geschäftsprozessanalyse": "business analysis",
	"mobile-entwicklung":      "mobile development",
	"app-entwicklung":         "mobile development",
	"datawarehouse":           "data warehousing",
	"veränderungsmanagement":  "change management",
	"oberflächengestaltung":   "UI design",
	"embedded-entwicklung":    "embedded systems",
}

// germanTerms are the lexicon terms that the German compounds of text stand
// for, where no match of found already stands.
func germanTerms(text string, found []lexicon.Match) []lexicon.Match {
	var out []lexicon.Match
	for _, w := range words(text) {
		if len(w.Text) < 9 {
			continue
		}
		lw := strings.ToLower(w.Text)
		for _, stem := range germanStems {
			if !strings.HasPrefix(lw, stem) || covered(found, w.Start, w.End) {
				continue
			}
			if t, ok := lexicon.Lookup(germanSkills[stem]); ok {
				out = append(out, lexicon.Match{Term: t, Start: w.Start, End: w.End, Text: w.Text})
			}
			break
		}
	}
	return out
}

// germanStems are germanSkills' keys in a fixed order.
var germanStems = slices.Sorted(maps.Keys(germanSkills))

// withGerman adds germanTerms to the matches of text, in text order.
func withGerman(text string, ms []lexicon.Match) []lexicon.Match {
	extra := germanTerms(text, ms)
	if len(extra) == 0 {
		return ms
	}
	ms = append(ms, extra...)
	slices.SortStableFunc(ms, func(a, b lexicon.Match) int { return a.Start - b.Start })
	return ms
}
