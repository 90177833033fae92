package cv

import (
	"slices"
	"strings"
	"unicode"
)

// headWords is an entry head as the read-back compares it: the words of its
// parts (a job's title, company and dates; a degree's degree, institution
// and dates), lower case, without punctuation, in sorted order. A file
// writes these parts on one or two lines and a reader may cut them
// elsewhere ("Analyst (2019" and "2021)" read back as the title "Analyst"
// with the dates "2019 – 2021") or swap them: the words all came back.
// A part taken out takes its words with it, so a lost part is still named.
func headWords(parts ...string) string {
	var words []string
	for _, p := range parts {
		words = append(words, strings.FieldsFunc(strings.ToLower(p), func(r rune) bool {
			return !unicode.IsLetter(r) && !unicode.IsDigit(r)
		})...)
	}
	slices.Sort(words)
	return strings.Join(words, " ")
}

// degreeWords is a degree as the read-back compares it: its head's words,
// or, for a degree with no degree, institution or dates, its description's,
// which is all the file writes of it (a reader takes that line for the
// degree).
func degreeWords(e Education) string {
	if w := headWords(e.Degree, e.Institution, e.Duration); w != "" {
		return w
	}
	return headWords(e.Description)
}

// degreeLabel names a degree for people, by its description when it has
// nothing else.
func degreeLabel(e Education) string {
	if l := label(e.Degree, e.Institution, e.Duration); l != "" {
		return l
	}
	return strings.TrimSpace(e.Description)
}

// jobReadings are the ways a job that came back may hold a document job:
// its head's words; when it has a company but no place, its head without
// the company (a job with no company is written with its place after the
// dates, "01/2019 - 07/2019 | Flensburg", and a reader that finds no
// company in the head takes the place for it; a document job with a
// company still needs that company back); and, when it has a place, its
// head's words with the place's (a reader took a part of the head for the
// place, as degreeReadings).
func jobReadings(e Experience) []string {
	out := []string{headWords(e.Position, e.Company, e.Duration)}
	if strings.TrimSpace(e.Company) != "" && strings.TrimSpace(e.Location) == "" {
		out = append(out, headWords(e.Position, e.Duration))
	}
	if strings.TrimSpace(e.Location) != "" {
		out = append(out, headWords(e.Position, e.Company, e.Duration, e.Location))
	}
	return out
}

// degreeReadings are the ways a degree that came back may hold a document
// degree: its words (degreeWords), and, when a reader took a part of the
// head for the place ("Doctor of Medicine (MD)" read with the place "MD"),
// its head's words with the place's.
func degreeReadings(e Education) []string {
	out := []string{degreeWords(e)}
	if strings.TrimSpace(e.Location) != "" {
		out = append(out, headWords(e.Degree, e.Institution, e.Duration, e.Location))
	}
	return out
}
