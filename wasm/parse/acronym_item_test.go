package parse

import (
	"reflect"
	"testing"
)

// A short acronym in capitals, set apart among the items of a list of
// titles only (Shortlist's own Word file sets each item apart), is one
// more item, not the title of an unknown section taking the items after
// it. A longer word in capitals there still opens a section
// (TestCapsTitleSetApart).
func TestAcronymItemSetApart(t *testing.T) {
	tests := []struct{ lang, skills, languages, projects, language string }{
		{"en", "SKILLS", "LANGUAGES", "PROJECTS", "English"},
		{"de", "KENNTNISSE", "SPRACHEN", "PROJEKTE", "Deutsch"},
		{"fr", "COMPÉTENCES", "LANGUES", "PROJETS", "Français"},
		{"es", "HABILIDADES", "IDIOMAS", "PROYECTOS", "Español"},
	}
	items := map[string][]string{
		"en": {"Process design", "CMMI", "Release management", "PMO", "Budget planning"},
		"de": {"Prozessdesign", "QPI", "Projektleitung", "PMO", "Releasemanagement"},
		"fr": {"Conception des processus", "DSI", "Pilotage budgétaire", "PMO", "Gestion des versions"},
		"es": {"Diseño de procesos", "ERP", "Gestión de versiones", "PMO", "Control presupuestario"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			text := "Alex Moreau\nalex@example.org\n\n\n" + tt.skills + "\n\nGo, SQL, Kafka\n\n\n" + tt.languages +
				"\n\n• " + tt.language + "\n\n\n" + tt.projects + "\n\n"
			for _, it := range items[tt.lang] {
				text += "\n" + it + "\n"
			}
			f := Text(text)
			if got := titles(f.Projects); !reflect.DeepEqual(got, items[tt.lang]) || len(f.OtherSections) != 0 {
				t.Errorf("projects %q, other sections %+v; want projects %q and no other section", got, f.OtherSections, items[tt.lang])
			}
		})
	}
}
