package parse

import "testing"

// TestEntryHeadNotSubheading: in a PDF whose entry heads are set in the
// section titles' bold font one point smaller (Shortlist's own layout), a
// head read as a heading by its last word ("Mobile Payments Project") over a
// line of dates alone is a job, not a subheading that groups the jobs
// under it and is dropped (en/de/fr/es).
func TestEntryHeadNotSubheading(t *testing.T) {
	tests := []struct{ lang, heading, named string }{
		{"en", "WORK EXPERIENCE", "Mobile Payments Project"},
		{"de", "BERUFSERFAHRUNG", "Plattform Migration Projekte"},
		{"fr", "EXPÉRIENCE PROFESSIONNELLE", "Migration des Projets"},
		{"es", "EXPERIENCIA PROFESIONAL", "Portal de Formación"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			p := makePage(
				pl{800, "name", []box{at(54, "Alex Moreau")}},
				pl{780, "reg", []box{at(54, "alex@example.org")}},
				pl{750, "bold", []box{at(54, tt.heading)}},
				pl{730, "bold", []box{at(54, "Frontend Lead — Nordwind Labs")}},
				pl{716, "reg", []box{at(54, "10/2018 - 10/2019 | Berlin")}},
				pl{702, "reg", []box{at(54, "• Led a team of four engineers")}},
				pl{680, "bold", []box{at(54, tt.named)}},
				pl{666, "reg", []box{at(54, "04/2017 - 05/2017")}},
				pl{644, "bold", []box{at(54, "Support Engineer — Kettle GmbH")}},
				pl{630, "reg", []box{at(54, "01/2015 - 03/2017")}},
			)
			sizeAsOurPDF(p)
			f := PDF([]Page{p}).CV
			jobs := f.ProfessionalExperience
			if len(jobs) != 3 {
				t.Fatalf("%d jobs, want 3: %+v", len(jobs), jobs)
			}
			if got := jobs[1].Position + jobs[1].Company; got != tt.named || jobs[1].Duration != "04/2017 - 05/2017" {
				t.Errorf("second job %q (%q), want %q", got, jobs[1].Duration, tt.named)
			}
		})
	}
}

// sizeAsOurPDF gives a page made with makePage the type sizes of
// Shortlist's own PDF: the name 20 pt, the section heading (the line at
// 750) 11.5 pt, heads 10.5 pt, the rest as made.
func sizeAsOurPDF(p Page) {
	for i, it := range p.Items {
		switch {
		case it.Font == "name":
			p.Items[i].H = 20
		case it.Y == 750:
			p.Items[i].H = 11.5
		case it.Font == "bold":
			p.Items[i].H = 10.5
		}
	}
}
