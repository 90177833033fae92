package parse

import "testing"

// "<degree> at <school> <dates>" with the school's name wrapped onto the
// next line: the line under it ends the school's name, whether the dates
// stand on the line or apart; a course line stays out.
func TestSchoolWrapAfterAt(t *testing.T) {
	tests := []struct {
		lang, title, degree, school, rest, dates, courses string
	}{
		{"en", "EDUCATION", "Master Logistics", "Northfield University of", "Applied Sciences", "Sep 2015 - Jun 2017", "Courses: Routing · Warehousing"},
		{"de", "AUSBILDUNG", "Master Logistik", "Technische Hochschule", "Nordstadt", "Okt 2015 - Sept 2017", "Schwerpunkte: Lagerplanung · Transport"},
		{"fr", "FORMATION", "Master Logistique", "Université", "Nordville 2", "Sept 2015 - Juin 2017", "Cours : Transport · Entreposage"},
		{"es", "EDUCACIÓN", "Máster en Logística", "Universidad Técnica de", "Villanorte", "Sept 2015 - Jun 2017", "Asignaturas: Transporte · Almacenes"},
	}
	for _, tt := range tests {
		for _, apart := range []bool{false, true} {
			name := tt.lang
			head := tt.degree + " at " + tt.school + " " + tt.dates + "\n" + tt.rest + "\n" + tt.courses + "\n"
			if apart {
				name += " dates apart"
				head = tt.degree + " at " + tt.school + "\n" + tt.rest + "\n\n" + tt.dates + "\n\n" + tt.courses + "\n"
			}
			t.Run(name, func(t *testing.T) {
				text := "Robin Hale\nrobin.hale@example.org\n\n" + tt.title + "\n\n" + head
				eds := Text(text).Education
				want := tt.school + " " + tt.rest
				if len(eds) != 1 || eds[0].Institution != want || eds[0].Duration != tt.dates {
					t.Errorf("education %+v, want the school %q and dates %q", eds, want, tt.dates)
				}
			})
		}
	}
}

// A place with its country under the head is no part of the school.
func TestSchoolWrapAfterAtKeepsPlace(t *testing.T) {
	text := "Robin Hale\nrobin.hale@example.org\n\nEDUCATION\n\nMaster Logistics at Northfield University Sep 2015 - Jun 2017\nNorthfield, Canada\n"
	eds := Text(text).Education
	if len(eds) != 1 || eds[0].Institution != "Northfield University" {
		t.Errorf("education %+v, want the school %q", eds, "Northfield University")
	}
}

// A school's name cut after a joining word or a hyphen before its dates
// goes on with the line under it; a whole name stays whole.
func TestCutSchool(t *testing.T) {
	tests := []struct{ lang, title, school, rest, want string }{
		{"en", "Education", "Northfield University of", "Applied Sciences", "Northfield University of Applied Sciences"},
		{"de", "Ausbildung", "Hochschule für Technik zu", "Nordstadt", "Hochschule für Technik zu Nordstadt"},
		{"fr", "Formation", "Université Nordville Saint-", "Lazare", "Université Nordville Saint-Lazare"},
		{"es", "Educación", "Universidad Técnica de", "Villanorte", "Universidad Técnica de Villanorte"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			text := "Robin Hale\nrobin.hale@example.org\n\n" + tt.title + "\n" + tt.school + " 2012-09-01 - 2016-06-30\n" + tt.rest + "\nLogistics\nOperations Research\n"
			eds := Text(text).Education
			if len(eds) != 1 || eds[0].Institution != tt.want {
				t.Errorf("education %+v, want the school %q", eds, tt.want)
			}
		})
	}
	whole := "Robin Hale\nrobin.hale@example.org\n\nEducation\nNorthfield University 2012-09-01 - 2016-06-30\nLogistics\n"
	if eds := Text(whole).Education; len(eds) != 1 || eds[0].Institution != "Northfield University" {
		t.Errorf("education %+v, want the school %q", eds, "Northfield University")
	}
}
