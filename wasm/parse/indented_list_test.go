package parse

import (
	"strings"
	"testing"
)

// TestTwoLineItemsInANarrowList: a list set narrower than its page (slick's
// entries run on to a second page) wraps its items at its own measure; an
// item's short second line starting with a capital (a German noun, a
// name) goes
// on with the item when the line above fills the list's measure and the
// line itself ends well short of it, in en/de/fr/es (issue 34).
func TestTwoLineItemsInANarrowList(t *testing.T) {
	tests := []struct{ lang, a1, a2, b1, b2, c string }{
		{"en", "Responsible for sixty mid-sized customers across the", "DACH Region",
			"Built a standard onboarding process and cut the time to", "Value-Realisation", "Analysed usage data for the product team and the board"},
		{"de", "Verantwortung für sechzig mittelständische Kunden aus Handel und Industrie im DACH-", "Raum",
			"Aufbau eines einheitlichen Onboarding-Prozesses mit schnellerer", "Time-to-Value", "Analyse von Nutzungsdaten für das Produktteam und die Geschäftsführung"},
		{"fr", "Responsable de soixante clients de taille moyenne dans la", "Région DACH",
			"Mise en place d'un processus d'accueil standard avec la", "Direction commerciale", "Analyse des données d'usage pour l'équipe produit et la direction"},
		{"es", "Responsable de sesenta clientes medianos en toda la", "Región DACH",
			"Creación de un proceso de incorporación estándar con el", "Equipo comercial", "Análisis de datos de uso para el equipo de producto y la dirección"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			y := 800.0
			var items []Item
			put := func(s string, x, x1 float64, font string, h float64) {
				items = append(items, Item{Str: s, X: x, Y: y, W: x1 - x, H: h, Font: font})
				y -= 14
			}
			put("Jane Doe", 40, 140, "name", 16)
			put("jane.doe@example.com", 40, 140, "body", 10)
			y -= 10
			put("Customer success manager with eight years of work for software companies in Europe and", 40, 565, "body", 10)
			put("a record of renewals.", 40, 160, "body", 10)
			y -= 14
			put("EXPERIENCE", 40, 120, "title", 12)
			put("Acme GmbH", 40, 110, "head", 11)
			put("Customer Success Manager", 40, 190, "body", 10)
			put("2019-03 - 2022-12", 40, 130, "body", 10)
			put(tt.a1, 70, 380, "body", 10)
			put(tt.a2, 70, 70+5*float64(len([]rune(tt.a2))), "body", 10)
			put(tt.b1, 70, 379, "body", 10)
			put(tt.b2, 70, 70+5*float64(len([]rune(tt.b2))), "body", 10)
			put(tt.c, 70, 300, "body", 10)
			got := PDF([]Page{{Width: 595, Height: 842, Items: items}}).CV
			if len(got.ProfessionalExperience) != 1 {
				t.Fatalf("experience %+v: want one entry", got.ProfessionalExperience)
			}
			r := got.ProfessionalExperience[0].Responsibilities
			want := []string{joinText(tt.a1, tt.a2, nil), joinText(tt.b1, tt.b2, nil), tt.c}
			if strings.Join(r, "|") != strings.Join(want, "|") {
				t.Errorf("items %q\nwant %q", r, want)
			}
		})
	}
}
