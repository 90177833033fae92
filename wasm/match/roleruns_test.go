package match

import (
	"slices"
	"testing"
)

// The role after "years as" ends where the line goes on to say what was
// done in it.
func TestRoleAfterYearsEndsWhereTheLineRunsOn(t *testing.T) {
	tests := []struct {
		name, line, want string
	}{
		{"en participle", "4+ years as Java Developer dealing specifically with payment systems", "4+ years as Java Developer"},
		{"en beyond", "5+ years as Life Scientist beyond traditional limits", "5+ years as Life Scientist"},
		{"en trailing or", "5 years as Artist or", "5+ years as Artist"},
		{"en two roles stay", "5 years as Farm worker and laborer", "5+ years as Farm worker and laborer"},
		{"de", "Mindestens 3 Jahre als Projektleiter verantwortlich", "3+ years as Projektleiter"},
		{"de tätig", "5 Jahre als Softwareentwickler erfolgreich tätig", "5+ years as Softwareentwickler"},
		{"fr", "5 ans comme chef de projet chargé du déploiement", "5+ years as chef de projet"},
		{"es", "5 años como desarrollador trabajando en banca", "5+ years as desarrollador"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := yearsNames("Requirements:\n- " + tt.line)
			if len(got) != 1 || got[0] != tt.want {
				t.Errorf("years %q, want %q", got, tt.want)
			}
		})
	}
}

// A role asked "N years as" ends before a modal verb: the clause after it
// says how much the role counts, not what it is (en/de/fr/es).
func TestRoleEndsBeforeAModal(t *testing.T) {
	cases := []struct{ name, jd, want string }{
		{"en would", "Requirements:\n- 3 years as a Glazier would be ideal.", "3+ years as Glazier"},
		{"en will", "Requirements:\n- An additional 2 years as a Deck Officer will be preferable.", "2+ years as Deck Officer"},
		{"de wäre", "Anforderungen:\n- Mindestens 3 Jahre als Lagerist wäre wünschenswert.", "3+ years as Lagerist"},
		{"fr serait", "Profil :\n- 3 ans comme Menuisier serait apprécié.", "3+ years as Menuisier"},
		{"es sería", "Requisitos:\n- 3 años como Soldador sería ideal.", "3+ years as Soldador"},
	}
	for _, tt := range cases {
		t.Run(tt.name, func(t *testing.T) {
			got := yearsNames(tt.jd)
			if !slices.Contains(got, tt.want) {
				t.Errorf("years requirements %q, want %q", got, tt.want)
			}
		})
	}
}
