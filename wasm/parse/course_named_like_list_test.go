package parse

import "testing"

// TestCourseNamedLikeList: inside education, a course named like a skills
// list ("Databases") above more courses in its type and at its edge opens
// no skills section; alone in the headings' place it does, in
// en/de/fr/es (issue 34, slick).
func TestCourseNamedLikeList(t *testing.T) {
	tests := []struct{ lang, education, course, next string }{
		{"en", "Education", "Operating Systems", "Computer Networks"},
		{"de", "Ausbildung", "Betriebssysteme", "Rechnernetze"},
		{"fr", "Formation", "Systèmes d'exploitation", "Réseaux informatiques"},
		{"es", "Educación", "Bases de datos", "Redes de computadores"},
	}
	for _, tt := range tests {
		course := func(s string, y float64) line {
			return line{cells: []cell{box0(s, 246, 380, "course")}, style: "course", size: 10.5, y: y}
		}
		lines := []line{
			{cells: []cell{box0(tt.education, 71, 200, "title")}, style: "title", size: 21, y: 760},
			{cells: []cell{box0("Universidad de Montalto", 216, 500, "school")}, style: "school", size: 18, y: 737},
			{cells: []cell{box0("2012-09 - 2016-07", 216, 360, "date")}, style: "date", size: 11.5, y: 666},
			course(tt.course, 647), course(tt.next, 632),
		}
		if secs := sections(lines); len(secs) != 2 || secs[1].kind != kindEducation || len(secs[1].lines) != 4 {
			t.Errorf("%s: the course opened a section: %d sections", tt.lang, len(secs))
		}
		alone := append(lines[:3:3], line{cells: []cell{box0(tt.course, 71, 200, "title")}, style: "title", size: 21, y: 600, gap: true}, course(tt.next, 570))
		if secs := sections(alone); len(secs) != 3 || secs[2].kind != kindSkills {
			t.Errorf("%s: the title %q opened no skills section: %d sections", tt.lang, tt.course, len(secs))
		}
	}
}

// TestCourseRowNamedLikeList: inside education, a row of courses whose
// first is named like a skills list opens no skills section, and the next
// school stays in education; a labelled list ("Databases: …") or a row of
// lists in a skills table still does, in en/de/fr/es (issue 34, elegant).
func TestCourseRowNamedLikeList(t *testing.T) {
	tests := []struct{ lang, education, course, other, school string }{
		{"en", "Education", "Databases", "Compiler Design", "Northgate Institute of Technology"},
		{"de", "Ausbildung", "Programmiersprachen", "Compilerbau", "Hochschule Talheim"},
		{"fr", "Formation", "Langages de programmation", "Compilation", "Institut polytechnique de Valmont"},
		{"es", "Educación", "Lenguajes de programación", "Compiladores", "Universidad del Valle Alto"},
	}
	for _, tt := range tests {
		row := func(y float64, boxes ...string) line {
			l := line{style: "course", size: 9.4, y: y, gap: true}
			for i, s := range boxes {
				l.cells = append(l.cells, box0(s, 69+float64(i)*130, 190+float64(i)*130, "course"))
			}
			return l
		}
		head := func(s string, y float64) line {
			return line{cells: []cell{box0(s, 64, 400, "head")}, style: "head", size: 10.5, y: y, gap: true}
		}
		lines := []line{
			{cells: []cell{box0(tt.education, 64, 200, "title")}, style: "title", size: 13.5, y: 760},
			head("Informatik, Bachelor, Universidad Montalto", 730),
			{cells: []cell{box0("Sep, 2012 - Jul, 2016", 64, 160, "date")}, style: "date", size: 8.9, y: 715},
			row(690, tt.course, tt.other, "Software"),
			head(tt.school+", Master", 650),
		}
		if secs := sections(lines); len(secs) != 2 || secs[1].kind != kindEducation || len(secs[1].lines) != 4 {
			t.Errorf("%s: the course row opened a section: %d sections", tt.lang, len(secs))
		}
		listed := []line{lines[0], lines[1], lines[2], row(690, tt.course+":", "MySQL, PostgreSQL"), head(tt.school, 650)}
		if secs := sections(listed); len(secs) != 3 || secs[2].kind != kindSkills {
			t.Errorf("%s: the labelled list %q opened no skills section: %d sections", tt.lang, tt.course, len(secs))
		}
	}
}
