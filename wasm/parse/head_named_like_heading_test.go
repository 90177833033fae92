package parse

import "testing"

// A job whose head ends in a section's word ("… Project", "… Ausbildung")
// over a line of its dates alone stays a job of the experience section:
// it opens no projects or education section (the read-back of our own
// Word file named such a job missing).
func TestEntryHeadNamedLikeHeading(t *testing.T) {
	tests := []struct {
		lang, heading, first, firstDates, named, dates string
	}{
		{"en", "WORK EXPERIENCE", "Frontend Lead — Nordwind Labs", "10/2018 - 10/2019 | Berlin", "Mobile Payments Project", "04/2017 - 05/2017"},
		{"de", "BERUFSERFAHRUNG", "Teamleiter Frontend — Nordwind Labs", "10/2018 - 10/2019 | Berlin", "Plattform Migration Projekte", "04/2017 - 05/2017"},
		{"fr", "EXPÉRIENCE PROFESSIONNELLE", "Responsable frontend — Nordwind Labs", "10/2018 - 10/2019 | Lyon", "Migration des Projets", "04/2017 - 05/2017"},
		{"es", "EXPERIENCIA PROFESIONAL", "Jefe de frontend — Nordwind Labs", "10/2018 - 10/2019 | Madrid", "Portal de Formación", "04/2017 - 05/2017"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			text := "Alex Moreau\nalex@example.org\n\n" + tt.heading + "\n\n" + tt.first + "\n" + tt.firstDates +
				"\n• Led a team of four engineers\n\n" + tt.named + "\n" + tt.dates + "\n\nSupport Engineer — Kettle GmbH\n01/2015 - 03/2017\n"
			f := Text(text)
			jobs := f.ProfessionalExperience
			if len(jobs) != 3 {
				t.Fatalf("%d jobs, want 3: %+v; projects %+v; education %+v", len(jobs), jobs, f.Projects, f.Education)
			}
			if got := jobs[1].Position + jobs[1].Company; got != tt.named || jobs[1].Duration != tt.dates {
				t.Errorf("second job %q (%q), want %q (%q)", got, jobs[1].Duration, tt.named, tt.dates)
			}
		})
	}
}
