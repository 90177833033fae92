package parse

import (
	"strings"
	"testing"
)

// TestMarkedItemWaits: pasted text whose line widths are unknown (a summary
// run on into one line longer than any printed one), a marked item cut after
// a word that waits for more keeps its rest that opens in capitals, in
// en/de/fr/es; an item ending on a country code in capitals, a heading and
// a date under an item stay apart.
func TestMarkedItemWaits(t *testing.T) {
	summary := strings.Repeat("Made-up summary words that a viewer ran on into one single line ", 4)
	cases := []struct {
		lang, heading, head, first, rest string
	}{
		{"en", "Experience", "Data Scientist, Example Labs", "- Designed the feature pipelines and the review process for the", "Platform Team of the northern region"},
		{"de", "Berufserfahrung", "Account Executive, Muster GmbH", "- Betreuung von vierzig Bestandskunden und Planung der", "Quartalsziele mit dem Vertriebsteam"},
		{"fr", "Expérience", "Chargée de clientèle, Exemple SA", "- Suivi des stocks et des commandes ouvertes pour", "Clients du réseau de toute la région"},
		{"es", "Experiencia", "Gestora de cuentas, Ejemplo SL", "- Seguimiento de existencias y pedidos abiertos con", "Proveedores de toda la región"},
	}
	for _, c := range cases {
		t.Run(c.lang, func(t *testing.T) {
			text := "Maya Rodriguez\nmaya@example.com\n" + summary + "\n\n" + c.heading + "\n" + c.head + "\n2019 – 2021\n" +
				c.first + "\n" + c.rest + "\n- Kept the weekly reports\n"
			f := Text(text)
			if len(f.ProfessionalExperience) != 1 {
				t.Fatalf("got %d entries %+v, want 1", len(f.ProfessionalExperience), f.ProfessionalExperience)
			}
			want := strings.TrimPrefix(c.first, "- ") + " " + c.rest
			if got := f.ProfessionalExperience[0].Responsibilities[0]; got != want {
				t.Errorf("first item %q, want %q", got, want)
			}
		})
	}
	item := func(s string) line { return line{cells: []cell{{s: s}}} }
	for _, c := range []struct {
		name, item, next string
		want             bool
	}{
		{"rest", "- Led the migration of the", "Billing Platform", true},
		{"country code", "- Hamburg, DE", "Account Executive with six years", false},
		{"no marker", "Led the migration of the", "Billing Platform", false},
		{"heading", "- Led the migration of the", "Education", false},
		{"date", "- Led the migration of the", "2019 – 2021", false},
		{"marked", "- Led the migration of the", "- Billing Platform", false},
	} {
		if got := markedItemWaits(item(c.item), item(c.next)); got != c.want {
			t.Errorf("%s: markedItemWaits(%q, %q) = %v, want %v", c.name, c.item, c.next, got, c.want)
		}
	}
}
