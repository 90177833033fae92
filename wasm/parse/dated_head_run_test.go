package parse

import (
	"strings"
	"testing"
)

// TestCoursesInTwoColumnsUnderADatedHead: a school whose dates stand at
// the page's edge beside its name and whose courses run two by two under
// its degree keeps its name, degree and dates, in en/de/fr/es: the
// courses' right column and the date are not read as a column of their
// own after the left one (issue 34).
func TestCoursesInTwoColumnsUnderADatedHead(t *testing.T) {
	tests := []struct {
		lang, heading, school, degree, date string
		courses                             [6]string
	}{
		{"en", "Education", "Northfield State University", "Bachelor Business Administration", "09/2012 - 06/2016",
			[6]string{"Principles of Accounting", "Team Negotiation", "Group Behaviour", "Strategy Basics", "Cost Accounting", "Buyer Psychology"}},
		{"de", "Ausbildung", "Universität Nordstadt", "Bachelor Betriebswirtschaftslehre", "10/2012 - 09/2016",
			[6]string{"Grundlagen der Buchhaltung", "Verhandlungstechnik", "Mikroökonomie", "Unternehmensplanung", "Kostenrechnung", "Marktforschung"}},
		{"fr", "Formation", "Université Publique de Valmont", "Licence Économie et Gestion", "09/2012 - 06/2016",
			[6]string{"Comptabilité générale", "Négociation commerciale", "Microéconomie", "Stratégie d'entreprise", "Contrôle de gestion", "Études de marché"}},
		{"es", "Educación", "Universidad de Montalto", "Grado en Administración de Empresas", "09/2012 - 06/2016",
			[6]string{"Contabilidad financiera", "Negociación comercial", "Microeconomía", "Dirección estratégica", "Contabilidad de costes", "Investigación de mercados"}},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			w := func(s string) float64 { return 4.6 * float64(len([]rune(s))) }
			course := func(s string, x, y float64) Item {
				return Item{Str: s, X: x, Y: y, W: w(s), H: 8.2, Font: "course"}
			}
			items := []Item{
				{Str: "Jane Doe", X: 25, Y: 800, W: 120, H: 24, Font: "name"},
				{Str: "Experience", X: 25, Y: 760, W: 55, H: 10.5, Font: "title"},
				{Str: "2017 - 2021", X: 528, Y: 738, W: 50, H: 8.2, Font: "date"},
				{Str: "Acme Corp", X: 25, Y: 736, W: 60, H: 10.5, Font: "school"},
				{Str: "Engineer", X: 25, Y: 725, W: 45, H: 9, Font: "degree"},
				{Str: "Built a small thing for many people every single day of the week.", X: 52, Y: 710, W: 320, H: 8.2, Font: "course"},
				{Str: "Ran the weekly review of the whole team and wrote down what it found.", X: 52, Y: 700, W: 330, H: 8.2, Font: "course"},
				{Str: "Wrote the guide that new people read first, and kept it up to date.", X: 52, Y: 690, W: 325, H: 8.2, Font: "course"},
				{Str: tt.heading, X: 25, Y: 680, W: 55, H: 10.5, Font: "title"},
				{Str: tt.date, X: 498, Y: 658, W: 80, H: 8.2, Font: "date"},
				{Str: tt.school, X: 25, Y: 656, W: w(tt.school) * 1.3, H: 10.5, Font: "school"},
				{Str: tt.degree, X: 25, Y: 645, W: w(tt.degree) * 1.1, H: 9, Font: "degree"},
				course(tt.courses[0], 44, 628), course(tt.courses[1], 322, 628),
				course(tt.courses[2], 44, 618), course(tt.courses[3], 322, 618),
				course(tt.courses[4], 44, 608), course(tt.courses[5], 322, 608),
				{Str: "Skills", X: 25, Y: 580, W: 30, H: 10.5, Font: "title"},
				{Str: "Go, SQL, Kafka, Postgres, Terraform, Kubernetes, Docker, Linux, Git", X: 25, Y: 565, W: 330, H: 9, Font: "degree"},
			}
			r := PDF([]Page{{Width: 595, Height: 842, Items: items}})
			edu := r.CV.Education
			if len(edu) == 0 || edu[0].Institution != tt.school || !strings.Contains(edu[0].Degree, tt.degree) || edu[0].Duration != tt.date {
				t.Errorf("got %+v\n%s", edu, r.Text)
			}
			if d, c := strings.Index(r.Text, tt.date), strings.Index(r.Text, tt.courses[0]); d < 0 || c < 0 || d > c {
				t.Errorf("the date is read after the courses:\n%s", r.Text)
			}
		})
	}
}

// TestDatedHeadRun: a date alone at the edge, right of where every other
// box of the right side starts, marks a dated head; a date among the
// columns' boxes (a box starts right of it) or no date at all leaves the
// grid.
func TestDatedHeadRun(t *testing.T) {
	b := func(s string, x0, x1 float64) cell { return cell{s: s, x0: x0, x1: x1, style: "body"} }
	head := row(700, b("Northfield State University", 25, 190), b("2012 - 2016", 498, 578))
	courses := []line{
		row(690, b("Accounting", 44, 120), b("Negotiation", 322, 400)),
		row(680, b("Behaviour", 44, 110), b("Strategy", 322, 380)),
	}
	middle := row(700, b("Universität Nordstadt", 25, 190), b("2012 - 2016", 395, 514))
	third := row(690, b("Kostenrechnung", 44, 120), b("Planung", 288, 380), b("Marktforschung", 406, 472))
	tests := []struct {
		name string
		run  []line
		want bool
	}{
		{"date at the edge", append([]line{head}, courses...), true},
		{"date among three columns", append([]line{middle, third}, courses...), false},
		{"no date", courses, false},
	}
	for _, tt := range tests {
		if got := datedHeadRun(tt.run, 200); got != tt.want {
			t.Errorf("%s: got %v, want %v", tt.name, got, tt.want)
		}
	}
}
