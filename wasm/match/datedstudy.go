package match

import (
	"regexp"
	"strings"

	"github.com/shortlist/shortlist/wasm/cv"
)

// A marketplace profile's education block often gives only a subject and
// its dates (a heading "Aus- und Weiterbildung", then "10/2003 - 09/2007",
// "4 Jahre", "Wirtschaftsgeographie"), no degree word. A recruiter reads a
// course of two school years or more that has ended as a completed
// training at least; which degree it led to the profile does not say. On
// the German graded set eight profiles wrote their education so (or with
// a degree word the level patterns miss) and read as having none.

// minStudyMonths is the shortest course, in months counted with its first
// and last, that counts as a training: a vocational training takes two
// school years or more (September to June, 22 months), a course or a
// certificate months.
const minStudyMonths = 22

// datedStudy returns the subject of the first education entry that is a
// course of at least minStudyMonths that has ended, stands in the CV's
// text as written (its words in order, whatever the line breaks), and is
// no school, certificate or service, nor said to
// be unfinished; "" when there is none. An entry without a subject whose
// institution is a university counts by the university's name
// (entrySubject).
func datedStudy(edu []cv.Education, text string, now int) string {
	flat := ""
	for _, e := range edu {
		d := entrySubject(e)
		if d != "" && flat == "" {
			flat = strings.Join(strings.Fields(text), " ")
		}
		// As written, but the viewer may wrap a long name ("The University
		// of" / "Northfield"), which the parse joins.
		if d == "" || !strings.Contains(flat, strings.Join(strings.Fields(d), " ")) || openEndRe.MatchString(e.Duration) || endsOpen(e.Duration) {
			continue
		}
		iv, ok := durationInterval(e.Duration, now)
		if !ok || iv.to-iv.from+1 < minStudyMonths || iv.to >= now {
			continue
		}
		all := strings.ToLower(d + " " + e.Institution + " " + e.Description)
		if notATraining.MatchString(all) || unfinishedRe.MatchString(all) {
			continue
		}
		return clip(d, 0)
	}
	return ""
}

// entrySubject is an education entry's degree or subject, else its
// institution when that is a university: some layouts print a study as
// its university, dates and courses with no degree line (the class theme),
// and then which course line a parse takes for the subject depends on how
// the lines were broken: the same CV's PDF and pasted text read a
// training on one side only (issue 34, session 22).
func entrySubject(e cv.Education) string {
	if d := strings.TrimSpace(e.Degree); d != "" {
		return d
	}
	if in := strings.TrimSpace(e.Institution); universityRe.MatchString(in) {
		return in
	}
	return ""
}

// universityRe is a university's name in en/de/fr/es.
var universityRe = regexp.MustCompile(`(?i)universit|universidad`)

// notATraining is a school, a certificate or a service in en/de/fr/es:
// years in it are no vocational training.
var notATraining = regexp.MustCompile(`schule|gymnasium|abitur|hochschulreife|matura|school|lycée|lycee|collège|baccalauréat|colegio|instituto de educación|bachillerato|certifi|zertifi|certificación|wehrdienst|zivildienst|military|service militaire|servicio militar`)
