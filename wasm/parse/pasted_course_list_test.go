package parse

import "testing"

// TestPastedCourseList: pasted, a school's course list under its degree
// keeps the schools after it in the education section; a list with no
// school after it, or a title outside education, is left to the sections
// (en/de/fr/es).
func TestPastedCourseList(t *testing.T) {
	cases := []struct {
		heading, title string
		schools        [2]string
	}{
		{"Education", "Courses", [2]string{"Northfield State University", "Lakeside Community College"}},
		{"Ausbildung", "Kurse", [2]string{"Hochschule Kleinfeld", "Fachhochschule Bergtal"}},
		{"Formation", "Cours", [2]string{"Université de Valbonne", "École de Montclair"}},
		{"Formación", "Cursos", [2]string{"Universidad de Sierra Alta", "Instituto del Valle Verde"}},
	}
	for _, c := range cases {
		t.Run(c.heading, func(t *testing.T) {
			text := "Robin Example\n\n" + c.heading + "\n\n" +
				c.schools[0] + "\nMaster in Applied Planning\nOct 2011 – Jun 2013\n\n" +
				c.title + "\nQuantitative Methods\nRegional Planning\nPublic Budgets\n\n" +
				c.schools[1] + "\nBachelor in Land Studies\nOct 2008 – May 2011\n\n" +
				c.title + "\nField Surveys\nMapping Basics\n\nSkills\nSurveying, Mapping\n"
			e := Text(text).Education
			if len(e) != 2 || e[0].Institution != c.schools[0] || e[1].Institution != c.schools[1] || e[1].Duration == "" {
				t.Errorf("got %+v", e)
			}
		})
	}
	// Courses as a section of their own, after the schools, stay one.
	text := "Robin Example\n\nEducation\n\nNorthfield State University\nMaster in Applied Planning\nOct 2011 – Jun 2013\n\n" +
		"Courses\nField Surveys\nMapping Basics\n\nExperience\n\nPlanner\nExample Works\n2013 – 2015\n"
	f := Text(text)
	if len(f.Education) != 1 || len(f.ProfessionalExperience) != 1 {
		t.Errorf("a closing course list: education %+v, experience %+v", f.Education, f.ProfessionalExperience)
	}
}

// TestPastedCourseListBeforeSchool: pasted, a course list ends where the
// next school's name stands alone after a gap, its dates a gap below it
// (en/de/fr/es).
func TestPastedCourseListBeforeSchool(t *testing.T) {
	cases := []struct {
		heading, title string
		schools        [2]string
	}{
		{"Education", "Courses", [2]string{"Northfield State University", "Lakeside University"}},
		{"Ausbildung", "Kurse", [2]string{"Hochschule Kleinfeld", "Technische Universität Bergtal"}},
		{"Formation", "Cours", [2]string{"Université de Valbonne", "École de Montclair"}},
		{"Formación", "Cursos", [2]string{"Universidad de Sierra Alta", "Universidad del Valle Verde"}},
	}
	for _, c := range cases {
		t.Run(c.heading, func(t *testing.T) {
			text := "Robin Example\n\n" + c.heading + "\n\n" +
				c.schools[0] + " 2011-10-01 — 2013-09-30\nMaster in Applied Planning\n\n" +
				c.title + "\nQuantitative Methods\nRegional Planning\nPublic Budgets\n\n" +
				c.schools[1] + "\n\n2008-10-01 — 2011-09-30\nBachelor in Land Studies\n\n" +
				c.title + "\nField Surveys\nMapping Basics\n\nSkills\nSurveying\n"
			e := Text(text).Education
			if len(e) != 2 || e[0].Institution != c.schools[0] || e[1].Institution != c.schools[1] || e[1].Duration == "" {
				t.Errorf("got %+v", e)
			}
		})
	}
}
