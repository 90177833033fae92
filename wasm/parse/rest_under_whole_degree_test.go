package parse

import (
	"strings"
	"testing"
)

// TestRestUnderWholeDegree: in education, a degree over its school over its
// dates, then a head that names neither a degree nor a school (a title over
// an organisation over its dates, with its items): the second head opens
// the second entry instead of running on under the first one's dates, in
// en/de/fr/es (the Word read-back's text, a blank line above each entry).
func TestRestUnderWholeDegree(t *testing.T) {
	tests := []struct{ lang, heading, degree, school, title, org, label string }{
		{"en", "EDUCATION", "Bachelor of Science, Computing", "Northfield State University", "Mobile Developer", "Brightlane, Leeds, UK", "Tools"},
		{"de", "AUSBILDUNG", "Bachelor Informatik", "Universität Nordstadt", "App-Entwickler", "Kettlewerk, Kassel, Deutschland", "Werkzeuge"},
		{"fr", "FORMATION", "Master Informatique", "Université de Valmont", "Développeur mobile", "Lumière Conseil, Lille, France", "Outils"},
		{"es", "EDUCACIÓN", "Grado Informática", "Universidad de Montalto", "Desarrollador móvil", "Brisa Digital, Bilbao, España", "Herramientas"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			text := strings.Join([]string{
				"Jane Doe", "Engineer", "jane@example.org", "",
				"", tt.heading, "",
				tt.degree, tt.school, "09/2009 – 06/2014", "",
				tt.title, tt.org, "03/2017 – 09/2017", tt.label + ": Kotlin, Swift, Git",
				"", "", "SKILLS", "", "• Swift", "• Go",
			}, "\n")
			edu := Text(text).Education
			if len(edu) != 2 {
				t.Fatalf("%d entries, want 2: %+v", len(edu), edu)
			}
			// The organisation's place may go to the entry's location.
			org, _, _ := strings.Cut(tt.org, ",")
			got := edu[1].Degree + " | " + edu[1].Institution
			if !strings.Contains(got, tt.title) || !strings.Contains(got, org) || edu[1].Duration != "03/2017 – 09/2017" {
				t.Errorf("second entry %q (%q), want %q and %q over its dates", got, edu[1].Duration, tt.title, org)
			}
			if edu[0].Institution != tt.school || edu[0].Duration != "09/2009 – 06/2014" {
				t.Errorf("first entry %+v, want %q over its dates", edu[0], tt.school)
			}
		})
	}
}

// TestTitleOverDatesUnderWholeDegree: the same in Shortlist's own PDF,
// where the title and organisation stand in the head's type, set apart
// under the whole degree's dates: they head the next entry, not the
// first one's course list (coursesUnderSchool), in en/de/fr/es.
func TestTitleOverDatesUnderWholeDegree(t *testing.T) {
	tests := []struct{ lang, heading, degree, school, title, org, label string }{
		{"en", "EDUCATION", "Bachelor of Science, Computing", "Northfield State University", "Mobile Developer", "Brightlane, Leeds, UK", "Tools"},
		{"de", "AUSBILDUNG", "Bachelor Informatik", "Hochschule Nordstadt", "App-Entwickler", "Kettlewerk, Kassel, Deutschland", "Werkzeuge"},
		{"fr", "FORMATION", "Master Informatique", "Université de Valmont", "Développeur mobile", "Lumière Conseil, Lille, France", "Outils"},
		{"es", "EDUCACIÓN", "Grado Informática", "Universidad de Montalto", "Desarrollador móvil", "Brisa Digital, Bilbao, España", "Herramientas"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			p := makePage(
				pl{800, "name", []box{at(54, "Alex Moreau")}},
				pl{780, "reg", []box{at(54, "alex@example.org")}},
				pl{750, "bold", []box{at(54, tt.heading)}},
				pl{728, "bold", []box{at(54, tt.degree)}},
				pl{713, "bold", []box{at(54, tt.school)}},
				pl{700, "reg", []box{at(54, "09/2009 – 06/2014")}},
				pl{678, "bold", []box{at(54, tt.title)}},
				pl{663, "bold", []box{at(54, tt.org)}},
				pl{650, "reg", []box{at(54, "03/2017 – 09/2017")}},
				pl{634, "reg", []box{at(54, tt.label+": Kotlin, Swift, Git")}},
			)
			sizeAsOurPDF(p)
			edu := PDF([]Page{p}).CV.Education
			if len(edu) != 2 {
				t.Fatalf("%d entries, want 2: %+v", len(edu), edu)
			}
			org, _, _ := strings.Cut(tt.org, ",")
			got := edu[1].Degree + " | " + edu[1].Institution
			if !strings.Contains(got, tt.title) || !strings.Contains(got, org) || edu[1].Duration != "03/2017 – 09/2017" {
				t.Errorf("second entry %q (%q), want %q and %q over its dates", got, edu[1].Duration, tt.title, org)
			}
			if edu[0].Description != "" {
				t.Errorf("first entry's description %q, want none", edu[0].Description)
			}
		})
	}
}
