// Package match scores a CV against a job description and explains the
// score, on the device and deterministically.
//
// The job description is first cut into segments (sentences and bullets)
// and each is put in a section by its heading or its own words, in English,
// German, Spanish and French: requirements, nice-to-haves, duties, or the
// company, the offer and how to apply, which are skipped. The rest is read
// into requirements (see Requirements): skills and tools from the lexicon,
// years of experience (in any role, or in one: "3 years as a baker"),
// education level, spoken languages with level, the job title, its
// seniority, its duties, and qualifications: requirement lines that name no
// lexicon term ("Physical strength and stamina"). Each keeps the JD words it
// came from and an importance: required (a must-have heading or phrase),
// expected (named without a marker) or preferred (nice to have).
//
// The score is weighted coverage:
//
//	matchPercentage = round(Σ weight·coverage / Σ weight)
//
// where coverage (0–100) is how much of a requirement the CV shows, and
// weight = importance (required 3, expected 2, preferred 1) × kind (years in
// any role 3; skills, tools, categories of tools, years in a role,
// education, title and seniority 2; general skills such as communication or
// problem solving, spoken languages (which the checklist filters on), and
// qualifications read only from their words, 1); a duty weighs 1. When the job yields less than minBasis of
// weight besides duties (three must-have skills; generic ones, which most
// jobs name, count half), the part not read counts as half shown, the score
// stays between 21 and 79, and its meaning says how few requirements it
// rests on; unless the CV holds the job's title in full and the job names
// a skill or tool besides (roleinfull.go). A must-have the checklist finds
// clearly not met, or a CV whose roles are all in other families of work
// than the job's title, keeps the score below 80 (checks.go, role.go); a CV
// that gives another native language and names nowhere the language the
// post is written in keeps half (workinglanguage.go); a CV that names the
// countries the person works in, none of them the post's, stays below 80
// (workarea.go).
//
// Coverage of
//   - a skill or tool: 100 when the lexicon finds it, an alias of it or a
//     tool that shows it (SQL by PostgreSQL, back-end development by
//     Spring) in the CV, or the CV's words show it in use (teamwork by
//     "cross-functional teams"), 50 when the CV knows it only a little
//     ("Grundkenntnisse"), else 0; "A or B" needs either; Java is not
//     JavaScript. Words that deny or only wish for a skill ("no experience
//     with", "would like to learn", "keine Erfahrung mit") and contact lines
//     show nothing; short names that are also letters or company names (C,
//     R, RAC, PLM) count with a word of their field or in a list, and "iOS"
//     is Apple's unless the text is about networks;
//   - years: the CV's experience dates in proportion (overlapping jobs count
//     once, "Present" is the current month, a year without its month its
//     middle, so "2020 – 2023" is three years; dated lines such as a German
//     project history count too); years in a role count the dated roles
//     whose titles share two thirds of its distinctive words;
//   - education: 100 at the level asked or above, 50 one level below;
//   - a language: 100 at the level asked, in proportion below it;
//   - seniority: 100 for a role at that level, else the years that stand for
//     it (5 for senior, 8 for lead) in proportion;
//   - the title: the share of its words in the CV's best role;
//   - a qualification: the share of its meaningful words in the CV, two
//     thirds counting in full; a duty: the share of its words, half counting
//     in full.
//
// Strengths and weaknesses are the shown and missing requirements, heaviest
// first, each with its evidence (years, education, languages and seniority
// are strengths only in full); tips, interview questions and questions to
// ask are built only from the two texts, and a duty is named in only one of
// weaknesses, tips or questions.
package match

import (
	"fmt"
	"slices"
	"time"

	"github.com/shortlist/shortlist/wasm/cv"
	"github.com/shortlist/shortlist/wasm/parse"
)

// Report is an on-device analysis: the spec's analysis result plus what
// explains it.
type Report struct {
	cv.Analysis
	Source           string        `json:"source"`           // always "on-device"
	ScoreMeaning     string        `json:"scoreMeaning"`     // one plain sentence: what this score means
	StrengthEvidence []Evidence    `json:"strengthEvidence"` // parallel to Strengths
	WeaknessEvidence []Evidence    `json:"weaknessEvidence"` // parallel to Weaknesses
	Requirements     []Requirement `json:"requirements"`     // what was read from the JD, with coverage
	Checks           []Check       `json:"checks"`           // what recruiters check first: must-haves and knock-outs
	Facts            []Fact        `json:"facts"`            // the job's logistics: start, duration, workplace, pay
	Uninterpreted    []string      `json:"uninterpreted"`    // products the job requires that the lexicon does not know and the CV does not name
}

// Evidence is the exact JD words of a strength or weakness and, when the CV
// shows it, the CV's words.
type Evidence struct {
	JD string `json:"jd"`
	CV string `json:"cv,omitempty"`
}

// Source is the Report's source.
const Source = "on-device"

// Analyze scores CV text against a job description; the CV is parsed with
// parse.Text for its dates, education and languages.
func Analyze(cvText, jobDescription string) Report {
	return analyze(cvText, parse.Text(cvText), jobDescription, thisMonth())
}

