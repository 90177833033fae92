package match

import (
	"testing"

	"github.com/shortlist/shortlist/wasm/cv"
)

// TestDatesTipOnlyForRolesWithoutDates: the tip "N of your M roles have
// none" is given for a role the CV does not date, not for a piece of text
// split off a role or a section, nor when the CV's dates stand apart from
// their roles (audit class 12).
func TestDatesTipOnlyForRolesWithoutDates(t *testing.T) {
	dated := cv.Experience{Position: "QA Engineer", Company: "Acme", Duration: "03/2018 – 12/2020", Responsibilities: []string{"Automated 300 regression tests"}}
	tests := []struct {
		name    string
		entries []cv.Experience
		tip     bool
	}{
		{"a role without dates", []cv.Experience{dated, {Position: "Developer", Company: "Beta Ltd"}}, true},
		{"a role without dates, one word", []cv.Experience{dated, {Position: "Dev"}}, true},
		{"en: a sentence cut at an open parenthesis", []cv.Experience{dated, {Company: "Analysis of requirements (epics, user stories",
			Responsibilities: []string{"process models) and test scenarios."}}}, false},
		{"de: a sentence cut at a hyphen and a full stop", []cv.Experience{dated, {Position: "Lasttests.", Company: "Planung von Funktions-",
			Responsibilities: []string{"Dokumentation der Ergebnisse."}}}, false},
		{"fr: a section's heading in capitals", []cv.Experience{dated, {Company: "APPROCHE", Responsibilities: []string{"Livrer vite et simplement"}}}, false},
		{"es: a list of single words", []cv.Experience{dated, {Position: "Autonomía", Company: "Maestría", Responsibilities: []string{"Propósito"}}}, false},
		{"de: a column of dates beside the roles", []cv.Experience{{Company: "Seit 08/18 bis heute", Duration: "05/18 – 07/18"}, {Duration: "08/17 – 05/18"},
			{Position: "Testmanagerin", Company: "Beispiel GmbH", Responsibilities: []string{"Testkonzepte erstellt"}},
			{Position: "Entwicklerin", Company: "Muster AG", Responsibilities: []string{"Schnittstellen gebaut"}}}, false},
		{"a column with fewer dates than undated roles", []cv.Experience{{Duration: "05/18 – 07/18"},
			{Position: "Testmanagerin", Company: "Beispiel GmbH"}, {Position: "Entwicklerin", Company: "Muster AG"}}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := cv.FormattedCV{Email: "a@b.c", ToolsTechnologies: []string{"Python"}, ProfessionalExperience: tt.entries}
			r := analyze(render(c), c, "Requirements:\n- Python", may2025)
			if got := has(r.Suggestions, "roles have none"); got != tt.tip {
				t.Errorf("dates tip %v, want %v: %q", got, tt.tip, r.Suggestions)
			}
		})
	}
}

// TestDatesTipForRolesDatedInTheirText: a role written as a line of text
// with its dates ("Worked as a Courier from 2021 to 2022") has dates, and
// the score counts them; the tip asks for a line of its own and quotes the
// dates, and never says the years cannot be counted (RJDB).
func TestDatesTipForRolesDatedInTheirText(t *testing.T) {
	tests := []struct {
		name, line, quoted string
	}{
		{"en", "Worked as a Courier and Messenger from 2021 to 2022, delivering parcels across the city.", "Worked as a Courier and Messenger from 2021 to 2022"},
		{"en, dates first", "2015 - 2016 : Worked as a Helper - construction trades.", "2015 - 2016 : Worked as a Helper"},
		{"de", "Tätig als Analyst von 2013 bis 2016 in der Versicherungsbranche.", "Tätig als Analyst von 2013 bis 2016"},
		{"fr", "A travaillé comme analyste de 2013 à 2016 dans une banque.", "A travaillé comme analyste de 2013 à 2016"},
		{"es", "Trabajó como analista de 2013 a 2016 en un banco.", "Trabajó como analista de 2013 a 2016"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := cv.FormattedCV{Email: "a@b.c", ToolsTechnologies: []string{"Python"},
				ProfessionalExperience: []cv.Experience{{Responsibilities: []string{tt.line}}}}
			r := analyze(render(c), c, "Requirements:\n- Python", may2025)
			if has(r.Suggestions, "cannot be counted") {
				t.Errorf("the tip says the years cannot be counted: %q", r.Suggestions)
			}
			if !has(r.Suggestions, "1 of your 1 roles have their dates only inside the text") || !has(r.Suggestions, tt.quoted) {
				t.Errorf("no tip quoting %q: %q", tt.quoted, r.Suggestions)
			}
		})
	}
	// A role with a title and no dates keeps the tip that it has none.
	c := cv.FormattedCV{Email: "a@b.c", ProfessionalExperience: []cv.Experience{{Position: "Analyst", Responsibilities: []string{"Led a project from 2013 to 2016."}}}}
	if r := analyze(render(c), c, "Requirements:\n- Python", may2025); !has(r.Suggestions, "1 of your 1 roles have none") {
		t.Errorf("a titled role without dates: %q", r.Suggestions)
	}
}
