package parse

import (
	"strings"
	"testing"
)

// TestRightAlignedWrap: in a right-aligned sidebar a degree broken after a
// word that waits ("… und" over the rest) is one degree, in en/de/fr/es;
// two schools' lines ending at the same edge stay two (issue 34).
func TestRightAlignedWrap(t *testing.T) {
	tests := []struct{ lang, heading, first, rest, school, degree2, school2 string }{
		{"en", "Education", "Bachelor, Physics and", "Astronomy", "Northfield State University", "Master, Optics", "Lakeside Institute"},
		{"de", "Ausbildung", "Bachelor, Physik und", "Astronomie", "Universität Nordstadt", "Master, Optik", "Hochschule Seeberg"},
		{"fr", "Formation", "Licence, Gestion de", "projets", "Université de Valmont", "Master, Optique", "École de Lacroix"},
		{"es", "Educación", "Grado, Gestión del", "tiempo", "Universidad de Montalto", "Máster, Óptica", "Instituto del Lago"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			right := func(s string, y float64, font string) Item {
				w := 6 * float64(len([]rune(s)))
				return Item{Str: s, X: 568 - w, Y: y, W: w, H: 8, Font: font}
			}
			items := []Item{
				{Str: "Jane Doe", X: 27, Y: 780, W: 120, H: 30, Font: "name"},
				{Str: "Experience", X: 27, Y: 700, W: 78, H: 14, Font: "title"},
				right(tt.heading, 700, "title"),
				{Str: "Engineer", X: 27, Y: 680, W: 60, H: 10, Font: "head"},
				{Str: "Jan 2019 - Dec 2021", X: 260, Y: 680, W: 80, H: 8, Font: "date"},
				{Str: "Acme Corp", X: 27, Y: 668, W: 60, H: 9, Font: "sub"},
				{Str: "· Built a small thing for many people every day", X: 32, Y: 654, W: 240, H: 7.6, Font: "body"},
				{Str: "· Ran the weekly review of the whole team", X: 32, Y: 643, W: 210, H: 7.6, Font: "body"},
				{Str: "· Wrote the guide that new people read first", X: 32, Y: 632, W: 220, H: 7.6, Font: "body"},
				{Str: "· Kept the lights on through two long winters", X: 32, Y: 621, W: 225, H: 7.6, Font: "body"},
				right(tt.first, 679, "deg"), right(tt.rest, 669, "deg"), right(tt.school, 658, "inst"),
				right(tt.degree2, 646, "deg"), right(tt.school2, 635, "inst"),
			}
			r := PDF([]Page{{Width: 595, Height: 842, Items: items}})
			var degrees, schools []string
			for _, e := range r.CV.Education {
				degrees, schools = append(degrees, e.Degree), append(schools, e.Institution)
			}
			want := tt.first + " " + tt.rest
			if !strings.Contains(strings.Join(degrees, "|"), want) || !strings.Contains(strings.Join(schools, "|"), tt.school) {
				t.Errorf("degrees %q, schools %q, want degree %q\n%s", degrees, schools, want, r.Text)
			}
		})
	}
}

// TestWaitsForMore: the line ends that wait for more, and item ends.
func TestWaitsForMore(t *testing.T) {
	for s, want := range map[string]bool{
		"Physics and": true, "Physik und": true, "Gestion de": true, "Gestión del": true,
		"Data Science &": true, "Stakeholder-": true, "Salesforce": false, "LinkedIn Sales": false,
		"2019 -": false, "Data Science": false,
	} {
		if got := waitsForMore(s); got != want {
			t.Errorf("waitsForMore(%q) = %v, want %v", s, got, want)
		}
	}
}
