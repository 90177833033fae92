// Package cv holds Shortlist's CV model: the Formatted CV that the parser and
// the AI formatting produce, and the Structured CV that the editing screens
// work on. JSON field names are exactly those of the product spec (section 3).
package cv

// FormattedCV is the spec's "Formatted CV": a CV split into ATS sections.
// Phone, Email, LinkedIn and Address are optional and used by the Word export.
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
// generated ids (header_N, exp_N, exp_N_rM, edu_N, skill_N, tech_N, lang_N).
// It is the document the editing screens change and the downloads read, so it
// also carries the optional contact details the Word file uses. Ids are only
// ever minted by ToStructured; the page mints those of items it adds, and no
// function here renumbers them.
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
