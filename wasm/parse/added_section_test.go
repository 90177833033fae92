package parse

import (
	"reflect"
	"testing"

	"github.com/shortlist/shortlist/wasm/cv"
)

// withPatents swaps in the extra sections' rows of reading with a made-up
// "patents" section in place of the references, for one test, as
// cv.TestAddedSectionFlowsThroughEveryExport swaps its table: a row of
// reading (cv.Readings) and its headings (cv.Headings) are all the parser
// needs to read a new section under its headings. Its entries go to the References field, as a test
// cannot add fields to the CV's structs.
func withPatents(t *testing.T) {
	t.Helper()
	savedReadings, savedHeadings, savedIndex, savedTails, savedSpaced := extraReadings, headingsOf, headingIndex, headingTails, spacedPhrases
	t.Cleanup(func() {
		extraReadings, headingsOf, headingIndex, headingTails, spacedPhrases = savedReadings, savedHeadings, savedIndex, savedTails, savedSpaced
	})
	var rows []cv.SectionReading
	for _, r := range savedReadings {
		if r.Key != cv.SectionReferences {
			rows = append(rows, r)
		}
	}
	extraReadings = append(rows, cv.SectionReading{Key: "patents", ReplyKeys: []string{"patents"},
		Entries: func(f *cv.FormattedCV) *[]cv.Entry { return &f.References }})
	headingsOf = func(key string) []string {
		if key == "patents" {
			return []string{"patents", "patente", "brevets", "patentes"}
		}
		return savedHeadings(key)
	}
	headingIndex, headingTails = indexHeadings(extraReadings, headingsOf)
	spacedPhrases = spacedOf(headingIndex)
}

// TestAddedSectionIsParsed reads a CV with a section the parser has no
// words of its own for, in English and German: without a row of reading
// it is no extra section ("Patents" is an other section under its title,
// "Patente" no heading at all); with the patents row its lines are the
// row's entries, read as the other extra sections' are.
func TestAddedSectionIsParsed(t *testing.T) {
	texts := map[string]string{
		"en": "Jane Doe\nExperience\nAnalyst, Acme, 2019 – 2021\n- Built dashboards\n\nPatents\nEP 123 456: a queue — European Patent Office, 2021\n- Licensed to 3 firms\n",
		"de": "Max Mustermann\nBerufserfahrung\nEntwickler, Beispiel GmbH, 2018 – 2022\n- Schnittstellen gebaut\n\nPatente\nEP 123 456: eine Warteschlange — Europäisches Patentamt, 2021\n- An 3 Firmen lizenziert\n",
	}
	want := map[string]cv.Entry{
		"en": {Title: "EP 123 456: a queue", Subtitle: "European Patent Office", Duration: "2021", Highlights: []string{"Licensed to 3 firms"}},
		"de": {Title: "EP 123 456: eine Warteschlange", Subtitle: "Europäisches Patentamt", Duration: "2021", Highlights: []string{"An 3 Firmen lizenziert"}},
	}
	if f := Text(texts["en"]); len(f.References) != 0 || len(f.OtherSections) != 1 || f.OtherSections[0].Title != "Patents" {
		t.Errorf("en without the row: references %+v, other sections %+v; want the section as an other one", f.References, f.OtherSections)
	}
	if f := Text(texts["de"]); len(f.References) != 0 {
		t.Errorf("de without the row: references %+v, want none", f.References)
	}
	withPatents(t)
	for lang, text := range texts {
		f := Text(text)
		if len(f.OtherSections) != 0 || !reflect.DeepEqual(f.References, []cv.Entry{want[lang]}) {
			t.Errorf("%s with the patents row: patents %+v, other sections %+v; want [%+v] and none", lang, f.References, f.OtherSections, want[lang])
		}
		if len(f.ProfessionalExperience) != 1 {
			t.Errorf("%s: %d experiences, want 1", lang, len(f.ProfessionalExperience))
		}
	}
}
