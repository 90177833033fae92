package match

import (
	"strings"
	"testing"
)

// workAreaCV is a CV that fits workAreaJD's tools; area says where the
// person works.
func workAreaCV(area string) string {
	return "Jana Beispiel\nJava-Entwicklerin\n\n" + area + "\n\nBerufserfahrung\nJava-Entwicklerin, Acme, 01/2012 - 12/2023\nJava, Spring Boot, PostgreSQL, Docker, Kubernetes, REST-APIs, Git"
}

// workAreaJD is a post at place, asking what workAreaCV shows.
func workAreaJD(place string) string {
	return "Java-Entwickler (m/w/d)\n\n" + place + "\n\nAnforderungen:\n- Java\n- Spring Boot\n- PostgreSQL\n- Docker\n- Kubernetes\n- Git"
}

// TestWorkAreaElsewhere: a CV that names the countries the person works in
// and a post whose place is in another one get a checklist item not met,
// traced to both texts, and a score below 80 that says why; a CV that
// works anywhere, a post in one of its countries, a place the core does
// not know, two countries or remote work leave it out.
func TestWorkAreaElsewhere(t *testing.T) {
	tests := []struct {
		name, area, place string
		want, jd, cv      string // the country, "" for none; the item's words
	}{
		{"de: a marketplace's areas, a post in Germany", "PLZ-Gebiet, Land\nSchweiz\nStädte\nBern\n100 km\nKontaktwunsch",
			"Einsatzort\nKöln", "Germany", "Köln", "Schweiz"},
		{"de: postal areas, a post in Switzerland", "PLZ-Gebiet, Land\nD5D6\nKontaktwunsch",
			"Einsatzort: Zürich", "Switzerland", "Zürich", "D5D6"},
		{"de: the post's city in the areas", "PLZ-Gebiet, Land\nD5D6ÖsterreichSchweiz", "Einsatzort\nKöln", "", "", ""},
		{"de: the cities block alone", "Städte\nMünchen\n10 km\nKontaktwunsch", "Einsatzort: Basel", "Switzerland", "Basel", "München"},
		{"de: anywhere", "PLZ-Gebiet, Land\nD8Einsatzort unbestimmt", "Einsatzort: Zürich", "", "", ""},
		{"de: a project's place is no area", "Projekt Portal\nEinsatzort\nBasel", "Einsatzort: Köln", "", "", ""},
		{"de: a place the core does not know", "Einsatzgebiet: Schweiz", "Einsatzort: Nordheim", "", "", ""},
		{"en: mobility, a post in Switzerland", "Mobility: Germany, Austria", "Location: Zurich", "Switzerland", "Zurich", "Germany, Austria"},
		{"en: two countries", "Mobility: Germany", "Location: Basel or Strasbourg", "", "", ""},
		{"en: remote", "Mobility: Germany", "Location: Zurich / remote", "", "", ""},
		{"en: worldwide", "Preferred locations: worldwide", "Location: Zurich", "", "", ""},
		{"fr: mobility, a post in Switzerland", "Mobilité : France, Belgique", "Lieu de travail : Genève", "Switzerland", "Genève", "France, Belgique"},
		{"fr: the post in one of the countries", "Mobilité géographique : France, Suisse", "Lieu de travail : Genève", "", "", ""},
		{"es: mobility, a post in France", "Movilidad geográfica: España", "Ubicación: París", "France", "París", "España"},
		{"es: anywhere", "Movilidad geográfica: cualquier lugar", "Ubicación: París", "", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Analyze(workAreaCV(tt.area), workAreaJD(tt.place))
			var got *Check
			for i, c := range r.Checks {
				if strings.HasPrefix(c.Label, workAreaLabel) {
					got = &r.Checks[i]
				}
			}
			if tt.want == "" {
				if got != nil {
					t.Fatalf("item %+v, want none", *got)
				}
				return
			}
			if got == nil {
				t.Fatalf("no item, want %q (checks %+v)", workAreaLabel+tt.want, r.Checks)
			}
			if got.Label != workAreaLabel+tt.want || got.Status != NotMet || got.JD != tt.jd || got.CV != tt.cv {
				t.Errorf("item %+v, want %q not met with %q and %q", *got, workAreaLabel+tt.want, tt.jd, tt.cv)
			}
			if r.MatchPercentage >= capBelow || !strings.Contains(r.ScoreMeaning, "The job is in "+tt.want) {
				t.Errorf("score %d, meaning %q: want below %d, saying where the job is", r.MatchPercentage, r.ScoreMeaning, capBelow)
			}
		})
	}
}

// TestWorkAreaCVFitsOtherwise: the CV of TestWorkAreaElsewhere fits the
// post well without its area, so the rows above test the area, not the
// tools.
func TestWorkAreaCVFitsOtherwise(t *testing.T) {
	if r := Analyze(workAreaCV(""), workAreaJD("Einsatzort: Zürich")); r.MatchPercentage < capBelow {
		t.Fatalf("score %d without an area, want %d or more", r.MatchPercentage, capBelow)
	}
}

// TestPlacesIn: the countries a place line names, run together as a
// marketplace writes them, under their names in several languages, by a
// postcode's country letter.
func TestPlacesIn(t *testing.T) {
	tests := []struct {
		line string
		want string
		open bool
	}{
		{"D0D1D2D3", "DE", false},
		{"ÖsterreichSchweiz", "AT CH", false},
		{"D7D8ÖsterreichSchweizEinsatzort unbestimmt", "", true},
		{"Frankfurt am Main", "DE", false},
		{"Wien, Graz", "AT", false},
		{"Genf", "CH", false},
		{"Genève", "CH", false},
		{"Zurigo", "CH", false},
		{"CH-8001 Nordstadt", "CH", false},
		{"D-80331 Nordstadt", "DE", false},
		{"DACH", "AT CH DE", false},
		{"Allemagne, Suisse", "CH DE", false},
		{"Alemania", "DE", false},
		{"anywhere in Europe", "", true},
		{"Nordheim", "", false},
	}
	for _, tt := range tests {
		t.Run(tt.line, func(t *testing.T) {
			got, open := placesIn(tt.line)
			if strings.Join(got, " ") != tt.want || open != tt.open {
				t.Errorf("placesIn(%q) = %v, %v; want %q, %v", tt.line, got, open, tt.want, tt.open)
			}
		})
	}
}
