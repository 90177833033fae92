package match

import (
	"strings"
	"testing"

	"github.com/shortlist/shortlist/wasm/cv"
)

// TestUnreadDegreeIsNamed: a degree of the CV's education whose level no
// education word names is quoted, and asked about, instead of "your CV does
// not show one" (audit class 3); the score does not move.
func TestUnreadDegreeIsNamed(t *testing.T) {
	tests := []struct {
		name, degree string
		inText       bool // the degree stands in the CV's text as written
		want         string
	}{
		{"en: a diploma", "Diploma Business Informatics", true, "Diploma Business Informatics"},
		{"de: a Hochschul certificate", "Hochschulzertifikat Projektmanagement", true, "Hochschulzertifikat Projektmanagement"},
		{"fr: an engineering course", "Formation d'ingénieur en alternance", true, "Formation d'ingénieur en alternance"},
		{"es: an expert's title", "Título de experto en redes", true, "Título de experto en redes"},
		{"en: no degree words", "Gardening and cooking", true, ""},
		{"en: not the CV's own words", "Diploma Business Informatics", false, ""},
	}
	jd := "Engineer\n\nRequirements:\n- A completed vocational training or a degree\n- Python"
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := dutyCV("Built Python services for three teams")
			c.Education = []cv.Education{{Degree: tt.degree, Institution: "Acme School", Duration: "2002 - 2007"}}
			text := "Engineer, Acme, 2019 - 2024\nBuilt Python services for three teams\nEducation\nAcme School, 2002 - 2007"
			if tt.inText {
				text += "\n" + tt.degree
			}
			got := analyze(text, c, jd, may2025)
			bare := analyze(text, cv.FormattedCV{ProfessionalHeader: c.ProfessionalHeader, ProfessionalExperience: c.ProfessionalExperience, CoreSkills: c.CoreSkills}, jd, may2025)
			if got.MatchPercentage != bare.MatchPercentage {
				t.Errorf("score %d, want %d as without the entry", got.MatchPercentage, bare.MatchPercentage)
			}
			var check Check
			for _, ch := range got.Checks {
				if ch.Kind == KindEducation {
					check = ch
				}
			}
			weak := strings.Join(got.Weaknesses, "\n")
			if tt.want == "" {
				if check.CV != "" || !strings.Contains(weak, "does not show one") {
					t.Errorf("check CV %q, weaknesses %q: want no degree named", check.CV, weak)
				}
				return
			}
			if check.Status != Unknown || check.CV != tt.want || !strings.Contains(check.Ask, tt.want) {
				t.Errorf("check %+v: want unknown, quoting and asking about %q", check, tt.want)
			}
			if !strings.Contains(weak, "“"+tt.want+"”, whose level this analysis cannot read") {
				t.Errorf("weaknesses %q: want %q named", weak, tt.want)
			}
		})
	}
}
