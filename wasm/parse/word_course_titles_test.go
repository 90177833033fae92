package parse

import (
	"testing"

	"github.com/shortlist/shortlist/wasm/docx"
)

// TestCourseListsUnderSubheading: in a Word file that sets a school's
// course-list title in a heading level deeper than the education
// section's title (even, flat), the title and its list stay with the
// school and the next school is read; a title at the section titles'
// level opens a section of its own, in en/de/fr/es (issue 34). French
// "Cours" names no section, so the fr rows read the same without the
// rule.
func TestCourseListsUnderSubheading(t *testing.T) {
	tests := []struct {
		lang, education, courses, projects, school1, school2 string
		atSectionLevel                                       int // schools read with the title at the section's level
	}{
		{"en", "Education", "Courses", "Projects", "Northgate Institute of Technology", "Southfield University", 1},
		{"de", "Ausbildung", "Kurse", "Projekte", "Hochschule Talheim", "Universität Nordstadt", 1},
		{"fr", "Formation", "Cours", "Projets", "Université de Valmont", "Université de Rochebrune", 2},
		{"es", "Educación", "Cursos", "Proyectos", "Universidad del Valle Alto", "Universidad de Sierra Baja", 1},
	}
	for _, tt := range tests {
		for _, c := range []struct {
			name  string
			level int // the courses title's heading level
			want  int
		}{
			{"title under the section's", 5, 2},
			{"title at the section's level", 3, 0},
		} {
			t.Run(tt.lang+" "+c.name, func(t *testing.T) {
				doc := docx.Document{Lines: []docx.Line{
					{Text: "Alex Moreau", Level: -1, Heading: 1},
					{Text: tt.education, Level: -1, Heading: 3},
					{Text: tt.school1, Level: -1, Heading: 4},
					{Text: "Master in Geodesy", Level: -1},
					{Text: "Oct 2015 – Sep 2017", Level: -1},
					{Text: tt.courses, Level: -1, Heading: c.level},
					{Text: "Field Survey Basics", Level: 0},
					{Text: "Tide Tables", Level: 0},
					{Text: tt.school2, Level: -1, Heading: 4},
					{Text: "Bachelor in Geography", Level: -1},
					{Text: "Oct 2012 – Sep 2015", Level: -1},
					{Text: tt.projects, Level: -1, Heading: 3},
					{Text: "Harbour Mapping", Level: -1, Heading: 4},
					{Text: "Feb 2020 – Nov 2020", Level: -1},
					{Text: "Mapped the harbour floor with a team of three.", Level: 0},
				}}
				f := Word(doc).CV
				if c.want == 0 {
					c.want = tt.atSectionLevel
				}
				if len(f.Education) != c.want {
					t.Fatalf("got %d schools %+v, want %d", len(f.Education), f.Education, c.want)
				}
				if c.want == 2 && (f.Education[0].Institution != tt.school1 || f.Education[1].Institution != tt.school2) {
					t.Errorf("schools %+v", f.Education)
				}
			})
		}
	}
}
