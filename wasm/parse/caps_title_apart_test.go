package parse

import (
	"slices"
	"strings"
	"testing"
)

// A title the word lists do not know, alone in capitals between blank
// lines in a text that sets its known titles so (Shortlist's own Word
// file, read as text), opens an other section; its lines are not the
// section's before. The same line in a text whose titles are not set
// apart so stays a line of its section.
func TestCapsTitleSetApart(t *testing.T) {
	tests := []struct{ lang, skills, languages, title, item, language string }{
		{"en", "SKILLS", "LANGUAGES", "INDUSTRIES", "Banking", "English"},
		{"de", "KENNTNISSE", "SPRACHEN", "BRANCHEN", "Banken", "Deutsch"},
		{"fr", "COMPÉTENCES", "LANGUES", "SECTEURS", "Banque", "Français"},
		{"es", "HABILIDADES", "IDIOMAS", "SECTORES", "Banca", "Español"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			f := Text("Alex Moreau\nalex@example.org\n\n\n" + tt.skills + "\n\nGo, SQL, Kafka\n\n\n" + tt.languages +
				"\n\n• " + tt.language + "\n\n\n" + tt.title + "\n\n" + tt.item + "\n\n")
			if len(f.OtherSections) != 1 || f.OtherSections[0].Title != tt.title {
				t.Fatalf("other sections %+v, want one titled %q; languages %+v", f.OtherSections, tt.title, f.Languages)
			}
			if len(f.Languages) != 1 {
				t.Errorf("languages %+v, want %q alone", f.Languages, tt.language)
			}
			// Titles written in title case: the capitals mark no title.
			g := Text("Alex Moreau\nalex@example.org\n\n" + titleCase(tt.skills) + "\n\nGo, SQL, Kafka\n\n" + titleCase(tt.languages) +
				"\n\n• " + tt.language + "\n\n" + tt.title + "\n\n" + tt.item + "\n\n")
			if len(g.OtherSections) != 0 {
				t.Errorf("title-case titles: other sections %+v, want none", g.OtherSections)
			}
		})
	}
}

func titleCase(s string) string {
	r := []rune(s)
	return string(r[:1]) + strings.ToLower(string(r[1:]))
}

// TestCapsTitleWithCount: a title the word lists do not know, numbered by
// one digit ("EXTRA 1", en/de/fr/es), set apart in capitals like the known
// ones, opens an other section each; a line in capitals holding a number
// of two digits or more (a year, a standard) stays a line of the section.
func TestCapsTitleWithCount(t *testing.T) {
	tests := []struct{ lang, skills, languages, first, second, item, numbered string }{
		{"en", "SKILLS", "LANGUAGES", "EXTRA 1", "EXTRA 2", "Item one", "ISO 27001"},
		{"de", "KENNTNISSE", "SPRACHEN", "ANHANG 1", "ANHANG 2", "Punkt eins", "SAP S4 2020"},
		{"fr", "COMPÉTENCES", "LANGUES", "ANNEXE 1", "ANNEXE 2", "Point un", "ITIL V4 2019"},
		{"es", "HABILIDADES", "IDIOMAS", "ANEXO 1", "ANEXO 2", "Punto uno", "ISO 9001"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			f := Text("Alex Moreau\nalex@example.org\n\n\n" + tt.skills + "\n\nGo, SQL, Kafka\n\n\n" + tt.languages +
				"\n\n• Deutsch\n\n\n" + tt.first + "\n\n" + tt.item + "\n\n" + tt.numbered + "\n\n\n" + tt.second + "\n\n" + tt.item + "\n\n")
			var titles []string
			for _, s := range f.OtherSections {
				titles = append(titles, s.Title)
			}
			if want := []string{tt.first, tt.second}; !slices.Equal(titles, want) {
				t.Fatalf("other sections %q, want %q", titles, want)
			}
			if lines := f.OtherSections[0].Lines; !slices.Contains(lines, tt.numbered) {
				t.Errorf("first section's lines %q, want %q among them", lines, tt.numbered)
			}
		})
	}
}

