package cv

import (
	"fmt"
	"strings"
	"unicode"
)

// ReadBackField is one field of a read-back report: what the document
// holds (Expected items), how many of them came back from the saved file
// (Found), and the ones that did not, as the document writes them.
type ReadBackField struct {
	Field    string   `json:"field"`
	Label    string   `json:"label"`
	Expected int      `json:"expected"`
	Found    int      `json:"found"`
	Missing  []string `json:"missing"`
	// labelled: Missing holds labels ("job: …"), not bare items.
	labelled bool
}

// ReadBackReport says which fields of the document a saved file gave back.
// Fields lists only what the document has, in the order name, email, phone,
// LinkedIn, website, location, jobs, degrees, skills, languages, then the
// extra sections and the other sections. Summary is the sentence the page
// shows ("Read back: name, email, 5 jobs with dates, …"); Missing names
// each item that did not come back ("phone", "job: Analyst — Acme
// (2019 – 2021)").
type ReadBackReport struct {
	Complete bool            `json:"complete"`
	Summary  string          `json:"summary"`
	Missing  []string        `json:"missing"`
	Fields   []ReadBackField `json:"fields"`
}

// ReadBack compares the document with the CV parsed back from a file saved
// from it (a PDF through the PDF parser, a Word file's text through the
// text parser), field by field on normalised values: case, spacing, dash
// and quote shapes aside; phones by their digits; web addresses without
// scheme, "www." or a trailing slash. A job comes back when a parsed job
// has its title, company and dates; a degree its degree, institution and
// dates; an entry of an extra section its title and date; an other section
// its title. Skills and tools count as skills, wherever the reader put
// them. Each parsed item answers for one document item at most.
func ReadBack(doc *StructuredCV, back FormattedCV) ReadBackReport {
	f := FromStructured(doc)
	r := &ReadBackReport{Missing: []string{}, Fields: []ReadBackField{}}
	for i := range sectionTable {
		if x := &sectionTable[i]; x.readBack != nil {
			x.readBack(r, x, &f, &back)
		}
	}
	r.list(SectionOther, "other section", "other sections", writtenSectionTitles(f), sectionTitles(back))
	r.finish()
	return *r
}

// single compares one field the document has at most once (name, email,
// …) with the values that may hold it in what came back.
func (r *ReadBackReport) single(field, label, want string, got []string, norm func(string) string) {
	if strings.TrimSpace(want) == "" {
		return
	}
	x := ReadBackField{Field: field, Label: label, Expected: 1, Missing: []string{}}
	for _, g := range got {
		if norm(g) == norm(want) {
			x.Found = 1
			break
		}
	}
	if x.Found == 0 {
		x.Missing = append(x.Missing, want)
	}
	r.Fields = append(r.Fields, x)
}

// list compares a list field as a multiset of normalised values: each
// value that came back answers for one document item at most.
func (r *ReadBackReport) list(field, singular, plural string, want, got []string) {
	alts := make([][]string, len(got))
	for i, g := range got {
		alts[i] = []string{g}
	}
	r.listOf(field, singular, plural, want, alts)
}

// listOf is list where each item that came back may be read in more than
// one way (alternatives): it answers for the first document item that any
// of its readings equals, and for one at most.
func (r *ReadBackReport) listOf(field, singular, plural string, want []string, got [][]string) {
	found, _ := matchEach(want, normReadings(got))
	r.addList(field, singular, plural, want, found)
}

// listHeads is listOf for entry heads (headWords), which a reader may also
// cut at other places between neighbouring items (matchRuns).
func (r *ReadBackReport) listHeads(field, singular, plural string, want []string, got [][]string) {
	norm := normReadings(got)
	found, used := matchEach(want, norm)
	matchRuns(want, norm, found, used)
	r.addList(field, singular, plural, want, found)
}

