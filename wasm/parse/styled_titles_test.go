package parse

import "testing"

// TestStyledVolunteerTitle: a section title that names volunteering only
// in capitals elsewhere ("Volunteer" in title case), set in the margin in
// the titles' font on the row of its first entry (flat), opens the
// volunteering section: its role is no experience, in en/de/fr/es (issue
// 34).
func TestStyledVolunteerTitle(t *testing.T) {
	tests := []struct{ lang, work, education, volunteer, role, club string }{
		{"en", "Work", "Education", "Volunteer", "Data Mentor", "Code Club Riverside"},
		{"de", "Berufserfahrung", "Ausbildung", "Ehrenamtlich", "Datenmentorin", "Code Club Flussufer"},
		{"fr", "Expérience professionnelle", "Formation", "Bénévole", "Mentor données", "Club de code Rivière"},
		{"es", "Experiencia", "Educación", "Voluntario", "Mentora de datos", "Club de código Ribera"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			page := makePage(
				pl{800, "big", []box{at(170, "Jane Doe")}},
				pl{780, "reg", []box{at(170, "Data Analyst")}},
				pl{700, "reg", []box{title(20, tt.work), at(170, "Northwind Analytics"), at(460, "2021-08 — 2024-01")}},
				pl{684, "reg", []box{at(170, "Data Analyst")}},
				pl{668, "reg", []box{at(200, "Built the weekly sales dashboards for the regional managers.")}},
				pl{600, "reg", []box{title(20, tt.volunteer), at(170, tt.club), at(460, "2022-01 — 2023-06")}},
				pl{584, "reg", []box{at(170, tt.role)}},
				pl{568, "reg", []box{at(200, "Taught data cleaning to volunteers on community projects.")}},
				pl{500, "reg", []box{title(20, tt.education), at(170, "Riverside University"), at(460, "2015 — 2019")}},
				pl{484, "reg", []box{at(170, "Bachelor of Statistics")}},
			)
			got := PDF([]Page{page}).CV
			if len(got.ProfessionalExperience) != 1 || got.ProfessionalExperience[0].Company != "Northwind Analytics" {
				t.Errorf("experience %+v: want Northwind Analytics alone", got.ProfessionalExperience)
			}
			if len(got.Volunteering) != 1 {
				t.Errorf("volunteering %+v: want the %s role", got.Volunteering, tt.club)
			}
		})
	}
}
