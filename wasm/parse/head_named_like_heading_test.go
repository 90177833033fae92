package parse

import (
	"strings"
	"testing"
)

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

// TestEntryHeadsInHeadingStyle: in Shortlist's own PDF, where every job's
// head reads as a heading by its last word ("Eight years field experience",
// made-up) over a line of its dates alone, the heads' font is not taken
// for a headings' font: each stays a job of the experience section, none
// opens a section of its own (en/de/fr/es).
func TestEntryHeadsInHeadingStyle(t *testing.T) {
	tests := []struct{ lang, heading, first, second string }{
		{"en", "WORK EXPERIENCE", "Eight years field experience", "Five years field experience"},
		{"de", "BERUFSERFAHRUNG", "Drei Jahre Berufserfahrung", "Zwei Jahre Berufserfahrung"},
		{"fr", "EXPÉRIENCE PROFESSIONNELLE", "Trois années expérience", "Deux années expérience"},
		{"es", "EXPERIENCIA PROFESIONAL", "Tres años de experiencia", "Dos años de experiencia"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			if !isHeadingText(tt.first) {
				t.Fatalf("%q does not read as a heading: the row tests nothing", tt.first)
			}
			p := makePage(
				pl{800, "name", []box{at(54, "Alex Moreau")}},
				pl{780, "reg", []box{at(54, "alex@example.org")}},
				pl{750, "bold", []box{at(54, tt.heading)}},
				pl{728, "bold", []box{at(54, tt.first)}},
				pl{714, "reg", []box{at(54, "2016 - 2019")}},
				pl{699, "reg", []box{at(66, "• Built the data platform of a small shop")}},
				pl{678, "bold", []box{at(54, tt.second)}},
				pl{664, "reg", []box{at(54, "2013 - 2015")}},
				pl{649, "reg", []box{at(66, "• Ran the nightly reports of a small shop")}},
				pl{628, "bold", []box{at(54, tt.second)}},
				pl{614, "reg", []box{at(54, "2011 - 2013")}},
				pl{599, "reg", []box{at(66, "• Tuned the queries of a small shop")}},
			)
			sizeAsOurPDF(p)
			f := PDF([]Page{p}).CV
			var got []string
			for _, j := range f.ProfessionalExperience {
				got = append(got, j.Position+j.Company+" ("+j.Duration+")")
			}
			want := []string{tt.first + " (2016 - 2019)", tt.second + " (2013 - 2015)", tt.second + " (2011 - 2013)"}
			if strings.Join(got, "; ") != strings.Join(want, "; ") || len(f.OtherSections) > 0 {
				t.Errorf("jobs %q, other sections %+v; want jobs %q", got, f.OtherSections, want)
			}
		})
	}
}