// AnalyzeParsed scores CV text already parsed (the upload's parse, a PDF's
// layout-aware one included) against a job description, so the text is not
// parsed a second time; c must be the parse of cvText.
func AnalyzeParsed(cvText string, c cv.FormattedCV, jobDescription string) Report {
	return analyze(cvText, c, jobDescription, thisMonth())
}

// AnalyzeCV scores a structured or edited CV against a job description, so
// the tailoring screen can show the score before and after.
func AnalyzeCV(c cv.FormattedCV, jobDescription string) Report {
	return analyze(render(c), c, jobDescription, thisMonth())
}

// thisMonth is the month index that "Present" in a CV's dates stands for.
func thisMonth() int {
	now := time.Now().UTC()
	return now.Year()*12 + int(now.Month()) - 1
}

func analyze(text string, c cv.FormattedCV, jd string, now int) Report {
	segs := segments(jd)
	return analyzeRead(text, c, segs, requirements(jd, segs), now)
}

// analyzeRead is analyze on a job description already read into its
// segments and requirements (see Job), which it does not change.
func analyzeRead(text string, c cv.FormattedCV, segs []segment, jobReqs []Requirement, now int) Report {
	p := newProfile(text, c, now)
	reqs := slices.Clone(jobReqs)
	for i := range reqs {
		reqs[i].Coverage, reqs[i].CV = cover(reqs[i], p)
	}
	p.duties = dutiesByStart(reqs, p)
	r := Report{Source: Source, Requirements: reqs}
	if r.Requirements == nil {
		r.Requirements = []Requirement{}
	}
	f := scoreCovered(segs, reqs, p)
	r.Checks = f.checks
	r.Facts = facts(segs)
	r.Uninterpreted = uninterpreted(reqs)
	r.MatchPercentage = f.pct
	r.ScoreMeaning = meaning(r.MatchPercentage, reqs)
	if len(f.capped) > 0 {
		r.ScoreMeaning += " " + capNote(f.capped)
	}
	if f.noLanguage != "" {
		r.ScoreMeaning += " " + jobsLanguageNote(f.noLanguage)
	}
	if f.elsewhere != "" {
		r.ScoreMeaning += " " + workAreaNote(f.elsewhere)
	}
	if f.otherRole {
		r.ScoreMeaning += fmt.Sprintf(" Your CV shows no role in the field of the job's title “%s”, so what it shares with the job counts three quarters and the score stays below %d%%.", f.title, capBelow)
	}
	// The points name a product the score weighs as its parts once, and
	// leave out the department a duty is done with, and name the CV's role
	// in the field of a title it does not fit.
	shown := withFieldRoles(withoutPartnerDepartments(asWholeProducts(reqs, p)), p)
	r.Strengths, r.StrengthEvidence, r.Weaknesses, r.WeaknessEvidence = strengthsAndWeaknesses(shown, p)
	r.Suggestions = tips(shown, p)
	r.InterviewQuestions = interviewQuestions(shown, p)
	r.QuestionsToAsk = questionsToAsk(segs, reqs)
	r.CompanyInfo.WhatTheyDo = []string{}
	r.CompanyInfo.Competitors = []string{}
	return r
}

// scored is the score of requirements already covered by a CV, with what
// bounds it: the must-have checks (capped: those clearly not met) and
// whether the CV has no role in the field of the job's title.
type scored struct {
	pct       int
	checks    []Check
	capped    []Check
	title     string
	otherRole bool
	// noLanguage is the post's own language when the CV says the person
	// lacks it (workinglanguage.go).
	noLanguage string
	// elsewhere is the post's country when the CV names other countries
	// as where the person works (workarea.go).
	elsewhere string
}

// withoutTheRole is the score of a CV whose roles never did the work of the
// job's title: the tools it shares count three quarters. People grading
// German freelancer profiles against project posts gave such pairs grade 4
// or 5 (no fit) five times in six (gulp_de, the tune part).
func withoutTheRole(pct int) int { return pct * 3 / 4 }

// scoreCovered is the one place the score is made, for an analysis and for
// the tailoring screen's Fit alike: covered requirements weighed, a thin
// job kept away from the extremes, a clear must-have miss kept below
// capBelow, a CV with no role in the job's field counted three quarters
// (which keeps it below capBelow too), a CV that lacks the post's own
// language counted half, and a CV bound to other countries than the post's
// kept below capBelow.
func scoreCovered(segs []segment, reqs []Requirement, p profile) scored {
	f := scored{checks: checks(segs, reqs, p), pct: score(reqs)}
	if len(reqs) > 0 && thin(reqs) {
		f.pct = awayFromExtremes(f.pct)
	}
	f.capped = capped(f.checks)
	f.title, f.otherRole = roleMismatch(reqs, p)
	if f.otherRole {
		f.pct = withoutTheRole(f.pct)
	}
	if name, ok := lacksJobsLanguage(f.checks); ok {
		f.noLanguage, f.pct = name, withoutTheJobsLanguage(f.pct)
	}
	if country, ok := outsideTheArea(f.checks); ok {
		f.elsewhere, f.pct = country, elsewhere(f.pct)
	}
	if len(f.capped) > 0 && f.pct >= capBelow {
		f.pct = capBelow - 1
	}
	return f
}
