// Package cv holds Shortlist's CV model: the Formatted CV that the parser and
// the AI formatting produce, and the Structured CV that the editing screens
// work on. JSON field names are exactly those of the product spec (section 3).
package cv

// FormattedCV is the spec's "Formatted CV": a CV split into ATS sections.
// The spec's fields come first. The rest are optional extras, written only
// when filled: the contact details (Address is the location: a city or a
// full address, as the CV gives it; Name is the person's name, which the
// professional header may also begin with), the extra sections the parser
// and the AI recognise, and OtherSections for any other heading, kept with
// its lines rather than dropped.
type FormattedCV struct {
	ProfessionalHeader     string       `json:"professionalHeader"`
	AboutMe                string       `json:"aboutMe"`
	ProfessionalExperience []Experience `json:"professionalExperience"`
	Education              []Education  `json:"education"`
	CoreSkills             []string     `json:"coreSkills"`
	ToolsTechnologies      []string     `json:"toolsTechnologies"`
	Languages              []Language   `json:"languages"`
	ATSKeywords            []string     `json:"atsKeywords"`
	RawAPIResponse         string       `json:"rawApiResponse"`
	Phone                  string       `json:"phone,omitempty"`
	Email                  string       `json:"email,omitempty"`
	LinkedIn               string       `json:"linkedin,omitempty"`
	Address                string       `json:"address,omitempty"`
	Name                   string       `json:"name,omitempty"`
	Website                string       `json:"website,omitempty"`
	Projects               []Entry      `json:"projects,omitempty"`
	Certifications         []Entry      `json:"certifications,omitempty"`
	Awards                 []Entry      `json:"awards,omitempty"`
	Publications           []Entry      `json:"publications,omitempty"`
	Volunteering           []Entry      `json:"volunteering,omitempty"`
	Interests              []string     `json:"interests,omitempty"`
	References             []Entry      `json:"references,omitempty"`
	OtherSections          []Section    `json:"otherSections,omitempty"`
}

// EmptyFormatted is a Formatted CV with nothing in it, its lists empty and
// not nil: the JSON contract has [] for an empty list, never null.
func EmptyFormatted() FormattedCV {
	return FormattedCV{
		ProfessionalExperience: []Experience{},
		Education:              []Education{},
		CoreSkills:             []string{},
		ToolsTechnologies:      []string{},
		Languages:              []Language{},
		ATSKeywords:            []string{},
	}
}

// Entry is one item of an extra section (a project, certification, award,
// publication, volunteering role or reference), one shape for all so that
// one reader, one editor and one layout serve them. Title is what the item
// is called (the project, certificate, award, publication, role or the
// referee's name); Subtitle who stands behind it (the organisation, issuer,
// awarder, publisher, or the referee's position); Duration its date or dates
// as written; Description running text; Highlights its bullets.
type Entry struct {
	Title       string   `json:"title"`
	Subtitle    string   `json:"subtitle"`
	Duration    string   `json:"duration"`
	Location    string   `json:"location"`
	URL         string   `json:"url"`
	Description string   `json:"description"`
	Highlights  []string `json:"highlights"`
}

// Section is a section under a heading the parser does not know, kept as its
// title and its lines.
type Section struct {
	Title string   `json:"title"`
	Lines []string `json:"lines"`
}

// Experience is one entry of professionalExperience.
type Experience struct {
	Company          string   `json:"company"`
	Position         string   `json:"position"`
	Duration         string   `json:"duration"`
	Location         string   `json:"location"`
	Responsibilities []string `json:"responsibilities"`
}

// Education is one entry of education.
type Education struct {
	Institution string `json:"institution"`
	Degree      string `json:"degree"`
	Duration    string `json:"duration"`
	Location    string `json:"location"`
	Description string `json:"description"`
}

// Language is a spoken language with its proficiency as written in the CV.
type Language struct {
	Language         string `json:"language"`
	ProficiencyLevel string `json:"proficiencyLevel"`
}

