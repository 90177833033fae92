package cv

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf16"
	"unicode/utf8"
)

// TextGap is one unfilled placeholder in a text: the marker as written and
// where it stands, in UTF-16 code units (the page's string offsets).
type TextGap struct {
	Marker string `json:"marker"`
	Start  int    `json:"start"`
	End    int    `json:"end"`
}

// Gap is an unfilled placeholder in the CV: the section (the Structured
// CV's key, or "contact"), the id of the item holding it ("" for about_me
// and the contact details), the item's field, the field's whole text and
// the marker in it.
type Gap struct {
	Section string `json:"section"`
	ItemID  string `json:"item_id"`
	Field   string `json:"field"`
	Text    string `json:"text"`
	TextGap
}

// gapRe finds the shapes of placeholder the suggestion engine and AI
// replies write: bracketed words ("[number]", "[what you built or
// improved]", "[X]"), braces ("{metric}", "{…}"), angle-bracketed words
// ("<company>"), X figures ("XX%", "$X", "XXX"), blanks ("___") and
// question marks standing for a value ("???"). Compiled on first use, as
// the worker imports this package and never looks for gaps.
var gapRe = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\[[^\[\]\n]{1,80}\]|\{[^{}\n]{0,80}\}|<\p{L}[\p{L} ,'’-]{0,39}>|` +
		`[$€£]\s?[Xx]{1,3}\b|\b[Xx]{1,3}(?:[.,][Xx]+)?\s?%|\bX{2,}\b|_{3,}|\?{3,}`)
})

// placeholderOnly is bracket content that stands for a value without a
// letter in lower case: "[X]", "[N]", "[…]", "[%]".
var placeholderOnly = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^[XxNn?….%#$*_\- ]+$`)
})

// placeholderWords name a value to fill in, capitalised in a template
// ("[Company Name]", "[Year]") where a real name would not be made of them.
var placeholderWords = map[string]bool{
	"company": true, "name": true, "your": true, "year": true, "years": true, "date": true, "dates": true, "month": true,
	"city": true, "country": true, "location": true, "position": true, "title": true, "role": true, "job": true,
	"degree": true, "university": true, "school": true, "number": true, "metric": true, "amount": true, "percentage": true,
	"percent": true, "value": true, "result": true, "skill": true, "tool": true, "technology": true, "project": true,
	"phone": true, "email": true, "address": true, "link": true, "url": true, "insert": true, "add": true, "here": true,
}

// connectors are the lower-case words of proper names ("Bank of America").
var connectors = map[string]bool{"of": true, "and": true, "the": true, "for": true, "in": true, "at": true, "on": true, "&": true,
	"de": true, "la": true, "le": true, "du": true, "des": true, "del": true, "y": true, "e": true, "et": true, "und": true,
	"von": true, "van": true, "der": true, "für": true}

// FindGaps returns the unfilled placeholders in text, in order. Brackets
// and braces count when they hold words that ask for a value ("[number]",
// "[what you built or improved]", "[Company Name]", "{metric}") or only
// placeholder marks ("[X]", "{…}", "{}"); not names, dates or citations
// ("[Avia Airspace]", "[2013 - 2016]", "{2009 - 2013}", "[1]", "[PDF]"),
// nor a markdown link's text ("[site](…)").
func FindGaps(text string) []TextGap {
	if !strings.ContainsAny(text, "[{<$€£Xx_?") {
		return nil
	}
	var out []TextGap
	for _, m := range gapRe().FindAllStringIndex(text, -1) {
		marker := text[m[0]:m[1]]
		switch marker[0] {
		case '[':
			if strings.HasPrefix(text[m[1]:], "(") || !asksForValue(marker[1:len(marker)-1]) {
				continue
			}
		case '{':
			if inner := marker[1 : len(marker)-1]; strings.TrimSpace(inner) != "" && !asksForValue(inner) {
				continue
			}
		}
		out = append(out, TextGap{Marker: marker, Start: utf16Len(text[:m[0]]), End: utf16Len(text[:m[1]])})
	}
	return out
}

// asksForValue reports whether bracketed content stands for a value to
// fill in: placeholder marks only, a word in lower case that no name has
// ("[number]", "[Not provided]"), or only placeholder words ("[Year]").
func asksForValue(inner string) bool {
	if placeholderOnly().MatchString(inner) {
		return true
	}
	words := strings.FieldsFunc(inner, func(r rune) bool { return r == ' ' || r == '/' || r == '-' })
	all := len(words) > 0
	for _, w := range words {
		w = strings.Trim(w, ".,:;'’\"()")
		if w == "" {
			continue
		}
		first, _ := utf8.DecodeRuneInString(w)
		if unicode.IsLower(first) && !connectors[w] {
			return true
		}
		all = all && placeholderWords[strings.ToLower(w)]
	}
	return all
}

