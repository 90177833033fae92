package parse

import (
	"strings"
	"testing"
)

// TestCourseListInEntry: a school's course list titled "Courses" (Kurse,
// Cours, Cursos) and nested under the school, as a Word file keeps it,
// opens no section: the next school stays in the education (en/de/fr/es);
// a section of courses listed at its title's edge still opens.
func TestCourseListInEntry(t *testing.T) {
	cases := []struct{ heading, title, course, first, second string }{
		{"Education", "Courses", "Applied Machine Learning", "University of California, Berkeley", "University of Washington"},
		{"Ausbildung", "Kurse", "Statistische Inferenz", "Technische Universität München", "Universität Hamburg"},
		{"Formation", "Cours", "Apprentissage automatique", "Université Paris-Saclay", "Université de Lyon"},
		{"Educación", "Cursos", "Aprendizaje automático", "Universidad de Sevilla", "Universidad de Granada"},
	}
	for _, c := range cases {
		text := strings.Join([]string{"Jordan Ellis", "Data Scientist", "", c.heading, "2016 – 2018", c.first, "Master", "Data Science",
			c.title, "  • " + c.course, "  • Data Visualization", "2012 – 2016", c.second, "Bachelor", "Statistics", "", "Skills", "Python"}, "\n")
		edu := Text(text).Education
		if len(edu) != 2 || edu[0].Institution != c.first || edu[1].Institution != c.second || edu[1].Duration != "2012 – 2016" {
			t.Errorf("%s: education %+v", c.title, edu)
		}
	}
	section := strings.Join([]string{"Jordan Ellis", "Data Scientist", "", "Education", "2016 – 2018", "University of Washington", "Master",
		"Data Science", "", "Courses", "• Machine Learning (Coursera)", "• Deep Learning (Coursera)"}, "\n")
	for _, e := range Text(section).Education {
		if strings.Contains(e.Description, "Coursera") {
			t.Errorf("a section of courses read into the school: %+v", e)
		}
	}
}
