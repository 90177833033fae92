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
