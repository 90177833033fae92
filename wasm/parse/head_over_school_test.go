package parse

import (
	"reflect"
	"strings"
	"testing"
)

// degreesOf is each degree's degree, school and dates.
func degreesOf(text string) [][3]string {
	var out [][3]string
	for _, e := range Text(text).Education {
		out = append(out, [3]string{e.Degree, e.Institution, e.Duration})
	}
	return out
}

// A school's entry set apart under a whole school (degree, school, dates)
// with its own school and dates under it is the next entry, not the
// first school's course list.
func TestCoursesNotOverOwnDates(t *testing.T) {
	tests := []struct{ lang, title, first, second string }{
		{"en", "EDUCATION", "BSc Computer Science\nUniversity of Leeds\n2015 – 2018", "Vocational training in network systems\nSiemens AG\n2012 – 2015"},
		{"de", "AUSBILDUNG", "Diplom Wirtschaftsinformatiker (FH)\nFachhochschule Stuttgart\n12/2003 - 12/2006", "Ausbildung zum Fachinformatiker\nSiemens AG\n09/2000 - 07/2003"},
		{"fr", "FORMATION", "Licence Informatique\nUniversité de Valmont\n2015 – 2018", "Formation en alternance aux réseaux\nOrange SA\n2012 – 2015"},
		{"es", "FORMACIÓN", "Grado en Informática\nUniversidad de Montalto\n2015 – 2018", "Formación profesional en redes\nTelefónica S.A.\n2012 – 2015"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			got := degreesOf("Alex Moreau\nalex@example.org\n\n" + tt.title + "\n\n" + tt.first + "\n\n" + tt.second + "\n")
			head := strings.Split(tt.second, "\n")
			// Degree and school in either order: the split is what is asked.
			if len(got) != 2 || !sameSet(got[1][:2], head[:2]) || got[1][2] != head[2] {
				t.Errorf("degrees %q, want two, the second %q", got, head)
			}
		})
	}
}

// A long degree set apart over its school and its dates heads its entry,
// not the description of the entry above.
func TestHeadOverItsSchool(t *testing.T) {
	tests := []struct{ lang, title, first, degree, school string }{
		{"en", "EDUCATION", "SAP Certified Technology Process Integration\n03/2013 - 03/2013",
			"Diploma Media Engineering with a specialisation in Interactive Systems", "University of Applied Science, Northwind"},
		{"de", "AUSBILDUNG", "SAP Zertifizierung Prozessintegration\n03/2013 - 03/2013",
			"Diplom Wirtschaftsinformatik mit dem Schwerpunkt auf betrieblichen Anwendungssystemen und Datenbanken", "Hochschule Northwind"},
		{"fr", "FORMATION", "Certification SAP Intégration des processus\n03/2013 - 03/2013",
			"Master Informatique avec une spécialisation dans les systèmes d'information des entreprises", "Université de Valmont"},
		{"es", "FORMACIÓN", "Certificación SAP Integración de procesos\n03/2013 - 03/2013",
			"Máster en Informática con especialización en sistemas de información empresariales y datos", "Universidad de Montalto"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			got := degreesOf("Alex Moreau\nalex@example.org\n\n" + tt.title + "\n\n" + tt.first + "\n\n" + tt.degree + "\n" + tt.school + "\n10/2003 - 04/2008\n")
			// Degree and school in either order: the split is what is asked.
			if len(got) == 2 && got[1][0] == tt.school {
				got[1][0], got[1][1] = got[1][1], got[1][0]
			}
			if len(got) != 2 || !reflect.DeepEqual(got[1], [3]string{tt.degree, tt.school, "10/2003 - 04/2008"}) {
				t.Errorf("degrees %q, want the second %q at %q, 10/2003 - 04/2008", got, tt.degree, tt.school)
			}
		})
	}
}
