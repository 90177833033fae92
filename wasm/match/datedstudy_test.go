package match

import (
	"strings"
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
		// No degree line, only the university, its dates and courses
		// (issue 34, session 22): the university stands for the study.
		{"en: a university without a degree", cv.Education{Institution: "University of Northfield", Duration: "2011-09 - 2015-06", Description: "Linear Algebra\nSampling Methods"}, true, "University of Northfield"},
		{"de: a university without a degree", cv.Education{Institution: "Technische Universität Nordstadt", Duration: "2013-10 - 2016-03"}, true, "Technische Universität Nordstadt"},
		{"fr: a university without a degree", cv.Education{Institution: "Université de Nordville", Duration: "2014-09-01 - 2017-06-30"}, true, "Université de Nordville"},
		{"es: a university without a degree", cv.Education{Institution: "Universidad de Nortevilla", Duration: "2010-10-01 - 2014-06-30"}, true, "Universidad de Nortevilla"},
		{"en: a university, a short course", cv.Education{Institution: "University of Northfield", Duration: "2016-01 - 2016-06"}, true, ""},
		{"en: no degree, no university", cv.Education{Institution: "Northfield Academy of Sales", Duration: "2012-09 - 2016-06"}, true, ""},
		{"en: a university not in the text", cv.Education{Institution: "University of Northfield", Duration: "2012-09 - 2016-06"}, false, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			text := "Developer, Acme, 2015 - 2019\nEducation\n" + tt.entry.Duration
			if tt.inText {
				text += "\n" + tt.entry.Degree + "\n" + tt.entry.Institution
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

// TestDatedStudyWrapped: a university's name the viewer wrapped over two
// lines, which the parse joins, still stands in the text (issue 34,
// session 22: the same CV's PDF read the study, pasted not).
func TestDatedStudyWrapped(t *testing.T) {
	tests := []struct{ name, institution, text string }{
		{"en", "The University of Northfield", "Education\nThe University of\nNorthfield\n\n2011-09 - 2015-06"},
		{"de", "Technische Universität Nordstadt", "Ausbildung\nTechnische Universität\nNordstadt\n\n2013-10 - 2016-03"},
		{"fr", "Université de Nordville", "Formation\nUniversité de\nNordville\n\n2014-09 - 2017-06"},
		{"es", "Universidad Politécnica de Nortevilla", "Educación\nUniversidad Politécnica de\nNortevilla\n\n2010-10 - 2014-06"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := cv.Education{Institution: tt.institution, Duration: tt.text[strings.LastIndex(tt.text, "\n")+1:]}
			if got := datedStudy([]cv.Education{e}, tt.text, may2025); got != tt.institution {
				t.Errorf("datedStudy(%q) = %q, want %q", tt.institution, got, tt.institution)
			}
		})
	}
}
