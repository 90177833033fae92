package parse

import (
	"testing"

	"github.com/shortlist/shortlist/wasm/docx"
)

// TestPlainTitlesInEntries: in a Word file whose section titles are
// headings, a school's course in plain text named like a skills list
// stays in education and the next school is read; in a file whose titles
// are plain text the same line still opens its section, in en/de/fr/es
// (issue 34, elegant).
func TestPlainTitlesInEntries(t *testing.T) {
	tests := []struct{ lang, work, education, skills, course, next, school string }{
		{"en", "Experience", "Education", "Skills", "Databases", "Compiler Design", "Northgate Institute of Technology"},
		{"de", "Berufserfahrung", "Ausbildung", "Kenntnisse", "Programmiersprachen", "Compilerbau", "Hochschule Talheim"},
		{"fr", "Expérience", "Formation", "Compétences", "Langages de programmation", "Compilation", "Institut polytechnique de Valmont"},
		{"es", "Experiencia", "Educación", "Habilidades", "Lenguajes de programación", "Compiladores", "Universidad del Valle Alto"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			doc := func(level int) docx.Document {
				return docx.Document{Lines: []docx.Line{
					{Text: "Alex Moreau", Level: -1, Heading: 1},
					{Text: tt.work, Level: -1, Heading: level},
					{Text: "Analyst, Kettle Analytics", Level: -1},
					{Text: "Jan 2018 - Feb 2021", Level: -1},
					{Text: "Built the weekly sales report for four regions", Level: 0},
					{Text: tt.education, Level: -1, Heading: level},
					{Text: "Informatik, Bachelor, Universidad Montalto", Level: -1},
					{Text: "Sep, 2012 - Jul, 2016", Level: -1},
					{Text: tt.course, Level: -1},
					{Text: tt.next, Level: -1},
					{Text: "Informatik, Master, " + tt.school, Level: -1},
					{Text: "Sep, 2016 - Jun, 2018", Level: -1},
					{Text: tt.skills, Level: -1, Heading: level},
					{Text: "SQL", Level: 0},
				}}
			}
			if f := Word(doc(4)).CV; len(f.Education) != 2 {
				t.Errorf("titles in headings: schools %+v, skills %v", f.Education, f.CoreSkills)
			}
			if f := Word(doc(0)).CV; len(f.Education) != 1 {
				t.Errorf("titles in plain text: schools %+v", f.Education)
			}
		})
	}
}
