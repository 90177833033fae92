package parse

import "testing"

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
