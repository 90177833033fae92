package parse

import (
	"strings"
	"testing"
)

// TestAreaOverStudyType: a field of study printed after an icon with its
// study type alone under it (flat) gives one degree, not a note of the
// school and an entry of its own, in en/de/fr/es (issue 34).
func TestAreaOverStudyType(t *testing.T) {
	tests := []struct{ lang, education, school, area, typ string }{
		{"en", "Education", "Riverside University", "Statistics and Data Science", "Bachelor"},
		{"de", "Ausbildung", "Technische Universität Flussufer", "Angewandte Informatik", "Master"},
		{"fr", "Formation", "Université de la Rivière", "Management et Stratégie", "Master"},
		{"es", "Educación", "Universidad del Río", "Administración de Empresas", "Licenciatura"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			page := makePage(
				pl{800, "big", []box{at(40, "Camille Laurent")}},
				pl{780, "reg", []box{at(40, "Data Analyst")}},
				pl{740, "title", []box{title(40, tt.education)}},
				pl{720, "head", []box{at(174, tt.school), at(440, "2015-09 — 2019-06")}},
				pl{705, "reg", []box{at(174, "•"), at(189.7, tt.area)}},
				pl{690, "reg", []box{at(193, tt.typ)}},
			)
			got := PDF([]Page{page}).CV
			if len(got.Education) != 1 {
				t.Fatalf("education %+v: want one entry", got.Education)
			}
			if e := got.Education[0]; e.Degree != tt.typ+", "+tt.area || e.Institution != tt.school {
				t.Errorf("degree %q at %q, want %q at %q", e.Degree, e.Institution, tt.typ+", "+tt.area, tt.school)
			}
		})
	}
}

// TestAreaOverStudyTypeAtPageTop: atop a page the school's name and its
// field stand at the page's margin and the study type a few points right,
// and the column reading puts the study type in a block of its own (flat);
// at the line spacing right under the field it is still the field's type,
// in en/de/fr/es. A study type a gap under the field, or in another block
// beside it, is not.
func TestAreaOverStudyTypeAtPageTop(t *testing.T) {
	tests := []struct{ lang, school, area, typ string }{
		{"en", "Riverside University", "Statistics and Data Science", "Bachelor"},
		{"de", "Technische Universität Flussufer", "Angewandte Informatik", "Master"},
		{"fr", "Université de la Rivière", "Management et Stratégie", "Master"},
		{"es", "Universidad del Río", "Administración de Empresas", "Licenciatura"},
	}
	ln := func(y float64, group int, gap bool, x float64, s string) line {
		return line{cells: []cell{{s: s, x0: x, x1: x + 5*float64(len([]rune(s))), tx: x, size: 10.5, style: "reg|10.5"}},
			size: 10.5, style: "reg|10.5", y: y, page: 2, group: group, gap: gap}
	}
	for _, tt := range tests {
		for _, c := range []struct {
			name  string
			y     float64
			group int
			want  int
		}{
			{"block of its own at the line spacing", 771.6, 6, 2},
			{"same block, a gap under", 740, 4, 3},
			{"block of its own, a gap under", 740, 6, 3},
			{"block of its own beside", 786.6, 6, 3},
		} {
			t.Run(tt.lang+" "+c.name, func(t *testing.T) {
				area := ln(786.6, 4, false, 39.4, "• "+tt.area)
				area.cells[0].tx = 54.7
				lines := []line{ln(807.6, 4, true, 39.4, tt.school), area, ln(c.y, c.group, true, 58.1, tt.typ)}
				got := areaOverStudyType(lines)
				if len(got) != c.want {
					t.Fatalf("got %d lines, want %d", len(got), c.want)
				}
				if c.want == 2 && got[1].flat() != tt.typ+", "+tt.area {
					t.Errorf("degree %q, want %q", got[1].flat(), tt.typ+", "+tt.area)
				}
			})
		}
	}
}

// TestEngineeringFieldOverStudyType: flat's field after an icon over its
// study type, where a Spanish field names a degree too ("Ingeniería …",
// typeApartFromField), is one degree as well, in en/de/fr/es (the en/de/fr
// rows read the same without the rule).
func TestEngineeringFieldOverStudyType(t *testing.T) {
	tests := []struct{ lang, education, school, area, typ string }{
		{"en", "Education", "Riverside University", "Agricultural Engineering", "Bachelor"},
		{"de", "Ausbildung", "Technische Universität Flussufer", "Agrartechnik", "Bachelor"},
		{"fr", "Formation", "Université de la Rivière", "Génie agricole", "Licence"},
		{"es", "Educación", "Universidad del Río", "Ingeniería Agrícola", "Grado"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			page := makePage(
				pl{800, "big", []box{at(40, "Camille Laurent")}},
				pl{780, "reg", []box{at(40, "Data Analyst")}},
				pl{740, "title", []box{title(40, tt.education)}},
				pl{720, "head", []box{at(174, tt.school), at(440, "2015-09 — 2019-06")}},
				pl{705, "reg", []box{at(174, "•"), at(189.7, tt.area)}},
				pl{690, "reg", []box{at(193, tt.typ)}},
			)
			got := PDF([]Page{page}).CV
			if len(got.Education) != 1 {
				t.Fatalf("education %+v: want one entry", got.Education)
			}
			if e := got.Education[0]; !strings.Contains(e.Degree, tt.typ) || !strings.Contains(e.Degree, tt.area) || e.Institution != tt.school {
				t.Errorf("degree %q at %q, want %q and %q at %q", e.Degree, e.Institution, tt.typ, tt.area, tt.school)
			}
		})
	}
}
