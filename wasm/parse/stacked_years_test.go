package parse

import (
	"strings"
	"testing"
)

// TestStackedYears: schools whose start and end years stand one over the
// other in a gutter left of the school's name and its website read as one
// school each with its range, in en/de/fr/es (issue 34, kendall).
func TestStackedYears(t *testing.T) {
	tests := []struct {
		lang, heading string
		schools       [2]string
	}{
		{"en", "Education", [2]string{"Northfield State University", "Lakeside Community College"}},
		{"de", "Ausbildung", [2]string{"Universität Nordstadt", "Fachhochschule Seeburg"}},
		{"fr", "Formation", [2]string{"Université Publique de Valmont", "Institut Supérieur de Rivebelle"}},
		{"es", "Educación", [2]string{"Universidad de Montalto", "Escuela Superior de Riberalta"}},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			w := func(s string) float64 { return 4.2 * float64(len([]rune(s))) }
			it := func(s string, x, y, h float64, font string) Item {
				return Item{Str: s, X: x, Y: y, W: w(s), H: h, Font: font}
			}
			items := []Item{
				it("Jane Doe", 40, 800, 16, "name"),
				it(tt.heading, 373, 600, 9, "title"),
			}
			years := [][2]string{{"2017", "2019"}, {"2013", "2017"}}
			for i, s := range tt.schools {
				top := 580 - 80*float64(i)
				items = append(items,
					it(years[i][0], 373, top, 7.1, "year"), it(s, 408, top, 8.5, "school"),
					it(years[i][1], 373, top-10, 7.1, "year"), it("https://www.school"+years[i][0]+".example.org", 408, top-10, 7.1, "body"),
					it("Master", 408, top-19, 7.1, "body"))
			}
			f := PDF([]Page{{Width: 595, Height: 842, Items: items}}).CV
			if len(f.Education) != 2 {
				t.Fatalf("got %d schools, want 2: %+v", len(f.Education), f.Education)
			}
			for i, e := range f.Education {
				if e.Institution != tt.schools[i] || e.Duration != years[i][0]+" – "+years[i][1] {
					t.Errorf("school %d: got %q %q", i, e.Institution, e.Duration)
				}
			}
			if strings.Contains(f.Education[0].Degree, years[0][1]) {
				t.Errorf("the end year is in the degree: %+v", f.Education[0])
			}
		})
	}
}

// TestYearListIsNoStack: a list dated by year, one item a line with its
// year in the gutter, keeps each year on its line: the same year twice,
// or three years in a row, is no range.
func TestYearListIsNoStack(t *testing.T) {
	yearRow := func(y float64, year, text string) line {
		return line{cells: []cell{box0(year, 40, 60, "body"), box0(text, 80, 300, "body")}, size: 10, y: y}
	}
	cases := []struct {
		name  string
		lines []line
		want  string
	}{
		{"same year", []line{yearRow(700, "2018", "Prize for the best team"), yearRow(690, "2018", "Preis für das beste Team")}, "2018"},
		{"three years", []line{yearRow(700, "2016", "Prix de la meilleure équipe"), yearRow(690, "2017", "Premio al mejor equipo"), yearRow(680, "2018", "Best paper award")}, "2016"},
		{"stacked", []line{yearRow(700, "2016", "Universidad de Montalto"), yearRow(690, "2019", "www.montalto.example.es")}, "2016 2019"},
	}
	for _, c := range cases {
		got := stackedYears(c.lines)
		if got[0].cells[0].s != c.want {
			t.Errorf("%s: first box %q, want %q", c.name, got[0].cells[0].s, c.want)
		}
		if c.want != c.lines[0].cells[0].s {
			continue
		}
		for k := range c.lines {
			if k >= len(got) || got[k].text() != c.lines[k].text() {
				t.Errorf("%s: line %d changed: %+v", c.name, k, got)
				break
			}
		}
	}
}

// TestYearBesideHead: a school's start year set a little above its name,
// read on a line of its own right over it (the year joined a row of the
// column left of it), goes beside the school, and the stack reads as the
// school's range with the wrapped rest of its name under it; a year alone
// with no end year under it stays on its line, in en/de/fr/es (issue 34,
// kendall).
func TestYearBesideHead(t *testing.T) {
	tests := []struct{ lang, school, wrap string }{
		{"en", "Northfield State", "University"},
		{"de", "Technische Hochschule", "Nordstadt"},
		{"fr", "Université Publique de", "Valmont"},
		{"es", "Universidad Técnica de", "Montalto"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			row := func(y, size float64, cells ...cell) line {
				return line{cells: cells, size: size, y: y, group: 1}
			}
			lines := []line{
				row(557.13, 7.1, box0("2012", 373, 393, "year")),
				row(556.38, 8.5, box0(tt.school, 408, 530, "school")),
				row(546.63, 8.5, box0("2016", 373, 393, "year"), box0(tt.wrap, 408, 450, "school")),
				row(537.6, 7.1, box0("https://www.school.example.org", 408, 480, "body")),
			}
			got := stackedYears(lines)
			if len(got) != 3 || got[0].text() != "2012 2016\t"+tt.school || got[1].text() != tt.wrap {
				t.Errorf("got %q", render(got))
			}
			alone := []line{lines[0], lines[1], lines[3]}
			if got := stackedYears(alone); len(got) != 3 || got[0].text() != "2012" {
				t.Errorf("alone: got %q", render(got))
			}
		})
	}
}
