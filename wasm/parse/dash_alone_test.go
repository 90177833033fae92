package parse

import "testing"

// A date range pasted one part a line, the dash alone between its ends
// (eloquent's date column), reads as one range; a dash alone between lines
// that are no dates stays where it is.
func TestDashAloneRanges(t *testing.T) {
	tests := []struct{ lang, work, start, end, want string }{
		{"en", "Experience", "July 2014", "February 2017", "July 2014 — February 2017"},
		{"de", "Berufserfahrung", "Juli 2014", "Februar 2017", "Juli 2014 — Februar 2017"},
		{"fr", "Expérience", "juillet 2014", "février 2017", "juillet 2014 — février 2017"},
		{"es", "Experiencia", "julio 2014", "febrero 2017", "julio 2014 — febrero 2017"},
		{"en open", "Experience", "July 2014", "Present", "July 2014 — Present"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			f := Text("Alex Moreau\nalex@example.org\n\n" + tt.work + "\n\nData Analyst\nKettle Analytics\n" +
				tt.start + "\n—\n" + tt.end + "\n\n· Built the weekly sales report for four regions.\n")
			if len(f.ProfessionalExperience) != 1 || f.ProfessionalExperience[0].Duration != tt.want {
				t.Errorf("jobs %+v, want one from %q", f.ProfessionalExperience, tt.want)
			}
		})
	}
	names := []line{{cells: []cell{{s: "Kettle Analytics"}}}, {cells: []cell{{s: "—"}}}, {cells: []cell{{s: "Data Analyst"}}}}
	if got := dashAloneRanges(names); len(got) != 3 || got[0].cells[0].s != "Kettle Analytics" {
		t.Errorf("a dash between names: %+v, want the three lines as they are", got)
	}
}
