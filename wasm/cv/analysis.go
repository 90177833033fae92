package cv

// Analysis is the spec's "Analysis result" of a CV against a job description,
// from the on-device engine or from the AI.
type Analysis struct {
	MatchPercentage    int         `json:"matchPercentage"`
	Strengths          []string    `json:"strengths"`
	Weaknesses         []string    `json:"weaknesses"`
	Suggestions        []string    `json:"suggestions"`
	InterviewQuestions []string    `json:"interviewQuestions"`
	QuestionsToAsk     []string    `json:"questionsToAsk"`
	CompanyInfo        CompanyInfo `json:"companyInfo"`
	RawAPIResponse     string      `json:"rawApiResponse"`
}

// CompanyInfo is carried with an analysis but not displayed (spec section 2).
type CompanyInfo struct {
	Overview    string   `json:"overview"`
	WhatTheyDo  []string `json:"whatTheyDo"`
	Culture     string   `json:"culture"`
	Competitors []string `json:"competitors"`
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
