package parse

import "testing"

// A work entry's range that a viewer pasted under the next heading (the
// page's date column after the page's last line, eloquent) is the entry's;
// under a heading whose part above has dates of its own, the range stays
// where it is.
func TestRangeUnderNextHeading(t *testing.T) {
	tests := []struct{ lang, work, projects, start, end, want string }{
		{"en", "EXPERIENCE", "PROJECTS", "March 2015", "June 2018", "March 2015 — June 2018"},
		{"de", "BERUFSERFAHRUNG", "PROJEKTE", "März 2015", "Juni 2018", "März 2015 — Juni 2018"},
		{"fr", "EXPÉRIENCE", "PROJETS", "mars 2015", "juin 2018", "mars 2015 — juin 2018"},
		{"es", "EXPERIENCIA", "PROYECTOS", "marzo 2015", "junio 2018", "marzo 2015 — junio 2018"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			f := Text("Alex Moreau\nalex@example.org\n\n" + tt.work + "\nOperations Lead, Harbour Freight Co\n" +
				"Harbour Freight Co moves parcels between four coastal depots.\n- Cut the weekly returns backlog by a third\n\n" +
				tt.projects + "\n\n" + tt.start + "\n—\n" + tt.end + "\n\n\n" +
				"Route Planner, Maintainer\nA small tool that plans delivery rounds.\n\n" +
				"January 2012\n—\nJanuary 2013\n")
			if len(f.ProfessionalExperience) != 1 || f.ProfessionalExperience[0].Duration != tt.want {
				t.Errorf("jobs %+v, want one from %q", f.ProfessionalExperience, tt.want)
			}
		})
	}
	t.Run("dated above", func(t *testing.T) {
		f := Text("Alex Moreau\nalex@example.org\n\nEXPERIENCE\nOperations Lead, Harbour Freight Co\n2019 — 2021\n" +
			"- Cut the weekly returns backlog by a third\n\nPROJECTS\n\nMarch 2015 — June 2018\n\nRoute Planner\nA small tool that plans delivery rounds.\n")
		if len(f.ProfessionalExperience) != 1 || f.ProfessionalExperience[0].Duration != "2019 — 2021" {
			t.Errorf("jobs %+v, want one from 2019 — 2021", f.ProfessionalExperience)
		}
	})
}
