package parse

import "testing"

// TestEducationHistoryHeading: a German profile's "Ausbildungshistorie"
// (as its "Projekthistorie" titles the projects) titles the education, so
// the degrees under it are no lines of the last role (audit class 12).
func TestEducationHistoryHeading(t *testing.T) {
	text := "Berufserfahrung\n01/2019 - 05/2019 Entwickler, Beispiel GmbH\n- Baute eine Web-App für 40 Kunden\n\n" +
		"Ausbildungshistorie\n2005 - 2010: Diplom Informatik, Universität Beispielstadt\n"
	c := Text(text)
	if len(c.Education) == 0 {
		t.Fatalf("no education read under the heading: %+v", c)
	}
	for _, e := range c.ProfessionalExperience {
		for _, r := range e.Responsibilities {
			if r == "2005 - 2010: Diplom Informatik, Universität Beispielstadt" {
				t.Errorf("the degree read as a role's line: %+v", e)
			}
		}
	}
}
