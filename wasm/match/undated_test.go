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
