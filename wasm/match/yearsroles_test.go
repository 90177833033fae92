package match

import (
	"slices"
	"testing"
)

// A sentence that asks years in two or more roles asks each: the first
// role ends where the next one's years begin, and each later role is a
// requirement of its own (en/de/fr/es).
func TestYearsInEachRoleOfASentence(t *testing.T) {
	cases := []struct {
		name, jd string
		want     []string
	}{
		{"en and a minimum of", "Requirements:\n- At least 3 years of experience as a Harbour Pilot and a minimum of 2 years as a Deck Officer.",
			[]string{"3+ years as Harbour Pilot", "2+ years as Deck Officer"}},
		{"en a list", "Requirements:\n- Minimum of 4 years as a Glazier, 2 years as a Roofer and 1 year as a Site Foreman.",
			[]string{"4+ years as Glazier", "2+ years as Roofer", "1+ years as Site Foreman"}},
		{"en followed by", "Requirements:\n- Five years as a Lab Technician followed by two years as a Lab Manager.",
			[]string{"5+ years as Lab Technician", "2+ years as Lab Manager"}},
		{"de und mindestens", "Anforderungen:\n- Mindestens 3 Jahre Erfahrung als Lagerist und mindestens 2 Jahre als Schichtleiter.",
			[]string{"3+ years as Lagerist", "2+ years as Schichtleiter"}},
		{"fr et au moins", "Profil :\n- 3 ans d'expérience comme Menuisier et au moins 2 ans comme Chef d'atelier.",
			[]string{"3+ years as Menuisier", "2+ years as Chef d'atelier"}},
		{"es y al menos", "Requisitos:\n- 3 años de experiencia como Soldador y al menos 2 años como Jefe de taller.",
			[]string{"3+ years as Soldador", "2+ years as Jefe de taller"}},
		{"one role stays one", "Requirements:\n- 5 years of experience as a Harbour Pilot.",
			[]string{"5+ years as Harbour Pilot"}},
		{"years before a role stay whole", "Requirements:\n- 6 years of experience, 2 years of them as a Deck Officer.",
			[]string{"6+ years as Deck Officer"}},
	}
	for _, tt := range cases {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			for _, r := range Requirements(tt.jd) {
				if r.Kind == KindYears {
					got = append(got, r.Name)
				}
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("years requirements %q, want %q", got, tt.want)
			}
		})
	}
}
