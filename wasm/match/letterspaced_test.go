package match

import "testing"

// A heading pasted in spaced letters ends the work as the heading does:
// the school's dates under it are no years of work.
func TestLetterSpacedHeading(t *testing.T) {
	tests := []struct {
		name    string
		heading string
	}{
		{"en", "E D U C AT I O N"},
		{"de", "A U S B I L D U N G"},
		{"fr", "F O R M AT I O N"},
		{"es", "E D U C A C I Ó N"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			lines := []string{"Experience", "Sales Associate at Example Stores", "Mar 2021 - Current", "Sold plans to retailers across the region",
				tt.heading, "Bachelor of Example Studies at", "State University of Example", "Sept 2014 - Jun 2018"}
			if got := len(datedLines(lines, may2025)); got != 1 {
				t.Errorf("%d dated roles, want the job's only", got)
			}
		})
	}
	if letterSpaced("A B testing") || letterSpaced("UX UI QA") || letterSpaced("C 1 B 2") {
		t.Error("a line of short words read as a spaced heading")
	}
}

// A heading set in the gutter beside its part's first line ends the work
// as a heading on its own line does.
func TestGutterHeading(t *testing.T) {
	tests := []struct{ name, heading, school string }{
		{"en", "Education", "State University of Example"},
		{"de", "Ausbildung", "Technische Universität Beispielstadt Nord"},
		{"fr", "Formation", "Université Exemple de Lyon"},
		{"es", "Educación", "Universidad de Ejemplo Norte"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			lines := []string{"Experience\tSales Associate", "Example Stores", "Mar 2021 – Present", "Sold yearly plans to retailers across the whole region.",
				tt.heading + "\t" + tt.school, "Sales and Marketing Studies", "Aug 2015 – May 2019"}
			if got := len(datedLines(lines, may2025)); got != 1 {
				t.Errorf("%d dated roles, want the job's only", got)
			}
		})
	}
}