// TestCapsTitlesApartBesideHeadNamedLikeTitle: a job's head read as a title
// only by its last word ("Payments Migration Project", en/de/fr/es), not in
// capitals and over its dates, is no title the text sets otherwise: an
// unknown title in capitals set apart further down still opens its section.
func TestCapsTitlesApartBesideHeadNamedLikeTitle(t *testing.T) {
	tests := []struct{ lang, experience, head, title, item string }{
		{"en", "WORK EXPERIENCE", "Payments Migration Project", "INDUSTRIES", "Banking"},
		{"de", "BERUFSERFAHRUNG", "Migration Zahlungsverkehr Projekte", "BRANCHEN", "Banken"},
		{"fr", "EXPÉRIENCE PROFESSIONNELLE", "Migration des paiements Projets", "SECTEURS", "Banque"},
		{"es", "EXPERIENCIA PROFESIONAL", "Migración de pagos Proyectos", "SECTORES", "Banca"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			f := Text("Alex Moreau\nalex@example.org\n\n\nSKILLS\n\nGo, SQL, Kafka\n\n\n" + tt.experience +
				"\n\n\n" + tt.head + "\n01/2019 - 12/2020\n• Ledger moved to the new platform\n\n\nLANGUAGES\n\n• English\n\n\n" +
				tt.title + "\n\n" + tt.item + "\n\n")
			if len(f.OtherSections) != 1 || f.OtherSections[0].Title != tt.title {
				t.Fatalf("other sections %+v, want one titled %q", f.OtherSections, tt.title)
			}
			if len(f.ProfessionalExperience) != 1 {
				t.Errorf("jobs %+v, want the one headed %q", f.ProfessionalExperience, tt.head)
			}
		})
	}
}

// TestWholeCapsTitle: an unknown title in capitals set apart whose first
// word is a known title ("EDUCATION ABROAD NOTES", en/de/fr/es)
// opens an other section under the whole title, in a text that sets its
// titles so; a known title followed on its line by a list in capitals
// ("SKILLS SQL, AWS") still opens its section with the list as content.
func TestWholeCapsTitle(t *testing.T) {
	tests := []struct{ lang, title, list string }{
		{"en", "EDUCATION ABROAD NOTES", "SKILLS SQL, AWS"},
		{"de", "AUSBILDUNG IM AUSLAND NOTIZEN", "KENNTNISSE SQL, AWS"},
		{"fr", "FORMATION À L’ÉTRANGER NOTES", "COMPÉTENCES SQL, AWS"},
		{"es", "FORMACIÓN EN EL EXTRANJERO NOTAS", "HABILIDADES SQL, AWS"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			f := Text("Alex Moreau\nalex@example.org\n\n\nWORK EXPERIENCE\n\n\nDeveloper — Example Ltd\n2019 - 2021\n• Built things\n\n\nLANGUAGES\n\n• English\n\n" +
				tt.title + "\n\nNight school\n\nSummer course\n\n")
			if len(f.OtherSections) != 1 || f.OtherSections[0].Title != tt.title {
				t.Fatalf("other sections %+v, want one titled %q; education %+v", f.OtherSections, tt.title, f.Education)
			}
			g := Text("Alex Moreau\nalex@example.org\n\n\nWORK EXPERIENCE\n\n\nDeveloper — Example Ltd\n2019 - 2021\n• Built things\n\n\nLANGUAGES\n\n• English\n\n" +
				tt.list + "\n\n")
			if len(g.OtherSections) != 0 || len(g.CoreSkills)+len(g.ToolsTechnologies) != 2 {
				t.Errorf("a title and its list: other sections %+v, skills %q, tools %q", g.OtherSections, g.CoreSkills, g.ToolsTechnologies)
			}
		})
	}
}

// TestTailTitleInText: a school named like a title by its last word
// ("Northwind Technologies", en/de/fr/es) right under its degree, in a text
// that sets its titles alone in capitals between blank lines, is the
// degree's school, not a tools title.
func TestTailTitleInText(t *testing.T) {
	tests := []struct{ lang, education, degree, school string }{
		{"en", "EDUCATION", "Bachelor’s in Data Engineering", "Northwind Technologies"},
		{"de", "AUSBILDUNG", "Bachelor in Informatik", "Nordwind Kenntnisse"},
		{"fr", "FORMATION", "Licence en informatique", "Nordvent Technologies"},
		{"es", "FORMACIÓN", "Grado en Informática", "Viento Norte Competencias"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			if _, ok := lookupHeading(tt.school); !ok {
				t.Fatalf("%q is no title by its last word: the test needs one", tt.school)
			}
			f := Text("Alex Moreau\nalex@example.org\n\n\nWORK EXPERIENCE\n\n\nDeveloper — Example Ltd\n2019 - 2021\n• Built things\n\n\n" +
				tt.education + "\n\n\n" + tt.degree + "\n" + tt.school + "\n")
			if len(f.Education) != 1 || f.Education[0].Institution != tt.school {
				t.Errorf("education %+v, want %q at %q", f.Education, tt.degree, tt.school)
			}
		})
	}
}
