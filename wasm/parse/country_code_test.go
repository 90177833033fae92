package parse

import "testing"

// TestPlaceWithCountryCode: a city, its region and a country code in
// capitals is a place, as is a city and its code; the code alone after
// other words, or in lower case, makes none, in en/de/fr/es (issue 34,
// onepage).
func TestPlaceWithCountryCode(t *testing.T) {
	tests := []struct {
		s    string
		want bool
	}{
		{"Boston, Massachusetts, US", true},
		{"Köln, Nordrhein-Westfalen, DE", true},
		{"Lyon, Auvergne-Rhône-Alpes, FR", true},
		{"Valencia, Comunitat Valenciana, ES", true},
		{"Barcelona, ES", true},
		{"Senior Consultant, IT", false},
		{"Acme, Beta, IT", false},
		{"Valencia, Comunitat Valenciana, es", false},
		{"Python, SQL, ES", false},
	}
	for _, tt := range tests {
		if got := isLocation(tt.s); got != tt.want {
			t.Errorf("isLocation(%q) = %v, want %v", tt.s, got, tt.want)
		}
	}
}

// TestHeaderTitleBesideName: onepage writes "Name, Label" on one line and
// the place under it in the contact line; the place, ending in a country
// code, is the address, not the title, in en/de/fr/es.
func TestHeaderTitleBesideName(t *testing.T) {
	tests := []struct{ lang, head, contact, title string }{
		{"en", "Dana K. Whitfield, Account Manager | Mid-Market SaaS", "dana@example.com | Boston, Massachusetts, US", "Account Manager | Mid-Market SaaS"},
		{"de", "Jonas Albrecht, Vertriebsleiter | B2B Software", "jonas@example.de | Köln, Nordrhein-Westfalen, DE", "Vertriebsleiter | B2B Software"},
		{"fr", "Élise Garnier, Chargée de clientèle | Logiciels B2B", "elise@example.fr | Lyon, Auvergne-Rhône-Alpes, FR", "Chargée de clientèle | Logiciels B2B"},
		{"es", "Marta Ortega Vidal, Gerente de Cuentas | Software B2B", "marta@example.es | Valencia, Comunitat Valenciana, ES", "Gerente de Cuentas | Software B2B"},
	}
	for _, tt := range tests {
		row := func(s string, y, size float64) line {
			return line{cells: []cell{box0(s, 73, 500, "body")}, style: "body", size: size, y: y}
		}
		var c contact
		_, title, _ := header([]line{row(tt.head, 797, 15), row(tt.contact, 762, 9)}, &c, true)
		if title != tt.title {
			t.Errorf("%s: title %q, want %q", tt.lang, title, tt.title)
		}
	}
}
