package parse

import (
	"strings"
	"testing"
)

// TestHeadRestBeforeItems: pasted, a head of title and dates, a blank
// line, then the company right above the items is one entry, in
// en/de/fr/es.
func TestHeadRestBeforeItems(t *testing.T) {
	cases := []struct{ lang, heading, position, dates, company, item string }{
		{"en", "Experience", "Senior Account Executive", "Jan 2022 - Present", "CloudPeak Ltd", "· Owned the full sales cycle for enterprise accounts in three regions"},
		{"de", "Berufserfahrung", "Senior Account Executive", "Jan 2022 - heute", "Muster GmbH", "· Verantwortung für den gesamten Vertriebszyklus im Enterprise-Segment"},
		{"fr", "Expérience", "Chargée de clientèle", "janv. 2022 - aujourd'hui", "Exemple SA", "· Gestion du cycle de vente complet pour les grands comptes de la région"},
		{"es", "Experiencia", "Ejecutiva de cuentas", "ene. 2022 - actualidad", "Ejemplo SL", "· Gestión del ciclo de ventas completo para grandes cuentas de la región"},
	}
	for _, c := range cases {
		t.Run(c.lang, func(t *testing.T) {
			f := Text("Maya Rodriguez\nmaya@example.com\n\n" + c.heading + "\n" + c.position + "\n" + c.dates + "\n\n" + c.company + "\n" + c.item + "\n")
			if len(f.ProfessionalExperience) != 1 {
				t.Fatalf("got %d entries %+v, want 1", len(f.ProfessionalExperience), f.ProfessionalExperience)
			}
			e := f.ProfessionalExperience[0]
			if e.Company != c.company || e.Position != c.position || e.Duration != c.dates || len(e.Responsibilities) != 1 || e.Responsibilities[0] != strings.TrimPrefix(c.item, "· ") {
				t.Errorf("got %+v, want %q / %q / %q and the item", e, c.company, c.position, c.dates)
			}
		})
	}
}
