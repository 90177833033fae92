package match

import (
	"slices"
	"strings"
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
			got := yearsNames(tt.jd)
			if !slices.Equal(got, tt.want) {
				t.Errorf("years requirements %q, want %q", got, tt.want)
			}
		})
	}
}

// A CV that holds the role a post requires years in, dated too short to
// reach 70 % of them, clearly does not meet it: the score stays below 80
// (en/de/fr/es). A CV without the role is asked about it and not held.
func TestRoleYearsClearlyShortCapTheScore(t *testing.T) {
	cases := []struct {
		name, cv, jd string
		capped       bool
	}{
		{"en too short", "Jane Doe\nExperience\nHarbour Pilot, Port Co, Jan 2023 – Dec 2023\nSkills: navigation, radar, pilotage\n",
			"Requirements:\n- navigation\n- radar\n- pilotage\n- At least 4 years of experience as a Harbour Pilot (must)", true},
		{"en long enough", "Jane Doe\nExperience\nHarbour Pilot, Port Co, Jan 2019 – Dec 2023\nSkills: navigation, radar, pilotage\n",
			"Requirements:\n- navigation\n- radar\n- pilotage\n- At least 4 years of experience as a Harbour Pilot (must)", false},
		{"en without the role", "Jane Doe\nExperience\nDeck Officer, Port Co, Jan 2015 – Dec 2023\nSkills: navigation, radar, pilotage\n",
			"Requirements:\n- navigation\n- radar\n- pilotage\n- At least 4 years of experience as a Harbour Pilot (must)", false},
		{"de too short", "Max Muster\nBerufserfahrung\nSchichtleiter, Lager GmbH, 01/2023 – 12/2023\nKenntnisse: SAP, Logistik, Lagerverwaltung\n",
			"Anforderungen:\n- SAP\n- Logistik\n- Lagerverwaltung\n- Mindestens 5 Jahre Erfahrung als Schichtleiter (zwingend erforderlich)", true},
		{"fr too short", "Jean Dupont\nExpérience\nMenuisier, Atelier SARL, 01/2023 – 12/2023\nCompétences : SAP, logistique, menuiserie\n",
			"Exigences :\n- SAP\n- logistique\n- menuiserie\n- 5 ans d'expérience comme Menuisier (obligatoire)", true},
		{"es too short", "Juan Pérez\nExperiencia\nSoldador, Taller SL, 01/2023 – 12/2023\nHabilidades: SAP, logística, soldadura\n",
			"Requisitos:\n- SAP\n- logística\n- soldadura\n- 5 años de experiencia como Soldador (imprescindible)", true},
	}
	for _, tt := range cases {
		t.Run(tt.name, func(t *testing.T) {
			r := analyze(tt.cv, parsedText(tt.cv), tt.jd, 2024*12)
			capped := strings.Contains(r.ScoreMeaning, "stays below 80%")
			if capped != tt.capped {
				t.Errorf("capped %v, want %v: score %d, %q (checks %+v)", capped, tt.capped, r.MatchPercentage, r.ScoreMeaning, r.Checks)
			}
			if capped && r.MatchPercentage >= capBelow {
				t.Errorf("score %d, want below %d", r.MatchPercentage, capBelow)
			}
		})
	}
}

// yearsNames are the names of the years requirements Requirements reads
// from jd, in its order.
func yearsNames(jd string) []string {
	var out []string
	for _, r := range Requirements(jd) {
		if r.Kind == KindYears {
			out = append(out, r.Name)
		}
	}
	return out
}
