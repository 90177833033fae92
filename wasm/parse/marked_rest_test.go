package parse

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// TestMarkedRest: pasted from a viewer, a marked item's wrapped rest that
// starts with a capital (a noun, a product, an acronym) stays in the item,
// in en/de/fr/es; the next entry's head after a short item does not.
func TestMarkedRest(t *testing.T) {
	cases := []struct {
		lang, heading, head, first, rest, next string
	}{
		{"en", "Experience", "Customer Success Associate, BrightDesk", "- Managed a portfolio of eighty small business accounts with a combined", "ARR of $1.1M across the region", "- Improved the onboarding completion rate by redesigning the welcome journey"},
		{"de", "Berufserfahrung", "Account Executive, Muster GmbH", "- Verantwortung für den gesamten Vertriebszyklus von der ersten", "Leadqualifizierung bis zum Abschluss", "- Erzielung von 125 % der Jahresumsatzvorgabe durch strategische Account-Pläne"},
		{"fr", "Expérience", "Chargée de clientèle, Exemple SA", "- Gestion d'un portefeuille de quatre-vingts comptes pour un revenu annuel", "ARR de 1,1 M€ sur la région", "- Amélioration du taux d'activation grâce à un nouveau parcours de bienvenue"},
		{"es", "Experiencia", "Gestora de cuentas, Ejemplo SL", "- Gestión de una cartera de ochenta cuentas de pymes con un ingreso anual", "ARR de 1,1 M€ en toda la región", "- Mejora de la tasa de activación con un nuevo recorrido de bienvenida"},
	}
	for _, c := range cases {
		t.Run(c.lang, func(t *testing.T) {
			var b strings.Builder
			b.WriteString("Maya Rodriguez\nmaya@example.com\n\n" + c.heading + "\n" + c.head + "\n2019 – 2021\n")
			b.WriteString(c.first + "\n" + c.rest + "\n" + c.next + "\n")
			// More items as wide as the widest: text broken at its printed width.
			filler := []rune(strings.Repeat("Kept the weekly reports and the dashboards ", 3))
			for range 6 {
				b.WriteString("- " + string(filler[:utf8.RuneCountInString(c.next)-2]) + "\n")
			}
			f := Text(b.String())
			if len(f.ProfessionalExperience) != 1 {
				t.Fatalf("got %d entries %+v, want 1", len(f.ProfessionalExperience), f.ProfessionalExperience)
			}
			want := strings.TrimPrefix(c.first, "- ") + " " + c.rest
			if got := f.ProfessionalExperience[0].Responsibilities[0]; got != want {
				t.Errorf("first item %q, want %q", got, want)
			}
		})
	}
	lines := textLines("- Built the API\nGlobex Corp\n\n2018 – 2020\n")
	if len(lines) != 3 {
		t.Errorf("a head after a short item: got %d lines, want 3 (item, head, dates)", len(lines))
	}
}

// TestMarkedRestOverItsOwnRest: pasted from a viewer, a marked item's rest
// that opens in capitals and wraps once more, into a line in lower case,
// stays in the item, in en/de/fr/es (lowerRestUnder); a head under a short
// item, with its dates after it, does not.
func TestMarkedRestOverItsOwnRest(t *testing.T) {
	cases := []struct {
		lang, heading, head, first, rest, rest2, next string
	}{
		{"en", "Experience", "Data Scientist, Example Labs", "- Moved the nightly billing jobs onto a shared queue and a scheduler using", "Redis and two workers, cutting the nightly run from", "hours to minutes", "- Improved the onboarding completion rate by redesigning the welcome journey"},
		{"de", "Berufserfahrung", "Disponentin, Muster GmbH", "- Wöchentliche Abstimmung der Lagerbestände und der offenen Bestellungen über zentrale", "Listen für alle drei Standorte, mit einem Bericht an die", "kaufmännische Leitung", "- Aufbau einer zentralen Protokollierung für mehr als fünfzig Anwendungen im Haus"},
		{"fr", "Expérience", "Chargée de clientèle, Exemple SA", "- Suivi hebdomadaire des stocks et des commandes ouvertes avec les équipes", "Achats et Comptabilité sur les trois sites, avec un rapport à la", "direction financière", "- Amélioration du taux d'activation grâce à un nouveau parcours de bienvenue"},
		{"es", "Experiencia", "Gestora de cuentas, Ejemplo SL", "- Seguimiento semanal de existencias y pedidos abiertos con los equipos", "Compras y Contabilidad en las tres sedes, con un informe a la", "dirección financiera", "- Mejora de la tasa de activación con un nuevo recorrido de bienvenida"},
	}
	for _, c := range cases {
		t.Run(c.lang, func(t *testing.T) {
			var b strings.Builder
			b.WriteString("Maya Rodriguez\nmaya@example.com\n\n" + c.heading + "\n" + c.head + "\n2019 – 2021\n")
			b.WriteString(c.first + "\n" + c.rest + "\n" + c.rest2 + "\n" + c.next + "\n")
			filler := []rune(strings.Repeat("Kept the weekly reports and the dashboards ", 3))
			for range 6 {
				b.WriteString("- " + string(filler[:utf8.RuneCountInString(c.first)-2]) + "\n")
			}
			f := Text(b.String())
			if len(f.ProfessionalExperience) != 1 {
				t.Fatalf("got %d entries %+v, want 1", len(f.ProfessionalExperience), f.ProfessionalExperience)
			}
			want := strings.TrimPrefix(c.first, "- ") + " " + c.rest + " " + c.rest2
			if got := f.ProfessionalExperience[0].Responsibilities[0]; got != want {
				t.Errorf("first item %q, want %q", got, want)
			}
		})
	}
}
