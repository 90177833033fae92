package match

import (
	"slices"
	"strings"
)

// A job title and a CV role of one field of work (audit class 7): a German
// tester post ("Softwaretester für internationale Projekte") and a quality
// assurance engineer's roles ("Qualitätssicherungs Ingenieur
// (Testautomatisierung)") share too few title words to fit, yet "does not
// match the roles in your CV" is untrue of them. The point names the role of
// the same field instead; the score stays as it was (folding the tester's
// and analyst's words into the title's words lowered the German set).

// withFieldRoles gives a job title the CV's roles do not fit the CV's first
// role in the same family of work as its evidence, when one is.
func withFieldRoles(reqs []Requirement, p profile) []Requirement {
	out := slices.Clone(reqs)
	for i, r := range out {
		if r.Kind != KindTitle || met(r) {
			continue
		}
		if role := roleInFieldOf(r.Name, p); role != "" {
			out[i].CV, out[i].fieldRole = titleQuote(role, p), true
		}
	}
	return out
}

// roleInFieldOf is the first of the CV's role titles that shares a family
// of work with the job's title (familiesOf), "" if none does.
func roleInFieldOf(title string, p profile) string {
	want := familiesOf(title)
	for _, t := range strings.Split(p.titles, "\n") {
		for f := range familiesOf(t) {
			if want[f] {
				return t
			}
		}
	}
	return ""
}
