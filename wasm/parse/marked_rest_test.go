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
