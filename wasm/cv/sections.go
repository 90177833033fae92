package cv

// Keys of the extra sections, as the Structured CV's JSON names them; gaps
// and read-back reports name sections by these keys too.
const (
	SectionProjects       = "projects"
	SectionCertifications = "certifications"
	SectionAwards         = "awards"
	SectionPublications   = "publications"
	SectionVolunteering   = "volunteering"
	SectionInterests      = "interests"
	SectionReferences     = "references"
	SectionOther          = "other_sections"
	SectionContact        = "contact"
)

// Kinds of extra section, by what its items are (the spec's own are
// KindSpec).
const (
	KindEntries = "entries" // title, subtitle, dates, place, link, description, highlights
	KindNames   = "names"   // one name each, shown as chips
)

// SectionInfo is what the page knows of one section, read from the same
// table the exports, read-back and gap finder are driven by (see Sections):
// its key in the Structured CV (the gap finder's section), its kind, the
// prefix of its ids, its heading in the text file, and the words of its
// editor (the card's title, one item's noun for buttons, the labels of an
// entry's title and subtitle).
type SectionInfo struct {
	Key           string `json:"key"`
	Kind          string `json:"kind"`
	IDPrefix      string `json:"idPrefix"`
	Heading       string `json:"heading"`
	Title         string `json:"title"`
	Noun          string `json:"noun"`
	TitleLabel    string `json:"titleLabel,omitempty"`
	SubtitleLabel string `json:"subtitleLabel,omitempty"`
}

// visitor is called with one text field of the document: its section, the
// id of the item holding it and the field's JSON name.
type visitor func(section, id, field string, text *string)

// section is one section of the CV: what the page knows of it, how
// read-back names its items, and each step the CV goes through (a step a
// section does not take is nil). The text, Word, PDF and JSON Resume files,
// the read-back report, the gap finder and the transforms all walk the
// table (sectionTable: the spec's, then the extra ones), so a new section
// is one row here and its fields in cv.go (docs/cv-document.md, "Adding a
// section").
type section struct {
	SectionInfo
	one, several   string // read-back's names of one item and of several
	toStructured   func(f *FormattedCV, s *StructuredCV)
	fromStructured func(s *StructuredCV, f *FormattedCV)
	toTailoring    func(s *StructuredCV, t *TailoringCV)
	walk           func(s *StructuredCV, visit visitor)
	// lines are its lines under Heading in the text file; nil: its blocks
	// as lines (an entry after a blank line, a bullet as "• ").
	lines func(f *FormattedCV) []string
	// word is its heading and place in the Word and PDF files, blocks its
	// paragraphs there.
	word     wordPlace
	blocks   func(f *FormattedCV) []WordBlock
	resume   func(f *FormattedCV, r *resume)
	readBack func(r *ReadBackReport, x *section, f, back *FormattedCV)
}

// wordPlace is a section's heading in the Word and PDF files and its rank
// there: sections go in rank order (the table's within a rank), and those
// of one rank and heading are one section (core skills and tools under
// SKILLS). No heading: the section is not one in those files.
type wordPlace struct {
	heading string
	rank    int
}

// entryPlace is where an entry section lives in each shape of the CV.
type entryPlace struct {
	formatted  func(*FormattedCV) *[]Entry
	structured func(*StructuredCV) *[]StructuredEntry
	tailoring  func(*TailoringCV) *[]StructuredEntry
}

