package parse

import "testing"

// TestCoursesUnderASchool: a course list titled under each school, in a
// smaller type than the section titles (even), ends no section: the
// school after it is the section's second entry, in en/de/fr/es.
func TestCoursesUnderASchool(t *testing.T) {
	langs := []struct{ lang, education, courses, school1, degree1, school2, degree2 string }{
		{"en", "Education", "Courses", "University of Leeds", "Master in Statistics", "University of York", "Bachelor in Economics"},
		{"de", "Ausbildung", "Kurse", "Universität Bremen", "Master in Statistik", "Universität Kiel", "Bachelor in Volkswirtschaftslehre"},
		{"fr", "Formation", "Cours", "Université de Lille", "Master en Statistique", "Université de Nantes", "Licence en Économie"},
		{"es", "Educación", "Cursos", "Universidad de Sevilla", "Máster en Estadística", "Universidad de Murcia", "Grado en Economía"},
	}
	for _, l := range langs {
		t.Run(l.lang, func(t *testing.T) {
			at := func(s string, x, y, w, h float64, font string) Item {
				return Item{Str: s, X: x, Y: y, W: w, H: h, Font: font}
			}
			items := []Item{
				at("Jane Doe", 182, 800, 150, 32, "f1"),
				at(l.education, 60, 700, 101, 20.5, "f1"), at(l.school1, 182, 700, 200, 16.5, "f2"),
				at(l.degree1, 182, 682, 150, 10.5, "f2"),
				at("Oct 2017 – Sep 2019", 182, 666, 100, 10.5, "f1"),
				at(l.courses, 182, 640, 50, 13, "f1"),
				at("Regression Models", 193, 618, 100, 10.5, "f1"),
				at("Bayesian Inference", 193, 598, 100, 10.5, "f1"),
				at(l.school2, 182, 560, 200, 16.5, "f2"),
				at(l.degree2, 182, 542, 150, 10.5, "f2"),
				at("Oct 2014 – Sep 2017", 182, 526, 100, 10.5, "f1"),
				at(l.courses, 182, 500, 50, 13, "f1"),
				at("Microeconomics", 193, 478, 100, 10.5, "f1"),
			}
			f := PDF([]Page{{Width: 595, Height: 842, Items: items}}).CV
			if len(f.Education) != 2 || f.Education[0].Institution != l.school1 || f.Education[1].Institution != l.school2 ||
				f.Education[1].Degree != l.degree2 || f.Education[1].Duration != "Oct 2014 – Sep 2017" {
				t.Errorf("education %+v", f.Education)
			}
		})
	}
}

// TestCoursesWithoutADegree: a school printed with its dates and its
// courses and no degree (class) has no degree; the courses are its
// notes, in en/de/fr/es. A degree among the lines is still the degree.
func TestCoursesWithoutADegree(t *testing.T) {
	langs := []struct{ lang, education, school, c1, c2, c3 string }{
		{"en", "Education", "University of Leeds", "Regression Models", "Bayesian Inference", "Time Series"},
		{"de", "Ausbildung", "Universität Bremen", "Regressionsmodelle", "Bayes-Statistik", "Zeitreihenanalyse"},
		{"fr", "Formation", "Université de Lille", "Modèles de régression", "Inférence bayésienne", "Séries temporelles"},
		{"es", "Educación", "Universidad de Sevilla", "Modelos de regresión", "Inferencia bayesiana", "Series temporales"},
	}
	for _, l := range langs {
		t.Run(l.lang, func(t *testing.T) {
			text := "Jane Doe\nData Analyst\n\n" + l.education + "\n" + l.school + "    2014 – 2017\n" + l.c1 + "\n" + l.c2 + "\n" + l.c3 + "\n"
			f := Text(text)
			if len(f.Education) != 1 || f.Education[0].Institution != l.school || f.Education[0].Degree != "" {
				t.Fatalf("education %+v", f.Education)
			}
			if want := l.c1 + "\n" + l.c2 + "\n" + l.c3; f.Education[0].Description != want {
				t.Errorf("description %q, want %q", f.Education[0].Description, want)
			}
		})
	}
	if courseParts([]string{"Master of Science", "Regression Models", "Time Series"}) {
		t.Error("a degree among the parts read as courses")
	}
}
