package match

// Tables for the classes of issue 36 (real posts and marketplace profiles),
// from examples written here, not from the evaluation data.

import (
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/shortlist/shortlist/wasm/parse"
)

func TestCompoundTitlesHaveFamilies(t *testing.T) {
	tests := []struct {
		title string
		want  []string
	}{
		{"Softwaretester für Bankprojekte", []string{"quality"}},
		{"Anwendungsentwickler Java", []string{"software"}},
		{"Datenbankadministrator", []string{"infrastructure"}},
		{"Testanalyst", []string{"data", "quality"}},
		{"Softwareentwicklung in C++ und Qt", []string{"software"}},
		{"Backend Developer", []string{"software"}},
		{"Sachbearbeiterin", nil},
	}
	for _, tt := range tests {
		t.Run(tt.title, func(t *testing.T) {
			got := slices.Sorted(maps.Keys(familiesOf(tt.title)))
			if !slices.Equal(got, tt.want) {
				t.Errorf("familiesOf(%q) = %v, want %v", tt.title, got, tt.want)
			}
		})
	}
}

func TestTitleUnderALabel(t *testing.T) {
	tests := []struct{ jd, want string }{
		{"Titel\nSoftwaretester für Bankprojekte (m/w/d)\nBeginn\n01.02.2026", "Softwaretester für Bankprojekte"},
		{"Title\nPlatform Engineer\nStart\nASAP", "Platform Engineer"},
		{"Titre\nDéveloppeur Java\nDébut\njanvier", "Développeur Java"},
		{"Título\nAnalista de datos\nInicio\nenero", "Analista de datos"},
		{"Titel\nScrum Master (m/w/d)\nDauer\n6 Monate", "Scrum Master"},
	}
	for _, tt := range tests {
		t.Run(tt.want, func(t *testing.T) {
			r, ok := titleIn(tt.jd)
			if !ok || r.Name != tt.want {
				t.Errorf("titleIn = %q, %v; want %q", r.Name, ok, tt.want)
			}
		})
	}
	if r, ok := titleIn("Master's degree required"); ok {
		t.Errorf("a degree line read as the title %q", r.Name)
	}
}

// A marketplace profile: its furniture shows nothing, its headline and the
// roles after "Rolle" are role titles.
func TestMarketplaceProfileIsReadAsACV(t *testing.T) {
	profileText := strings.Join([]string{
		"Softwareentwickler Java, Spring, Kafka, SQL, Git",
		"Kontaktieren", "Auf die Merkliste", "verfügbar ab", "01.03.2026", "PLZ-Gebiet, Land", "D8",
		"Projekthistorie", "01/2022 - 12/2024", "Versicherung", "Rolle", "Backend-Entwickler",
		"Umsetzung von Microservices mit Spring Boot",
	}, "\n")
	p := newProfile(profileText, parse.Text(profileText), may2025)
	for _, ln := range p.lines {
		if isFurniture(ln) {
			t.Errorf("furniture line %q kept", ln)
		}
	}
	for _, want := range []string{"Softwareentwickler Java, Spring, Kafka, SQL, Git", "Backend-Entwickler"} {
		if !strings.Contains(p.titles, want) {
			t.Errorf("titles %q lack %q", p.titles, want)
		}
	}
	tester := "Titel\nSoftwaretester (m/w/d)\nAnforderungen\n- Java\n- Spring Boot\n- Kafka\n- SQL\n- Git"
	if r := reportOf(profileText, tester); r.MatchPercentage >= capBelow {
		t.Errorf("a developer for a tester post scored %d: %s", r.MatchPercentage, r.ScoreMeaning)
	}
	developer := strings.Replace(tester, "Softwaretester", "Java Softwareentwickler", 1)
	if r := reportOf(profileText, developer); r.MatchPercentage < capBelow {
		t.Errorf("a developer for a developer post scored %d: %s", r.MatchPercentage, r.ScoreMeaning)
	}
}

func TestCompoundsAreReadAsTwoWords(t *testing.T) {
	tests := []struct {
		word string
		want []string
	}{
		{"softwaretester", []string{"software", "tester"}},
		{"anwendungsentwickler", []string{"anwendung", "entwickler"}},
		{"datenbankadministration", []string{"datenbank", "administration"}},
		{"testautomatisierung", []string{"test", "automatisierung"}},
		{"protest", nil},
		{"developer", nil},
	}
	for _, tt := range tests {
		if got := compoundParts(tt.word); !slices.Equal(got, tt.want) {
			t.Errorf("compoundParts(%q) = %v, want %v", tt.word, got, tt.want)
		}
	}
}