// utf16Len is the length of s in UTF-16 code units.
func utf16Len(s string) int {
	n := 0
	for len(s) > 0 {
		r, size := utf8.DecodeRuneInString(s)
		n += len(utf16.Encode([]rune{r}))
		s = s[size:]
	}
	return n
}

// Gaps returns every unfilled placeholder Shortlist put in the document
// (its Placeholders), in document order: header, about me, contact
// details, experience, education, skills, tools, languages, then the extra
// and other sections. What has a placeholder's shape but was written by the
// user is text.
func Gaps(s *StructuredCV) []Gap {
	out := []Gap{}
	if s == nil || len(s.Placeholders) == 0 {
		return out
	}
	inserted := map[string]bool{}
	for _, m := range s.Placeholders {
		inserted[m] = true
	}
	walkTexts(s, func(section, id, field string, text *string) {
		for _, g := range FindGaps(*text) {
			if inserted[g.Marker] {
				out = append(out, Gap{Section: section, ItemID: id, Field: field, Text: *text, TextGap: g})
			}
		}
	})
	return out
}

// WithPlaceholders returns the document's placeholders with those of a text
// Shortlist puts in it, once each.
func WithPlaceholders(have []string, text string) []string {
	out := have
	for _, g := range FindGaps(text) {
		if !slices.Contains(out, g.Marker) {
			out = append(slices.Clone(out), g.Marker)
		}
	}
	return out
}

// InsertedPlaceholders returns the placeholders of a document written for
// the user from their text (an AI's formatting of it) that the text does
// not hold, once each, in document order: those the writer put in, which
// hold a download back as the offline engine's do. A bracket the user
// wrote ("[Confidential]", their own "[number]") stays text.
func InsertedPlaceholders(s *StructuredCV, source string) []string {
	var out []string
	walkTexts(s, func(_, _, _ string, text *string) {
		for _, g := range FindGaps(*text) {
			if !strings.Contains(source, g.Marker) && !slices.Contains(out, g.Marker) {
				out = append(out, g.Marker)
			}
		}
	})
	return out
}

// walkTexts calls visit with every text field of the document: its
// section, the id of the item holding it and the field's JSON name.
func walkTexts(s *StructuredCV, visit visitor) {
	if s == nil {
		return
	}
	// The spec's sections, then the entry sections, then the others: the
	// order the page lists gaps in.
	for _, kind := range []string{KindSpec, KindEntries, KindNames} {
		for _, x := range sectionTable {
			if x.Kind == kind {
				x.walk(s, visit)
			}
		}
	}
	for i := range s.OtherSections {
		sec := &s.OtherSections[i]
		visit(SectionOther, sec.ID, "title", &sec.Title)
		for j := range sec.Lines {
			visit(SectionOther, sec.Lines[j].ID, "text", &sec.Lines[j].Text)
		}
	}
}

// GapError is the error of an export asked for a document that still has
// unfilled gaps: nothing is written, and the gaps are named.
type GapError struct {
	Gaps []Gap
}

func (e *GapError) Error() string { return "cv: " + e.ErrorMessage() }

// ErrorCode is "gaps".
func (e *GapError) ErrorCode() string { return "gaps" }

// ErrorMessage says how many gaps there are and shows the first.
func (e *GapError) ErrorMessage() string {
	if len(e.Gaps) == 1 {
		return fmt.Sprintf("The CV still has an unfilled gap (%s). Fill it in before saving.", e.Gaps[0].Marker)
	}
	return fmt.Sprintf("The CV still has %d unfilled gaps (such as %s). Fill them in before saving.", len(e.Gaps), e.Gaps[0].Marker)
}

// checkGaps refuses a document with gaps.
func checkGaps(s *StructuredCV) error {
	if gaps := Gaps(s); len(gaps) > 0 {
		return &GapError{Gaps: gaps}
	}
	return nil
}

// ExportText is the formatted_cv.txt download of an edited CV, or a
// *GapError when the CV still has unfilled gaps.
func ExportText(s *StructuredCV) (string, error) {
	if err := checkGaps(s); err != nil {
		return "", err
	}
	return text(FromStructured(s)), nil
}

// ExportJSONResume is the JSON Resume download of an edited CV, or a
// *GapError.
func ExportJSONResume(s *StructuredCV) ([]byte, error) {
	if err := checkGaps(s); err != nil {
		return nil, err
	}
	return jsonResume(FromStructured(s))
}

// ExportWord is the content of the Word and PDF downloads of an edited CV,
// or a *GapError.
func ExportWord(s *StructuredCV) (WordDoc, error) {
	if err := checkGaps(s); err != nil {
		return WordDoc{}, err
	}
	return wordModel(FromStructured(s)), nil
}