// sectionTable is the table every step walks: the spec's sections
// (spec_sections.go), then the extra ones in the order of every file and of
// the read-back report. The gap finder walks the spec's, then the entry
// sections, then the others (the order in which the page lists its gaps).
// One literal, so that TinyGo lays the table out as it compiles: the worker
// imports this package for its types and walks no section, and a table
// built when the program starts would link every row's steps into it.
var sectionTable = []section{
	headerSection, aboutSection, contactSection, experienceSection, educationSection, coreSkillsSection, toolsSection, languagesSection,
	entrySection(SectionInfo{Key: SectionProjects, IDPrefix: "proj", Heading: "PROJECTS", Title: "Projects", Noun: "Project",
		TitleLabel: "Project name", SubtitleLabel: "Organisation or client"}, "project", "projects",
		entryPlace{func(f *FormattedCV) *[]Entry { return &f.Projects }, func(s *StructuredCV) *[]StructuredEntry { return &s.Projects },
			func(t *TailoringCV) *[]StructuredEntry { return &t.Projects }}, (*resume).addProject),
	entrySection(SectionInfo{Key: SectionCertifications, IDPrefix: "cert", Heading: "CERTIFICATIONS", Title: "Certifications",
		Noun: "Certification", TitleLabel: "Certification", SubtitleLabel: "Issuer"}, "certification", "certifications",
		entryPlace{func(f *FormattedCV) *[]Entry { return &f.Certifications }, func(s *StructuredCV) *[]StructuredEntry { return &s.Certifications },
			func(t *TailoringCV) *[]StructuredEntry { return &t.Certifications }}, (*resume).addCertificate),
	entrySection(SectionInfo{Key: SectionAwards, IDPrefix: "award", Heading: "AWARDS", Title: "Awards", Noun: "Award",
		TitleLabel: "Award", SubtitleLabel: "Awarded by"}, "award", "awards",
		entryPlace{func(f *FormattedCV) *[]Entry { return &f.Awards }, func(s *StructuredCV) *[]StructuredEntry { return &s.Awards },
			func(t *TailoringCV) *[]StructuredEntry { return &t.Awards }}, (*resume).addAward),
	entrySection(SectionInfo{Key: SectionPublications, IDPrefix: "pub", Heading: "PUBLICATIONS", Title: "Publications",
		Noun: "Publication", TitleLabel: "Title", SubtitleLabel: "Publisher"}, "publication", "publications",
		entryPlace{func(f *FormattedCV) *[]Entry { return &f.Publications }, func(s *StructuredCV) *[]StructuredEntry { return &s.Publications },
			func(t *TailoringCV) *[]StructuredEntry { return &t.Publications }}, (*resume).addPublication),
	entrySection(SectionInfo{Key: SectionVolunteering, IDPrefix: "vol", Heading: "VOLUNTEERING", Title: "Volunteering",
		Noun: "Volunteering Role", TitleLabel: "Role", SubtitleLabel: "Organisation"}, "volunteering role", "volunteering roles",
		entryPlace{func(f *FormattedCV) *[]Entry { return &f.Volunteering }, func(s *StructuredCV) *[]StructuredEntry { return &s.Volunteering },
			func(t *TailoringCV) *[]StructuredEntry { return &t.Volunteering }}, (*resume).addVolunteer),
	interestsSection,
	entrySection(SectionInfo{Key: SectionReferences, IDPrefix: "ref", Heading: "REFERENCES", Title: "References", Noun: "Reference",
		TitleLabel: "Name", SubtitleLabel: "Position"}, "reference", "references",
		entryPlace{func(f *FormattedCV) *[]Entry { return &f.References }, func(s *StructuredCV) *[]StructuredEntry { return &s.References },
			func(t *TailoringCV) *[]StructuredEntry { return &t.References }}, (*resume).addReference),
}

// SectionReading is how an extra section is read into the Formatted CV:
// the keys an AI's reply gives its list (the prompt's first) and its place
// in the Formatted CV (Entries for an entry section, Names for a section of
// names); the parser knows it by its Headings. The parser and the AI reply
// reader walk these rows instead of naming the sections.
type SectionReading struct {
	Key       string
	ReplyKeys []string
	Entries   func(*FormattedCV) *[]Entry
	Names     func(*FormattedCV) *[]string
}

// readings are the extra sections' rows of reading, in sectionTable's
// order (TestReadingsAreTheExtraRows). A literal of its own, apart from
// sectionTable: the worker's reply reader walks it, and it links only these
// keys and places, not the rows' steps.
var readings = []SectionReading{
	{Key: SectionProjects, ReplyKeys: []string{"projects"}, Entries: func(f *FormattedCV) *[]Entry { return &f.Projects }},
	{Key: SectionCertifications, ReplyKeys: []string{"certifications", "certificates"}, Entries: func(f *FormattedCV) *[]Entry { return &f.Certifications }},
	{Key: SectionAwards, ReplyKeys: []string{"awards", "honors"}, Entries: func(f *FormattedCV) *[]Entry { return &f.Awards }},
	{Key: SectionPublications, ReplyKeys: []string{"publications"}, Entries: func(f *FormattedCV) *[]Entry { return &f.Publications }},
	{Key: SectionVolunteering, ReplyKeys: []string{"volunteering", "volunteer"}, Entries: func(f *FormattedCV) *[]Entry { return &f.Volunteering }},
	{Key: SectionInterests, ReplyKeys: []string{"interests", "hobbies"}, Names: func(f *FormattedCV) *[]string { return &f.Interests }},
	{Key: SectionReferences, ReplyKeys: []string{"references"}, Entries: func(f *FormattedCV) *[]Entry { return &f.References }},
}

