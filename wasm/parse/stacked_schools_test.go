package parse

import (
	"strings"
	"testing"
)

// TestStackedSchools: schools stacked as school, dates, degree with no
// blank line between (a theme's Word file) are one entry each: the second
// school opens the second entry, as the first entry's head taught, in
// en/de/fr/es.
func TestStackedSchools(t *testing.T) {
	type school struct{ institution, degree, duration string }
	cases := []struct {
		lang, heading string
		want          []school
	}{
		{"en", "Education", []school{
			{"University of Leeds", "Master – Economics", "Oct 2017 - Sep 2019"},
			{"University of York", "Bachelor – Business Studies", "Oct 2014 - Sep 2017"}}},
		{"de", "Ausbildung", []school{
			{"Universität Hamburg", "Master – Volkswirtschaftslehre", "Okt 2017 - Sep 2019"},
			{"Technische Universität Dresden", "Bachelor – Wirtschaftsinformatik", "Okt 2014 - Sep 2017"}}},
		{"fr", "Formation", []school{
			{"Université de Lille", "Master – Finance d'entreprise", "sept. 2017 - juin 2019"},
			{"Université de Nantes", "Licence – Économie et Gestion", "sept. 2014 - juin 2017"}}},
		{"es", "Educación", []school{
			{"Universidad de Sevilla", "Máster – Dirección Comercial", "sept. 2017 - jun. 2019"},
			{"Universidad de Granada", "Grado – Administración de Empresas", "sept. 2014 - jun. 2017"}}},
	}
	for _, c := range cases {
		t.Run(c.lang, func(t *testing.T) {
			lines := []string{"Maya Rodriguez", "maya@example.com", "", c.heading}
			for _, s := range c.want {
				lines = append(lines, s.institution, s.duration, s.degree)
			}
			f := readWord(t, lines)
			if len(f.Education) != len(c.want) {
				t.Fatalf("got %d schools %+v, want %+v", len(f.Education), f.Education, c.want)
			}
			for i, w := range c.want {
				e := f.Education[i]
				if got := (school{e.Institution, e.Degree, e.Duration}); got != w {
					t.Errorf("school %d: got %+v, want %+v", i, got, w)
				}
			}
		})
	}
}

// TestSameHeadKind: only lines naming the same kind of thing (two schools,
// two degrees, two titles) are heads of one shape; a company names none.
func TestSameHeadKind(t *testing.T) {
	l := func(s string) line { return line{cells: []cell{{s: s}}} }
	for _, c := range []struct {
		a, b string
		want bool
	}{
		{"Universität Hamburg", "Technische Universität Dresden", true},
		{"Université de Lille", "Université de Nantes", true},
		{"DataCraft GmbH", "Senior Data Scientist", false},
		{"Universidad de Sevilla", "Grado en Administración de Empresas", false},
		{"Northwind Labs", "Contoso Ltd", false},
	} {
		if got := sameHeadKind(l(c.a), l(c.b)); got != c.want {
			t.Errorf("sameHeadKind(%q, %q) = %v, want %v", c.a, c.b, got, c.want)
		}
	}
}

// TestDegreeOpensAgain: pasted schools set as degree, blank line, area,
// school, year one under the other are one entry each: the second degree
// opens the second school, in en/de/fr/es.
func TestDegreeOpensAgain(t *testing.T) {
	type school struct{ institution, degree, duration string }
	cases := []struct {
		lang, heading string
		want          []school
	}{
		{"en", "Education", []school{
			{"University of Leeds", "Master – Economics", "2019"},
			{"University of York", "Bachelor – Business Studies", "2017"}}},
		{"de", "Ausbildung", []school{
			{"Universität Hamburg", "Master – Volkswirtschaftslehre", "2019"},
			{"Technische Universität Dresden", "Bachelor – Wirtschaftsinformatik", "2017"}}},
		{"fr", "Formation", []school{
			{"Université de Lille", "Master – Finance d'entreprise", "2019"},
			{"Université de Nantes", "Licence – Économie et Gestion", "2017"}}},
		{"es", "Educación", []school{
			{"Universidad de Sevilla", "Máster – Dirección Comercial", "2019"},
			{"Universidad de Granada", "Grado – Administración de Empresas", "2017"}}},
	}
	for _, c := range cases {
		t.Run(c.lang, func(t *testing.T) {
			text := "Maya Rodriguez\nmaya@example.com\n\n" + c.heading + "\n"
			for _, s := range c.want {
				typ, area, _ := strings.Cut(s.degree, " – ")
				text += typ + "\n\n" + area + "\n" + s.institution + "\n" + s.duration + "\n"
			}
			f := Text(text)
			if len(f.Education) != len(c.want) {
				t.Fatalf("got %d schools %+v, want %+v", len(f.Education), f.Education, c.want)
			}
			for i, w := range c.want {
				e := f.Education[i]
				if got := (school{e.Institution, e.Degree, e.Duration}); got != w {
					t.Errorf("school %d: got %+v, want %+v", i, got, w)
				}
			}
		})
	}
}
