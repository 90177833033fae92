package parse

import (
	"strings"
	"testing"
)

// TestNameInTitleStyle: a PDF whose name is set in the section titles'
// font and size, over a town in that font, keeps the name in the header:
// the document's first line opens no section (atNamePlace), in en/de/fr/es.
func TestNameInTitleStyle(t *testing.T) {
	tests := []struct{ lang, name, town, about, experience, role string }{
		{"en", "Nora B. Bellwood", "Springfield", "About", "Experience", "Analyst, Shopco"},
		{"de", "Jonas Hartkamp", "Kleinstadt", "Profil", "Berufserfahrung", "Analyst, Ladenkette GmbH"},
		{"fr", "Élodie Marchand", "Villeneuve", "Profil", "Expérience", "Analyste, Boutique SA"},
		{"es", "Lucía Herrero", "Villanueva", "Perfil", "Experiencia", "Analista, Tiendas SL"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			at := func(s string, y, h float64, font string) Item {
				return Item{Str: s, X: 28, Y: y, W: 0.5 * h * float64(len([]rune(s))), H: h, Font: font}
			}
			items := []Item{
				at(tt.name, 800, 27, "title"),
				at(tt.town, 760, 22.5, "title"),
				at(tt.about, 700, 27, "title"),
				at("Analyst with ten years of work in retail and trade.", 670, 10.8, "body"),
				at(tt.experience, 620, 27, "title"),
				at(tt.role, 590, 10.8, "head"),
				at("2019 – 2021", 576, 10.8, "body"),
				at("• Built the weekly sales report of the four shops", 562, 10.8, "body"),
			}
			got := PDF([]Page{{Width: 600, Height: 842, Items: items}})
			if !strings.HasPrefix(got.CV.ProfessionalHeader, tt.name) {
				t.Errorf("header %q, want it to open with %q\n%s", got.CV.ProfessionalHeader, tt.name, got.Text)
			}
		})
	}
}
