package match

import (
	"strings"
	"testing"
)

// TestYearsReadWithAnyDash: issue 35's knock-out (f): a CV's date ranges
// count whatever stands between the two dates (a soft hyphen, an en or em
// dash, "to", "bis", "à", "a"), so a CV dated 2011 to 2024 meets 10+
// years, in en/de/fr/es.
func TestYearsReadWithAnyDash(t *testing.T) {
	for _, c := range []struct{ name, heading, sep, role string }{
		{"soft hyphen", "Experience", "\u00ad", "Software Engineer, Acme"},
		{"en dash", "Experience", " – ", "Software Engineer, Acme"},
		{"em dash", "Experience", " — ", "Software Engineer, Acme"},
		{"en to", "Experience", " to ", "Software Engineer, Acme"},
		{"de bis", "Berufserfahrung", " bis ", "Softwareentwickler, Nordwind GmbH"},
		{"fr à", "Expérience professionnelle", " à ", "Ingénieur logiciel, Vent du Nord"},
		{"es a", "Experiencia", " a ", "Ingeniero de software, Viento Norte"},
	} {
		t.Run(c.name, func(t *testing.T) {
			text := c.heading + "\n" + c.role + "\n01/2011" + c.sep + "12/2024\n- Built and ran the billing services in Go\n"
			found := false
			for _, k := range reportOf(text, "Requirements:\n- 10+ years of experience\n- Go").Checks {
				if k.Kind == KindYears {
					found = true
					if k.Status != Met {
						t.Errorf("%q %s for a CV dated 2011%s2024", k.Label, k.Status, strings.TrimSpace(c.sep))
					}
				}
			}
			if !found {
				t.Error("no years check")
			}
		})
	}
}
