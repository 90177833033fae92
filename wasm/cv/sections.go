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

// entrySection describes one extra section made of entries: its key, the
// prefix of its ids, its heading in the text, Word and PDF files, and where
// it lives in each CV shape. One table, so that every transform and export
// walks the same sections in the same order.
type entrySection struct {
	key, idPrefix, heading string
	formatted              func(*FormattedCV) *[]Entry
	structured             func(*StructuredCV) *[]StructuredEntry
}

var entrySections = []entrySection{
	{SectionProjects, "proj", "PROJECTS",
		func(f *FormattedCV) *[]Entry { return &f.Projects }, func(s *StructuredCV) *[]StructuredEntry { return &s.Projects }},
	{SectionCertifications, "cert", "CERTIFICATIONS",
		func(f *FormattedCV) *[]Entry { return &f.Certifications }, func(s *StructuredCV) *[]StructuredEntry { return &s.Certifications }},
	{SectionAwards, "award", "AWARDS",
		func(f *FormattedCV) *[]Entry { return &f.Awards }, func(s *StructuredCV) *[]StructuredEntry { return &s.Awards }},
	{SectionPublications, "pub", "PUBLICATIONS",
		func(f *FormattedCV) *[]Entry { return &f.Publications }, func(s *StructuredCV) *[]StructuredEntry { return &s.Publications }},
	{SectionVolunteering, "vol", "VOLUNTEERING",
		func(f *FormattedCV) *[]Entry { return &f.Volunteering }, func(s *StructuredCV) *[]StructuredEntry { return &s.Volunteering }},
	{SectionReferences, "ref", "REFERENCES",
		func(f *FormattedCV) *[]Entry { return &f.References }, func(s *StructuredCV) *[]StructuredEntry { return &s.References }},
}
