package parse

import (
	"strings"
	"testing"
)

// TestDatesUnderHead: a job head as wide as the column over its line of
// dates and place in the dates' type; the dates line is the head's dates,
// not the rest of its text.
func TestDatesUnderHead(t *testing.T) {
	tests := []struct{ lang, heading, head, dates, title string }{
		{"en", "WORK EXPERIENCE", "Solution Architect — Nordwind Logistics Ltd (4,000 staff, active in 30 countries)", "09/2016 - Present | Leeds, UK", "Solution Architect"},
		{"de", "BERUFSERFAHRUNG", "Lösungsarchitekt — Nordwind Logistik AG (4.000 Mitarbeiter, aktiv in 30 Ländern)", "09/2016 - heute | Kassel, Deutschland", "Lösungsarchitekt"},
		{"fr", "EXPÉRIENCE PROFESSIONNELLE", "Architecte solutions — Nordwind Logistique SA (4 000 salariés, présente dans 30 pays)", "09/2016 - aujourd'hui | Lille, France", "Architecte solutions"},
		{"es", "EXPERIENCIA PROFESIONAL", "Arquitecto de soluciones — Nordwind Logística SL (4.000 empleados, en 30 países)", "09/2016 - actualidad | Bilbao, España", "Arquitecto de soluciones"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			p := makePage(
				pl{800, "name", []box{at(54, "Alex Moreau")}},
				pl{780, "reg", []box{at(54, "alex@example.org")}},
				pl{750, "bold", []box{at(54, tt.heading)}},
				pl{730, "bold", []box{at(54, tt.head)}},
				pl{716, "reg", []box{at(54, tt.dates)}},
				pl{702, "reg", []box{at(54, "• Led a team of four engineers")}},
				pl{680, "bold", []box{at(54, "Support Engineer — Kettle GmbH")}},
				pl{666, "reg", []box{at(54, "01/2015 - 03/2016")}},
			)
			sizeAsOurPDF(p)
			jobs := PDF([]Page{p}).CV.ProfessionalExperience
			if len(jobs) != 2 {
				t.Fatalf("%d jobs, want 2: %+v", len(jobs), jobs)
			}
			// Title and company in either order: the read-back takes both.
			head := jobs[0].Position + " | " + jobs[0].Company
			if !strings.Contains(head, tt.title) || !strings.Contains(head, "Nordwind") || !strings.HasPrefix(jobs[0].Duration, "09/2016 - ") {
				t.Errorf("first job %q (%q), want %q and its company with its dates", head, jobs[0].Duration, tt.title)
			}
		})
	}
}