// matchEach answers each document item with the first unused item that
// came back one of whose readings (normalised) equals it: found per
// document item, used per item that came back.
func matchEach(want []string, norm [][]string) (found, used []bool) {
	found, used = make([]bool, len(want)), make([]bool, len(norm))
	for j, w := range want {
		if k := normText(w); k != "" {
			if i := firstReading(norm, used, k); i >= 0 {
				used[i], found[j] = true, true
			}
		}
	}
	return found, used
}

// addList adds a list field: each non-empty document item, found or
// missing as matched.
func (r *ReadBackReport) addList(field, singular, plural string, want []string, found []bool) {
	x := ReadBackField{Field: field, Label: plural, Missing: []string{}}
	for j, w := range want {
		if normText(w) == "" {
			continue
		}
		x.Expected++
		if found[j] {
			x.Found++
		} else {
			x.Missing = append(x.Missing, w)
		}
	}
	if x.Expected == 1 {
		x.Label = singular
	}
	if x.Expected > 0 {
		r.Fields = append(r.Fields, x)
	}
}

// normReadings is got's readings normalised, once for every document item
// looked for.
func normReadings(got [][]string) [][]string {
	out := make([][]string, len(got))
	for i, alts := range got {
		out[i] = make([]string, len(alts))
		for j, a := range alts {
			out[i][j] = normText(a)
		}
	}
	return out
}

// firstReading is the first unused item of norm (readings normalised) one
// of whose readings is k, or -1.
func firstReading(norm [][]string, used []bool, k string) int {
	for i, alts := range norm {
		if used[i] {
			continue
		}
		for _, a := range alts {
			if a == k {
				return i
			}
		}
	}
	return -1
}

// compareContact compares the name and the contact fields.
func (r *ReadBackReport) compareContact(f, back FormattedCV) {
	name, _ := nameAndTitle(f)
	backName, backTitle := nameAndTitle(back)
	r.single("name", "name", name, append([]string{backName, backTitle}, strings.Split(back.ProfessionalHeader, headerSeparator)...), normText)
	r.single("email", "email", f.Email, []string{back.Email}, normText)
	r.single("phone", "phone", f.Phone, []string{back.Phone}, digits)
	r.single("linkedin", "LinkedIn", f.LinkedIn, []string{back.LinkedIn, back.Website}, normURL)
	r.single("website", "website", f.Website, []string{back.Website, back.LinkedIn}, normURL)
	r.single("location", "location", f.Address, []string{back.Address}, normText)
}

// compareJobs compares the jobs by the words of their title, company and
// dates (headWords), then, for a job no head answered, by all its words
// (matchWhole: a job of a company alone or an undated head, read back as
// part of the job before); the field says "with dates" when any job of the
// document has dates.
func (r *ReadBackReport) compareJobs(f, back FormattedCV) {
	jobs, backJobs := []string{}, [][]string{}
	jobLabel := map[string]string{}
	dated := false
	var whole, backWhole []string
	for _, e := range f.ProfessionalExperience {
		k := headWords(e.Position, e.Company, e.Duration)
		jobs = append(jobs, k)
		whole = append(whole, jobAllWords(e))
		jobLabel[k] = "job: " + label(e.Position, e.Company, e.Duration)
		dated = dated || strings.TrimSpace(e.Duration) != ""
	}
	for _, e := range back.ProfessionalExperience {
		// A reader may take the company for the title and the title for
		// the company ("Representante de Ventas — Grupo Comercial"), or cut
		// the head elsewhere: its words came back either way.
		backJobs = append(backJobs, jobReadings(e))
		backWhole = append(backWhole, jobAllWords(e))
	}
	norm := normReadings(backJobs)
	found, used := matchEach(jobs, norm)
	matchRuns(jobs, norm, found, used)
	matchWhole(whole, backWhole, found, used)
	if dated {
		r.addList("jobs", "job with dates", "jobs with dates", jobs, found)
	} else {
		r.addList("jobs", "job", "jobs", jobs, found)
	}
	relabel(r, "jobs", jobLabel)
}

