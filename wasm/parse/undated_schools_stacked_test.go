package parse

import "testing"

// TestUndatedSchoolsStacked: schools with no dates and no gap, each a
// degree over its school (a Word file or pasted text of a theme that
// prints no dates in its education), are one entry each, in en/de/fr/es.
// A line under the school that names no degree stays in the entry.
func TestUndatedSchoolsStacked(t *testing.T) {
	tests := []struct{ lang, title, degree1, school1, degree2, school2, next string }{
		{"en", "Education", "Master, Land Studies", "Northfield State University", "Bachelor, Surveying", "Southfield University", "Certificates"},
		{"de", "Ausbildung", "Master, Lagerkunde", "Hochschule Kleinfeld", "Bachelor, Vermessung", "Universität Nordstadt", "Zertifikate"},
		{"fr", "Formation", "Master, Cartographie", "Université de Valbonne", "Licence, Géodésie", "Université de Rochebrune", "Certifications"},
		{"es", "Educación", "Máster, Hidrología", "Universidad de Sierra Alta", "Grado, Topografía", "Universidad del Valle Bajo", "Certificaciones"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			text := "Robin Example\nrobin@example.org\n\n" + tt.title + "\n" + tt.degree1 + "\n" + tt.school1 + "\n" +
				tt.degree2 + "\n" + tt.school2 + "\n" + tt.next + "\nHarbour Pilot Licence\n"
			e := Text(text).Education
			if len(e) != 2 {
				t.Fatalf("got %d schools %+v, want 2", len(e), e)
			}
			for i, w := range [][2]string{{tt.degree1, tt.school1}, {tt.degree2, tt.school2}} {
				if e[i].Degree != w[0] || e[i].Institution != w[1] {
					t.Errorf("school %d: got %q at %q, want %q at %q", i, e[i].Degree, e[i].Institution, w[0], w[1])
				}
			}
		})
	}
}

// TestUndatedSchoolsStackedPasted: the same read from pasted text with a
// gap before the next part (h21p's shape of the rule; h21a's, broader,
// was kept at the merge: the theme corpus read the same with either).
func TestUndatedSchoolsStackedPasted(t *testing.T) {
	cases := []struct{ heading, degree1, school1, degree2, school2 string }{
		{"Education", "Master, Land Studies and Surveying", "Northfield State University", "Bachelor, Geography", "Southfield University"},
		{"Ausbildung", "Master, Vermessungswesen", "Universität Nordstadt", "Bachelor, Geographie", "Hochschule Kleinfeld"},
		{"Formation", "Master, Géographie et Cartographie", "Université de Valbonne", "Licence, Géographie", "Université de Rochebrune"},
		{"Formación", "Máster, Geografía y Cartografía", "Universidad de Sierra Alta", "Grado, Geografía", "Universidad del Valle Bajo"},
	}
	for _, c := range cases {
		t.Run(c.heading, func(t *testing.T) {
			text := "Robin Example\n\n" + c.heading + "\n" + c.degree1 + "\n" + c.school1 + "\n" + c.degree2 + "\n" + c.school2 + "\n\nSkills\nSurveying\n"
			e := Text(text).Education
			if len(e) != 2 {
				t.Fatalf("got %d schools %+v", len(e), e)
			}
			for i, w := range [][2]string{{c.school1, c.degree1}, {c.school2, c.degree2}} {
				if e[i].Institution != w[0] || e[i].Degree != w[1] {
					t.Errorf("school %d: got %+v, want %q, %q", i, e[i], w[0], w[1])
				}
			}
		})
	}
}
