package reply

import "github.com/shortlist/shortlist/wasm/cv"

// Analysis reads the reply to the analyze operation. reasoning is the
// provider's separate reasoning field ("" if none).
func Analysis(reasoning, content string) (cv.Analysis, error) {
	text, err := extract(reasoning, content)
	if err != nil {
		return cv.Analysis{}, err
	}
	o, ok := answerObject(text)
	if !ok {
		return cv.Analysis{}, fail(CodeShape, "The AI's answer was not a JSON object with the analysis fields.")
	}
	scoreNames := []string{"match_score", "matchPercentage", "score"}
	if inner, ok := o.sole(); ok && !o.has(scoreNames...) {
		o = inner // {"analysis": {…}}
	}
	scoreRaw, hasScore := o.get(scoreNames...)
	score, scoreOK := percentage(scoreRaw)
	if !hasScore || !scoreOK {
		return cv.Analysis{}, fail(CodeShape, "The AI's answer had no match score from 0 to 100.")
	}
	a := cv.Analysis{
		MatchPercentage:    score,
		Strengths:          o.list("strengths"),
		Weaknesses:         o.list("weaknesses"),
		Suggestions:        o.list("improvement_suggestions", "suggestions"),
		InterviewQuestions: o.list("questions_to_prepare_for", "interviewQuestions"),
		QuestionsToAsk:     o.list("questions_to_ask_during_interview", "questionsToAsk"),
		CompanyInfo:        companyInfo(o),
		RawAPIResponse:     rawResponse(text),
	}
	if len(a.Strengths)+len(a.Weaknesses)+len(a.Suggestions) == 0 {
		return cv.Analysis{}, fail(CodeShape, "The AI's answer had a score but no strengths, weaknesses or suggestions.")
	}
	return a, nil
}

func companyInfo(o object) cv.CompanyInfo {
	raw, ok := o.get("company_info", "companyInfo")
	if !ok {
		return cv.CompanyInfo{WhatTheyDo: []string{}, Competitors: []string{}}
	}
	c, _ := decodeObject(string(raw))
	return cv.CompanyInfo{
		Overview:    c.str("overview"),
		WhatTheyDo:  c.list("what_they_do", "whatTheyDo"),
		Culture:     c.str("culture"),
		Competitors: c.list("competitors"),
	}
}