// compareDegrees compares the degrees by the words of their degree,
// institution and dates (degreeWords).
func (r *ReadBackReport) compareDegrees(f, back FormattedCV) {
	degrees, backDegrees := []string{}, [][]string{}
	labels := map[string]string{}
	for _, e := range f.Education {
		k := degreeWords(e)
		degrees = append(degrees, k)
		labels[k] = "degree: " + degreeLabel(e)
	}
	var whole, backWhole []string
	for _, e := range f.Education {
		whole = append(whole, degreeAllWords(e))
	}
	for _, e := range back.Education {
		backDegrees = append(backDegrees, degreeReadings(e))
		backWhole = append(backWhole, degreeAllWords(e))
	}
	norm := normReadings(backDegrees)
	found, used := matchEach(degrees, norm)
	matchRuns(degrees, norm, found, used)
	matchWhole(whole, backWhole, found, used)
	r.addList("degrees", "degree", "degrees", degrees, found)
	relabel(r, "degrees", labels)
}

// compareEntries compares one entry section's entries by title and date,
// then, for an entry none answered, by all its words (matchWhole: an
// undated item read back inside the item before, its head as more of that
// item's description; an item holding the CV's own email address, which a
// reader takes for the contact already read and drops from the line).
func (r *ReadBackReport) compareEntries(x *section, entries, backEntries []Entry, email string) {
	want, got := []string{}, [][]string{}
	labels := map[string]string{}
	for _, e := range entries {
		k := entryKey(e)
		want = append(want, k)
		labels[k] = x.one + ": " + label(e.Title, e.Subtitle, e.Duration)
	}
	var whole, backWhole []string
	for _, e := range entries {
		whole = append(whole, entryAllWords(withoutAddress(e, email)))
	}
	for _, e := range backEntries {
		got = append(got, entryReadings(e))
		backWhole = append(backWhole, entryAllWords(e))
	}
	found, used := matchEach(want, normReadings(got))
	matchInDescription(entries, backEntries, found)
	matchWhole(whole, backWhole, found, used)
	r.addList(x.Key, x.one, x.several, want, found)
	relabel(r, x.Key, labels)
}

// distinct keeps the first of values that normalise alike: skills and
// tools are one set, and a file that writes a skill twice may be read
// with it once.
func distinct(values []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, v := range values {
		if k := normText(v); !seen[k] {
			seen[k] = true
			out = append(out, v)
		}
	}
	return out
}

func languageNames(f FormattedCV) []string {
	out := []string{}
	for _, l := range f.Languages {
		out = append(out, l.Language)
	}
	return out
}

// writtenSectionTitles are the titles of the other sections a file holds:
// a section without lines is written nowhere.
func writtenSectionTitles(f FormattedCV) []string {
	var out []string
	for _, s := range f.OtherSections {
		if len(nonEmpty(s.Lines...)) > 0 {
			out = append(out, s.Title)
		}
	}
	return out
}

func sectionTitles(f FormattedCV) []string {
	var out []string
	for _, s := range f.OtherSections {
		out = append(out, s.Title)
	}
	return out
}

// finish names each missing item, sets Complete and writes the Summary.
func (r *ReadBackReport) finish() {
	r.Complete = true
	var read []string
	for _, x := range r.Fields {
		r.Missing = append(r.Missing, missingNames(x)...)
		if x.Found < x.Expected || x.Found == 0 {
			r.Complete = false
		}
		if s := readPhrase(x); s != "" {
			read = append(read, s)
		}
	}
	if len(read) == 0 {
		r.Summary = "Read back: nothing."
	} else {
		r.Summary = "Read back: " + strings.Join(read, ", ")
	}
}

