package parse

import (
	"slices"
	"testing"
)

// A single interest that is a section title word for word ("Open Source")
// under an interests title in capitals stays an interest: it opens no
// section (the read-back of our own files of a CV with that one interest
// named it missing).
func TestFirstInterestNamedLikeHeading(t *testing.T) {
	tests := []struct{ lang, experience, interests, interest, volunteering string }{
		{"en", "WORK EXPERIENCE", "INTERESTS", "Open Source", "VOLUNTEERING"},
		{"de", "BERUFSERFAHRUNG", "INTERESSEN", "Ehrenamt", "EHRENAMT"},
		{"fr", "EXPÉRIENCE PROFESSIONNELLE", "CENTRES D'INTÉRÊT", "Bénévolat", "BÉNÉVOLAT"},
		{"es", "EXPERIENCIA PROFESIONAL", "INTERESES", "Voluntariado", "VOLUNTARIADO"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			f := Text("Alex Moreau\nalex@example.org\n\n" + tt.experience + "\n\nLead Developer — Nordwind Labs\n2015 - 2020\n\n" +
				tt.interests + "\n\n" + tt.interest + "\n\n" + tt.volunteering + "\n\nWorkshop Organizer — Kettle Community\n2020 - 2022\n")
			if !slices.Equal(f.Interests, []string{tt.interest}) {
				t.Errorf("interests %q, want %q; projects %+v; volunteering %+v; other %+v", f.Interests, tt.interest, f.Projects, f.Volunteering, f.OtherSections)
			}
			if len(f.Volunteering) != 1 {
				t.Errorf("volunteering %+v, want the one role", f.Volunteering)
			}
		})
	}
}