// StructuredCV is the spec's "Structured editable CV": the Formatted CV with
// generated ids (header_N, exp_N, exp_N_rM, edu_N, skill_N, tech_N, lang_N,
// and for the extra sections proj_N, cert_N, award_N, pub_N, vol_N, ref_N
// with their highlights <id>_hM, interest_N, other_N with its lines
// other_N_lM). It is the document the editing screens change and the
// downloads read, so it also carries the contact details (optional, written
// when filled) and the extra sections (always written, [] when empty). Ids
// are only ever minted by ToStructured; the page mints those of items it
// adds, and no function here renumbers them.
type StructuredCV struct {
	ProfessionalHeader     []HeaderPart           `json:"professional_header"`
	AboutMe                string                 `json:"about_me"`
	ProfessionalExperience []StructuredExperience `json:"professional_experience"`
	Education              []StructuredEducation  `json:"education"`
	CoreSkills             []NamedItem            `json:"core_skills"`
	ToolsTechnologies      []NamedItem            `json:"tools_technologies"`
	Languages              []StructuredLanguage   `json:"languages"`
	Phone                  string                 `json:"phone,omitempty"`
	Email                  string                 `json:"email,omitempty"`
	LinkedIn               string                 `json:"linkedin,omitempty"`
	Address                string                 `json:"address,omitempty"`
	Name                   string                 `json:"name,omitempty"`
	Website                string                 `json:"website,omitempty"`
	Projects               []StructuredEntry      `json:"projects"`
	Certifications         []StructuredEntry      `json:"certifications"`
	Awards                 []StructuredEntry      `json:"awards"`
	Publications           []StructuredEntry      `json:"publications"`
	Volunteering           []StructuredEntry      `json:"volunteering"`
	Interests              []NamedItem            `json:"interests"`
	References             []StructuredEntry      `json:"references"`
	OtherSections          []StructuredSection    `json:"other_sections"`
	// Placeholders are the markers Shortlist put in the CV ("[number]", from
	// a suggestion the user applied): only these are gaps that hold a
	// download back. The user's own brackets and tags ("[Confidential]",
	// "<b>") are text.
	Placeholders []string `json:"placeholders,omitempty"`
}

// TailoringCV is the transformed CV JSON of the tailoring screen (spec
// section 3): the sections the suggestions refer to, with skills and tools
// as plain names. The contact details and the extra sections follow as
// optional extra fields (see ToTailoring).
type TailoringCV struct {
	ProfessionalExperience []StructuredExperience `json:"professional_experience"`
	Education              []StructuredEducation  `json:"education"`
	CoreSkills             []string               `json:"core_skills"`
	ToolsTechnologies      []string               `json:"tools_technologies"`
	Languages              []StructuredLanguage   `json:"languages"`
	Name                   string                 `json:"name,omitempty"`
	Email                  string                 `json:"email,omitempty"`
	Phone                  string                 `json:"phone,omitempty"`
	LinkedIn               string                 `json:"linkedin,omitempty"`
	Website                string                 `json:"website,omitempty"`
	Address                string                 `json:"address,omitempty"`
	Projects               []StructuredEntry      `json:"projects,omitempty"`
	Certifications         []StructuredEntry      `json:"certifications,omitempty"`
	Awards                 []StructuredEntry      `json:"awards,omitempty"`
	Publications           []StructuredEntry      `json:"publications,omitempty"`
	Volunteering           []StructuredEntry      `json:"volunteering,omitempty"`
	Interests              []string               `json:"interests,omitempty"`
	References             []StructuredEntry      `json:"references,omitempty"`
	OtherSections          []StructuredSection    `json:"other_sections,omitempty"`
}

// StructuredEntry is an extra section's item with its id; its highlights
// have ids <id>_hM.
type StructuredEntry struct {
	ID          string     `json:"id"`
	Title       string     `json:"title"`
	Subtitle    string     `json:"subtitle"`
	Duration    string     `json:"duration"`
	Location    string     `json:"location"`
	URL         string     `json:"url"`
	Description string     `json:"description"`
	Highlights  []TextLine `json:"highlights"`
}

// StructuredSection is an unknown heading's section with its id (other_N)
// and its lines (other_N_lM).
type StructuredSection struct {
	ID    string     `json:"id"`
	Title string     `json:"title"`
	Lines []TextLine `json:"lines"`
}

// TextLine is one editable line with its id: a highlight of an entry or a
// line of an other section.
type TextLine struct {
	ID   string `json:"id"`
	Text string `json:"text"`
}

// HeaderPart is one bullet-separated part of the professional header.
type HeaderPart struct {
	ID    string `json:"id"`
	Value string `json:"value"`
}

// StructuredExperience is an experience entry with ids.
type StructuredExperience struct {
	ID               string           `json:"id"`
	Title            string           `json:"title"`
	Company          string           `json:"company"`
	Location         string           `json:"location"`
	Duration         string           `json:"duration"`
	Responsibilities []Responsibility `json:"responsibilities"`
}

// Responsibility is one bullet of an experience entry.
type Responsibility struct {
	ID   string `json:"id"`
	Text string `json:"text"`
}

// StructuredEducation is an education entry with an id; Notes carries the
// Formatted CV's description.
type StructuredEducation struct {
	ID          string `json:"id"`
	Degree      string `json:"degree"`
	Institution string `json:"institution"`
	Location    string `json:"location"`
	Duration    string `json:"duration"`
	Notes       string `json:"notes"`
}

// NamedItem is a skill or a tool with its id.
type NamedItem struct {
	ID   string `json:"id"`
	Name string `json:"name"`
}

// StructuredLanguage is a spoken language with its id.
type StructuredLanguage struct {
	ID          string `json:"id"`
	Language    string `json:"language"`
	Proficiency string `json:"proficiency"`
}
