package parse

import (
	"reflect"
	"testing"
)

// A degree whose subject ends in a title's word ("Masters in Education",
// "Diplôme de Formation") under education is a degree, not the section's
// title again: it is kept, and each degree one a line is its own entry
// (degreesStacked).
func TestDegreeNamedLikeHeading(t *testing.T) {
	tests := []struct {
		lang, title string
		degrees     []string
	}{
		{"en", "EDUCATION", []string{"Bachelors in Ethnic Studies", "Masters in Education", "PhD in Cultural Studies"}},
		{"de", "AUSBILDUNG", []string{"Bachelor in Sozialer Arbeit", "Master in Beruflicher Bildung", "Diplom in Informatik"}},
		{"fr", "FORMATION", []string{"Licence en Sciences de l'Éducation", "Master en Économie", "Diplôme de Formation"}},
		{"es", "FORMACIÓN", []string{"Licenciatura en Historia", "Grado en Educación", "Máster en Finanzas"}},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			text := "Alex Moreau\nalex@example.org\n\n" + tt.title + "\n\n"
			for _, d := range tt.degrees {
				text += d + "\n"
			}
			f := Text(text)
			var got []string
			for _, e := range f.Education {
				got = append(got, e.Degree, e.Institution)
			}
			var want []string
			for _, d := range tt.degrees {
				want = append(want, d, "")
			}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("degree and school of each entry %q, want %q", got, want)
			}
		})
	}
}