// Readings are the extra sections' rows of reading (SectionReading), in
// the order of the files.
func Readings() []SectionReading { return readings }

// Sections describes every section for the page, the spec's then the extra
// ones, in the order of the text file (web/scripts/tsgen writes it into
// web/src/cv/types.ts).
func Sections() []SectionInfo {
	out := make([]SectionInfo, 0, len(sectionTable))
	for _, x := range sectionTable {
		out = append(out, x.SectionInfo)
	}
	return out
}

// entrySection makes the row of a section of entries: ids <prefix>_N with
// highlights <id>_hM; in the files each entry is its title and subtitle, a
// line of date, place and link, its description and its highlights; read
// back by title and date.
func entrySection(info SectionInfo, one, several string, at entryPlace, jr func(*resume, Entry)) section {
	info.Kind = KindEntries
	return section{
		SectionInfo: info, one: one, several: several, word: wordPlace{info.Heading, wordExtra},
		toStructured: func(f *FormattedCV, s *StructuredCV) {
			*at.structured(s) = structuredEntries(info.IDPrefix, *at.formatted(f))
		},
		fromStructured: func(s *StructuredCV, f *FormattedCV) { *at.formatted(f) = formattedEntries(*at.structured(s)) },
		toTailoring:    func(s *StructuredCV, t *TailoringCV) { *at.tailoring(t) = nilIfEmpty(*at.structured(s)) },
		walk:           func(s *StructuredCV, visit visitor) { walkEntries(info.Key, *at.structured(s), visit) },
		blocks: func(f *FormattedCV) []WordBlock {
			var bs []WordBlock
			for _, e := range *at.formatted(f) {
				bs = append(bs, entryBlocks(e)...)
			}
			return bs
		},
		resume: func(f *FormattedCV, r *resume) {
			for _, e := range *at.formatted(f) {
				jr(r, e)
			}
		},
		readBack: func(r *ReadBackReport, x *section, f, back *FormattedCV) {
			r.compareEntries(x, *at.formatted(f), *at.formatted(back), f.Email)
		},
	}
}

// interestsSection is the one section of names: ids interest_N; one line of
// names in the files; read back name by name.
var interestsSection = section{
	SectionInfo: SectionInfo{Key: SectionInterests, Kind: KindNames, IDPrefix: "interest", Heading: "INTERESTS", Title: "Interests",
		Noun: "Interest"},
	one: "interest", several: "interests", word: wordPlace{"INTERESTS", wordExtra},
	toStructured: func(f *FormattedCV, s *StructuredCV) { s.Interests = named("interest", f.Interests) },
	fromStructured: func(s *StructuredCV, f *FormattedCV) {
		if len(s.Interests) > 0 {
			f.Interests = names(s.Interests)
		}
	},
	toTailoring: func(s *StructuredCV, t *TailoringCV) {
		if len(s.Interests) > 0 {
			t.Interests = names(s.Interests)
		}
	},
	walk: func(s *StructuredCV, visit visitor) {
		for i := range s.Interests {
			visit(SectionInterests, s.Interests[i].ID, "name", &s.Interests[i].Name)
		}
	},
	blocks: func(f *FormattedCV) []WordBlock { return blocks(BlockParagraph, joinNonEmpty(", ", f.Interests...)) },
	resume: func(f *FormattedCV, r *resume) {
		for _, it := range nonEmpty(f.Interests...) {
			r.Interests = append(r.Interests, jrInterest{Name: it})
		}
	},
	readBack: func(r *ReadBackReport, x *section, f, back *FormattedCV) {
		r.list(x.Key, x.one, x.several, f.Interests, back.Interests)
	},
}

// walkEntries visits every text of an entry section's entries.
func walkEntries(section string, entries []StructuredEntry, visit visitor) {
	for i := range entries {
		e := &entries[i]
		for _, f := range []struct {
			field string
			value *string
		}{{"title", &e.Title}, {"subtitle", &e.Subtitle}, {"duration", &e.Duration}, {"location", &e.Location}, {"url", &e.URL}, {"description", &e.Description}} {
			visit(section, e.ID, f.field, f.value)
		}
		for j := range e.Highlights {
			visit(section, e.Highlights[j].ID, "text", &e.Highlights[j].Text)
		}
	}
}
