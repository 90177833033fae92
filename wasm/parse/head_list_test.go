package parse

import (
	"strings"
	"testing"
)

// TestCoursesUnderADatedHeadAreNoSchool: a school's courses, set apart
// under its degree, indented and in smaller type, are no second school,
// in en/de/fr/es; the next school, at the heads' edge in their type,
// opens its entry (issue 34).
func TestCoursesUnderADatedHeadAreNoSchool(t *testing.T) {
	tests := []struct {
		lang, heading, school, degree, school2, degree2 string
		courses                                         [3]string
	}{
		{"en", "Education", "Northfield State University", "Master Data Science", "Lakeside College", "Bachelor Statistics",
			[3]string{"Machine Learning Methods", "Applied Statistics", "Data Visualisation"}},
		{"de", "Ausbildung", "Universität Nordstadt", "Master Informatik", "Hochschule Seeberg", "Bachelor Wirtschaftsinformatik",
			[3]string{"Maschinelles Lernen", "Angewandte Statistik", "Datenvisualisierung"}},
		{"fr", "Formation", "Université de Valmont", "Master Science des données", "École de Lacroix", "Licence Statistiques",
			[3]string{"Apprentissage automatique", "Statistique appliquée", "Visualisation des données"}},
		{"es", "Educación", "Universidad de Montalto", "Máster en Ciencia de Datos", "Instituto del Lago", "Grado en Estadística",
			[3]string{"Aprendizaje automático", "Estadística aplicada", "Visualización de datos"}},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			y := 800.0
			var items []Item
			put := func(s string, x, h float64, font string, dy float64) {
				items = append(items, Item{Str: s, X: x, Y: y, W: 5.2 * h / 10 * float64(len([]rune(s))), H: h, Font: font})
				y -= dy
			}
			put("Jane Doe", 25, 24, "name", 40)
			put(tt.heading, 25, 10.5, "title", 24)
			for k, s := range []struct{ school, degree string }{{tt.school, tt.degree}, {tt.school2, tt.degree2}} {
				items = append(items, Item{Str: []string{"09/2016 - 06/2018", "09/2012 - 06/2016"}[k], X: 498, Y: y + 2, W: 80, H: 8.2, Font: "date"})
				put(s.school, 25, 10.5, "school", 11)
				put(s.degree, 25, 9, "degree", 17)
				for _, c := range tt.courses {
					put(c, 44, 8.2, "course", 10)
				}
				y -= 14
			}
			r := PDF([]Page{{Width: 595, Height: 842, Items: items}})
			var schools []string
			for _, e := range r.CV.Education {
				schools = append(schools, e.Institution)
			}
			if len(schools) != 2 || schools[0] != tt.school || schools[1] != tt.school2 {
				t.Errorf("schools %q, want %q and %q\n%s", schools, tt.school, tt.school2, r.Text)
			}
			if len(r.CV.Education) == 2 && !strings.Contains(r.CV.Education[0].Degree, tt.degree) {
				t.Errorf("degree %q, want %q", r.CV.Education[0].Degree, tt.degree)
			}
		})
	}
}
