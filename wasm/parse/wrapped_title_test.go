package parse

import (
	"strings"
	"testing"
)

// TestWrappedTitle: a headline under the name that wraps onto lines of
// its own in its large type is one title, whether its first line fills
// the header's measure (even), ends with a joining word, or all its lines
// are in capitals (slick), in en/de/fr/es.
func TestWrappedTitle(t *testing.T) {
	langs := []struct{ lang, a, b, c string }{
		{"en", "Senior Platform Engineer for Payments |", "CLOUD INFRASTRUCTURE &", "SITE RELIABILITY"},
		{"de", "Leitende Plattformingenieurin für Zahlungen |", "CLOUD-INFRASTRUKTUR UND", "SICHERER BETRIEB"},
		{"fr", "Ingénieure plateforme principale des paiements |", "INFRASTRUCTURE CLOUD ET", "FIABILITÉ DES SITES"},
		{"es", "Ingeniera de plataforma sénior de pagos |", "INFRAESTRUCTURA EN LA NUBE Y", "FIABILIDAD DEL SITIO"},
	}
	summary := "Engineer with ten years of payments work across four markets and two continents, on call and on time."
	for _, l := range langs {
		for _, c := range []struct{ name, first, second string }{
			{"measure", strings.TrimSuffix(l.a, " |"), "Cloud and Site Reliability"},
			{"capitals", l.b, l.c},
		} {
			t.Run(l.lang+" "+c.name, func(t *testing.T) {
				at := func(s string, x, y, w, h float64, font string) Item {
					return Item{Str: s, X: x, Y: y, W: w, H: h, Font: font}
				}
				w := 340.0
				if c.name == "capitals" {
					w = 200
				}
				items := []Item{
					at("Jane Doe", 180, 780, 200, 32, "f2"),
					at(c.first, 180, 748, w, 25.5, "f2"),
					at(c.second, 180, 718, 170, 25.5, "f2"),
					at(summary, 180, 650, 363, 10.5, "f1"),
					at("Experience", 180, 600, 80, 16, "f3"),
					at("Acme Corp", 180, 580, 60, 10.5, "f1"), at("2019 – 2021", 480, 580, 60, 10.5, "f1"),
				}
				f := PDF([]Page{{Width: 595, Height: 842, Items: items}}).CV
				want := "Jane Doe • " + strings.TrimSpace(c.first+" "+c.second)
				if f.ProfessionalHeader != want {
					t.Errorf("header %q, want %q", f.ProfessionalHeader, want)
				}
			})
		}
	}
}

// A headline breaks after a sign or a joining word (vocab.Joining) of any
// of the four languages, not after a word that ends a phrase.
func TestEndsWithJoiner(t *testing.T) {
	for _, tc := range []struct {
		s    string
		want bool
	}{
		{"Data Analyst |", true},
		{"Head of Sales,", true},
		{"Data Analyst with", true},
		{"Engineer for the", true},
		{"Leiter Vertrieb und", true},
		{"Beraterin für die", true},
		{"Cheffe de projet sur", true},
		{"Analista de datos sobre", true},
		{"Data Analyst", false},
		{"Leiter Vertrieb", false},
		{"Cheffe de projet", false},
		{"Analista de datos", false},
	} {
		t.Run(tc.s, func(t *testing.T) {
			if got := endsWithJoiner(tc.s); got != tc.want {
				t.Errorf("endsWithJoiner(%q) = %v, want %v", tc.s, got, tc.want)
			}
		})
	}
}
