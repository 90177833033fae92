package parse

import (
	"reflect"
	"testing"
)

// Awards named by whole sentences, each set apart (Shortlist's own Word
// file), are one award each; a sentence set apart under a single award
// named by a title still describes it.
func TestSentenceItemSetApart(t *testing.T) {
	tests := []struct {
		lang, title string
		items       []string
		named       string
	}{
		{"en", "AWARDS", []string{
			"Cut the release cycle by a third with automated builds.",
			"Led the migration of the billing platform to the cloud.",
			"Trained twelve new engineers in code review.",
		}, "Employee of the Year"},
		{"de", "AUSZEICHNUNGEN", []string{
			"Den Release-Zyklus mit automatischen Builds um ein Drittel verkürzt.",
			"Die Migration der Abrechnung in die Cloud geleitet.",
			"Zwölf neue Entwickler im Code-Review geschult.",
		}, "Mitarbeiter des Jahres"},
		{"fr", "DISTINCTIONS", []string{
			"Réduit le cycle de livraison d'un tiers grâce aux builds automatisés.",
			"Dirigé la migration de la facturation vers le cloud.",
			"Formé douze nouveaux ingénieurs à la revue de code.",
		}, "Employé de l'année"},
		{"es", "PREMIOS", []string{
			"Reduje el ciclo de entregas en un tercio con compilaciones automáticas.",
			"Dirigí la migración de la facturación a la nube.",
			"Formé a doce ingenieros nuevos en revisión de código.",
		}, "Empleado del año"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			text := "Alex Moreau\nalex@example.org\n\n" + tt.title + "\n"
			for _, it := range tt.items {
				text += "\n" + it + "\n"
			}
			if got := titles(Text(text).Awards); !reflect.DeepEqual(got, tt.items) {
				t.Errorf("awards %q, want %q", got, tt.items)
			}
			// One award named by a title, its description set apart.
			g := Text("Alex Moreau\nalex@example.org\n\n" + tt.title + "\n\n" + tt.named + "\n\n" + tt.items[0] + "\n")
			if len(g.Awards) != 1 || g.Awards[0].Title != tt.named || g.Awards[0].Description != tt.items[0] {
				t.Errorf("one named award: %+v, want %q described by %q", g.Awards, tt.named, tt.items[0])
			}
		})
	}
}
