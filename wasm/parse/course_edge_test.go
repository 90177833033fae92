package parse

import "testing"

// TestCourseTitleAtTheSchoolName: a school's course list titled at the
// school's name, right of the school's years in a gutter, ends no
// section: the next school stays in education, in en/de/fr/es (issue 34,
// kendall).
func TestCourseTitleAtTheSchoolName(t *testing.T) {
	tests := []struct {
		lang, heading, courses string
		schools                [2]string
		items                  [2]string
	}{
		{"en", "Education", "Courses", [2]string{"Northfield State University", "Lakeside Community College"}, [2]string{"Cost Accounting", "Team Negotiation"}},
		{"de", "Ausbildung", "Kurse", [2]string{"Universität Nordstadt", "Fachhochschule Seeburg"}, [2]string{"Kostenrechnung", "Verhandlungstechnik"}},
		{"fr", "Formation", "Cours", [2]string{"Université Publique de Valmont", "Institut Supérieur de Rivebelle"}, [2]string{"Contrôle de gestion", "Négociation commerciale"}},
		{"es", "Educación", "Cursos", [2]string{"Universidad de Montalto", "Escuela Superior de Riberalta"}, [2]string{"Contabilidad de costes", "Negociación comercial"}},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			w := func(s string) float64 { return 4.2 * float64(len([]rune(s))) }
			it := func(s string, x, y, h float64, font string) Item {
				return Item{Str: s, X: x, Y: y, W: w(s), H: h, Font: font}
			}
			items := []Item{
				it("Jane Doe", 40, 800, 16, "name"),
				it(tt.heading, 373, 620, 9, "title"),
			}
			years := []string{"2017 - 2019", "2013 - 2017"}
			for i, s := range tt.schools {
				top := 600 - 110*float64(i)
				items = append(items,
					it(years[i], 340, top, 7.1, "year"), it(s, 408, top, 8.5, "school"),
					it("Master", 408, top-10, 7.1, "body"),
					it(tt.courses, 408, top-28, 7.1, "body"),
					it(tt.items[0], 420, top-42, 7.1, "body"), it(tt.items[1], 420, top-56, 7.1, "body"))
			}
			f := PDF([]Page{{Width: 595, Height: 842, Items: items}}).CV
			if len(f.Education) != 2 || f.Education[1].Institution != tt.schools[1] {
				t.Fatalf("got %+v, want both schools", f.Education)
			}
		})
	}
}
