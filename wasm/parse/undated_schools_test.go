package parse

import "testing"

// TestUndatedSchoolsSetApart: schools printed without dates, each a
// degree over its school and set apart by a gap, are one entry each, in
// en/de/fr/es (issue 34).
func TestUndatedSchoolsSetApart(t *testing.T) {
	tests := []struct{ lang, heading, degree, school, degree2, school2 string }{
		{"en", "Education", "Master, Data Science", "Northfield State University", "Bachelor, Statistics", "Lakeside College"},
		{"de", "Ausbildung", "Master, Informatik", "Universität Nordstadt", "Bachelor, Mathematik", "Hochschule Seeberg"},
		{"fr", "Formation", "Master, Science des données", "Université de Valmont", "Licence, Statistiques", "École de Lacroix"},
		{"es", "Educación", "Máster, Ciencia de Datos", "Universidad de Montalto", "Grado, Estadística", "Instituto del Lago"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			y := 800.0
			var items []Item
			put := func(s string, h float64, font string, dy float64) {
				items = append(items, Item{Str: s, X: 72, Y: y, W: 5 * h / 10 * float64(len([]rune(s))), H: h, Font: font})
				y -= dy
			}
			put("Jane Doe", 24, "name", 40)
			put("Engineer who builds small and careful tools for data teams, and writes down how they work for the people after.", 8, "degree", 24)
			put(tt.heading, 14, "title", 22)
			put(tt.degree, 8, "degree", 12)
			put(tt.school, 8, "school", 22)
			put(tt.degree2, 8, "degree", 12)
			put(tt.school2, 8, "school", 30)
			put("Skills", 14, "title", 22)
			put("Go, SQL, Kafka", 8, "degree", 12)
			r := PDF([]Page{{Width: 595, Height: 842, Items: items}})
			edu := r.CV.Education
			if len(edu) != 2 || edu[0].Institution != tt.school || edu[1].Institution != tt.school2 || edu[0].Degree != tt.degree || edu[1].Degree != tt.degree2 {
				t.Errorf("got %+v\n%s", edu, r.Text)
			}
		})
	}
}
