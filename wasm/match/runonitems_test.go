package match

import (
	"slices"
	"testing"
)

// TestRunOnItemsAreQuotedApart: a German knowledge compound after a noun
// starts a new item of a run-on line, which the points quote apart (issue
// 35, audit class 1); an adjective before it, or a capitalised
// "Knowledge" in English, French or Spanish, starts none.
func TestRunOnItemsAreQuotedApart(t *testing.T) {
	tests := []struct {
		name, line string
		want       []string
	}{
		{"de", "Erfahrung in Schulungen Bankenkenntnisse", []string{"Erfahrung in Schulungen", "Bankenkenntnisse"}},
		{"de two", "Erfahrung mit Java Projekterfahrung im Handel", []string{"Erfahrung mit Java", "Projekterfahrung im Handel"}},
		{"de adjective", "Sehr gute Deutsch- und gute Englischkenntnisse", []string{"Sehr gute Deutsch- und gute Englischkenntnisse"}},
		{"en", "Show in-depth Knowledge of Accounting Principles", []string{"Show in-depth Knowledge of Accounting Principles"}},
		{"fr", "Une solide Connaissance des Normes Comptables", []string{"Une solide Connaissance des Normes Comptables"}},
		{"es", "Amplio Conocimiento de Normas Contables", []string{"Amplio Conocimiento de Normas Contables"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := runOnItems(tt.line); !slices.Equal(got, tt.want) {
				t.Errorf("runOnItems(%q) = %q, want %q", tt.line, got, tt.want)
			}
		})
	}
	r := Requirement{Kind: KindQualification, Name: tests[0].line, Importance: Preferred, Text: tests[0].line, Clause: tests[0].line}
	want := "The job would like “Erfahrung in Schulungen” and “Bankenkenntnisse”; your CV shows none of them."
	if got := weakness(r, profileOf("Jane Doe\n")); got != want {
		t.Errorf("weakness = %q, want %q", got, want)
	}
}
