package parse

import "testing"

// TestURLEndsAtItsDomain: a web address's domain ends where a word ends; a
// word after an abbreviation's dot that starts like a domain ("Sr.Developer",
// "M.Sc.Informatik") is no address and stays in the head (en/de/fr/es).
func TestURLEndsAtItsDomain(t *testing.T) {
	cases := []struct {
		s    string
		want bool
	}{
		{"Sr.Developer", false},
		{"M.Sc.Informatik", false},
		{"Dr.Desarrollo", false},
		{"Ing.Conseil", false},
		{"acme.com", true},
		{"beispiel.de/jobs", true},
		{"exemple.fr", true},
		{"ejemplo.es.", true},
	}
	for _, c := range cases {
		if got := hasURL(c.s); got != c.want {
			t.Errorf("hasURL(%q) = %v, want %v", c.s, got, c.want)
		}
	}
	f := Text("Jane Doe\n\nWORK EXPERIENCE\n\nLead Engineer, Architect, Sr.Developer\n01/2017 - 08/2017\n• Ran the weekly planning of the team\n")
	if x := f.ProfessionalExperience; len(x) != 1 || x[0].Company != "Architect, Sr.Developer" {
		t.Errorf("jobs %+v, want the company \"Architect, Sr.Developer\"", x)
	}
}
