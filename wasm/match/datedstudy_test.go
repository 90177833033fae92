package match

import (
	"testing"

	"github.com/shortlist/shortlist/wasm/cv"
)

// TestDatedStudyIsATraining: an education entry that gives only a subject
// and its dates is a completed training when it lasted two years or more
// and has ended; a school, a certificate, a service, a short or running
// course and one said to be unfinished are not.
func TestDatedStudyIsATraining(t *testing.T) {
	tests := []struct {
		name   string
		entry  cv.Education
		inText bool
		want   string
	}{
		{"de: a subject over four years", cv.Education{Degree: "Wirtschaftsgeographie", Duration: "10/2003 - 09/2007"}, true, "Wirtschaftsgeographie"},
		{"de: two years to the month", cv.Education{Degree: "Elektrotechnik", Duration: "08/1994 - 07/1996"}, true, "Elektrotechnik"},
		{"de: under two school years", cv.Education{Degree: "Mediendesign", Duration: "09/2012 - 04/2014"}, true, ""},
		{"de: a school", cv.Education{Degree: "Abitur", Institution: "Gymnasium Nordstadt", Duration: "1990 - 1999"}, true, ""},
		{"de: a service", cv.Education{Degree: "Zivildienst", Duration: "09/1999 - 09/2001"}, true, ""},
		{"de: unfinished", cv.Education{Degree: "Chemie (abgebrochen)", Duration: "10/2001 - 03/2004"}, true, ""},
		{"de: still running", cv.Education{Degree: "Informatik", Duration: "10/2018 - heute"}, true, ""},
		{"en: a subject over three years", cv.Education{Degree: "Business Studies", Duration: "2009 - 2012"}, true, "Business Studies"},
		{"en: a certificate", cv.Education{Degree: "Certified Cloud Practitioner", Duration: "01/2015 - 06/2017"}, true, ""},
		{"en: a short course", cv.Education{Degree: "Web Design", Duration: "01/2015 - 06/2015"}, true, ""},
		{"en: not the CV's own words", cv.Education{Degree: "Business Studies", Duration: "2009 - 2012"}, false, ""},
		{"fr: a subject over three years", cv.Education{Degree: "Gestion des entreprises", Duration: "09/2008 - 06/2011"}, true, "Gestion des entreprises"},
		{"fr: a school", cv.Education{Degree: "Baccalauréat scientifique", Institution: "Lycée Nordville", Duration: "2005 - 2008"}, true, ""},
		{"es: a subject over two years", cv.Education{Degree: "Administración de sistemas", Duration: "09/2012 - 06/2014"}, true, "Administración de sistemas"},
		{"es: unfinished", cv.Education{Degree: "Matemáticas (sin terminar)", Duration: "09/2010 - 06/2013"}, true, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			text := "Developer, Acme, 2015 - 2019\nEducation\n" + tt.entry.Duration
			if tt.inText {
				text += "\n" + tt.entry.Degree
			}
			if got := datedStudy([]cv.Education{tt.entry}, text, may2025); got != tt.want {
				t.Errorf("datedStudy(%+v) = %q, want %q", tt.entry, got, tt.want)
			}
		})
	}
}

// TestDatedStudyMeetsComparableTraining: such an entry meets a post's
// "degree or comparable training" in part at least, quoted in its words.
func TestDatedStudyMeetsComparableTraining(t *testing.T) {
	jd := "Entwickler\n\nAnforderungen:\n- Abgeschlossenes Studium oder eine vergleichbare Ausbildung\n- Java"
	c := dutyCV("Built Java services for three teams")
	c.Education = []cv.Education{{Degree: "Wirtschaftsgeographie", Duration: "10/2003 - 09/2007"}}
	text := "Engineer, Acme, 2019 - 2024\nBuilt Java services for three teams\nAus- und Weiterbildung\n10/2003 - 09/2007\nWirtschaftsgeographie"
	r := analyze(text, c, jd, may2025)
	for _, req := range r.Requirements {
		if req.Kind == KindEducation && (req.Coverage == 0 || req.CV != "Wirtschaftsgeographie") {
			t.Errorf("education %q coverage %d with %q, want shown by the entry", req.Name, req.Coverage, req.CV)
		}
	}
}

// TestDatedStudyLeavesAHigherLevelOpen: a course read from its dates is
// the lowest level it stands for; a degree the job requires is then
// unknown and asked about, not missed, and holds no score below 80.
func TestDatedStudyLeavesAHigherLevelOpen(t *testing.T) {
	jd := "Entwickler\n\nAnforderungen:\n- Zwingend erforderlich: ein abgeschlossenes Bachelorstudium\n- Java"
	c := dutyCV("Built Java services for three teams")
	c.Education = []cv.Education{{Degree: "Wirtschaftsgeographie", Duration: "10/2003 - 09/2007"}}
	text := "Engineer, Acme, 2019 - 2024\nBuilt Java services for three teams\nAus- und Weiterbildung\n10/2003 - 09/2007\nWirtschaftsgeographie"
	r := analyze(text, c, jd, may2025)
	found := false
	for _, ch := range r.Checks {
		if ch.Kind != KindEducation {
			continue
		}
		found = true
		if ch.Status != Unknown || ch.Caps || ch.Ask == "" {
			t.Errorf("education check %+v, want unknown, asking, not capping", ch)
		}
	}
	if !found {
		t.Fatalf("no education check in %+v", r.Checks)
	}
}