// missingNames names a field's missing items for people: a single field
// by its label, a list item with its kind ("skill: Go").
func missingNames(x ReadBackField) []string {
	var out []string
	for _, m := range x.Missing {
		switch {
		case isSingle(x):
			out = append(out, x.Label)
		case x.labelled:
			out = append(out, m)
		default:
			out = append(out, singularOf(x)+": "+m)
		}
	}
	return out
}

// readPhrase is a field's part of the summary: "email", "5 skills",
// "4 of 5 jobs with dates"; nothing for a field none of which came back.
func readPhrase(x ReadBackField) string {
	switch {
	case x.Found == 0:
		return ""
	case isSingle(x):
		return x.Label
	case x.Found == x.Expected:
		return fmt.Sprintf("%d %s", x.Found, x.Label)
	}
	return fmt.Sprintf("%d of %d %s", x.Found, x.Expected, x.Label)
}

func isSingle(x ReadBackField) bool {
	switch x.Field {
	case "name", "email", "phone", "linkedin", "website", "location":
		return true
	}
	return false
}

// singularOf names one item of a list field.
func singularOf(x ReadBackField) string {
	switch x.Field {
	case "skills":
		return "skill"
	case SectionOther:
		return "section"
	}
	for _, s := range sectionTable {
		if s.Key == x.Field {
			return s.one
		}
	}
	return x.Field
}

// relabel replaces the keys listed as missing in the last field with their
// labels, when that field is the one named (a list with nothing to compare
// adds no field).
func relabel(r *ReadBackReport, field string, labels map[string]string) {
	if len(r.Fields) == 0 || r.Fields[len(r.Fields)-1].Field != field {
		return
	}
	x := &r.Fields[len(r.Fields)-1]
	x.labelled = true
	for i, m := range x.Missing {
		if l, ok := labels[m]; ok {
			x.Missing[i] = l
		}
	}
}

// key joins normalised parts into one comparable value.
func key(parts ...string) string {
	out := make([]string, len(parts))
	for i, p := range parts {
		out[i] = normText(p)
	}
	return strings.Join(out, "\x1f")
}

// entryKey is an extra section's entry as compared: its title and date.
func entryKey(e Entry) string { return key(e.Title, e.Duration) }

// entryReadings are the ways an entry that came back may hold a document
// entry's title and date: as written; with title and subtitle the other
// way round ("Workshop Organizer — Austin DevOps Community" read as the
// organisation, then the role); or a title that ends in a year read as a
// title and a date ("Employee of the Year 2022").
func entryReadings(e Entry) []string {
	return []string{entryKey(e), key(e.Subtitle, e.Duration), key(joinNonEmpty(" ", e.Title, e.Duration), "")}
}

// label writes an item for people: "Analyst — Acme (2019 – 2021)".
func label(title, org, date string) string {
	s := joinNonEmpty(" — ", title, org)
	if d := strings.TrimSpace(date); d != "" {
		s = joinNonEmpty(" ", s, "("+d+")")
	}
	return s
}

// normText folds a value for comparison: lower case, one space, the dash,
// quote and apostrophe shapes unified, and punctuation at the ends dropped.
func normText(s string) string {
	s = strings.Map(func(r rune) rune {
		switch r {
		case '–', '—', '−', '‐', '‑':
			return '-'
		case '’', '‘', '`', '´':
			return '\''
		case '“', '”', '„':
			return '"'
		case '\u00a0':
			return ' '
		}
		return unicode.ToLower(r)
	}, s)
	s = strings.Join(strings.Fields(s), " ")
	s = strings.ReplaceAll(s, " - ", "-")
	return strings.Trim(s, " .,;:|•")
}

// digits keeps a phone number's digits.
func digits(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return r
		}
		return -1
	}, s)
}

// normURL folds a web address: no scheme, "www." or trailing slash, lower
// case.
func normURL(s string) string {
	s = strings.ToLower(strings.TrimSpace(s))
	for _, p := range []string{"https://", "http://", "www."} {
		s = strings.TrimPrefix(s, p)
	}
	return strings.TrimRight(s, "/")
}
