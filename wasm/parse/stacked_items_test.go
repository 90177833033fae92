package parse

import (
	"reflect"
	"strings"
	"testing"
)

// TestItemsUnderStackedHead: pasted, an entry's first items under a head
// stacked as company, position and dates, short and without a full stop,
// are items, not more head lines dropped with the head, in en/de/fr/es;
// the place under the dates stays the entry's place.
func TestItemsUnderStackedHead(t *testing.T) {
	cases := []struct {
		lang, heading, company, position, dates, place string
		items                                          []string
	}{
		{"en", "Experience", "Acme Ltd", "Sales Manager", "March 2020 – Present", "Leeds, UK",
			[]string{"Grew the northern region", "Hired two account managers", "Ran the partner programme with six resellers and a yearly summit."}},
		{"de", "Berufserfahrung", "Muster GmbH", "Vertriebsleiterin", "03/2020 – heute", "Köln, Deutschland",
			[]string{"Aufbau der Region Nord", "Einstellung von zwei Account Managern", "Leitung des Partnerprogramms mit sechs Händlern und einem jährlichen Gipfel."}},
		{"fr", "Expérience", "Exemple SA", "Responsable commerciale", "mars 2020 – aujourd'hui", "Lyon, France",
			[]string{"Croissance de la région Nord", "Recrutement de deux chargés de compte", "Pilotage du programme partenaires avec six revendeurs et un sommet annuel."}},
		{"es", "Experiencia", "Ejemplo SL", "Directora comercial", "marzo 2020 – actualidad", "Sevilla, España",
			[]string{"Crecimiento de la región norte", "Contratación de dos gestores de cuentas", "Dirección del programa de socios con seis distribuidores y una cumbre anual."}},
	}
	for _, c := range cases {
		t.Run(c.lang, func(t *testing.T) {
			text := "Maya Rodriguez\nmaya@example.com\n\n" + c.heading + "\n" + c.company + "\n" + c.position + "\n" +
				c.dates + "\n" + c.place + "\n" + strings.Join(c.items, "\n") + "\n"
			f := Text(text)
			if len(f.ProfessionalExperience) != 1 {
				t.Fatalf("got %d entries %+v, want 1", len(f.ProfessionalExperience), f.ProfessionalExperience)
			}
			e := f.ProfessionalExperience[0]
			if e.Company != c.company || e.Position != c.position || e.Duration != c.dates || e.Location != c.place {
				t.Errorf("head: got %q / %q / %q / %q, want %q / %q / %q / %q", e.Company, e.Position, e.Duration, e.Location, c.company, c.position, c.dates, c.place)
			}
			if !reflect.DeepEqual(e.Responsibilities, c.items) {
				t.Errorf("items: got %q, want %q", e.Responsibilities, c.items)
			}
		})
	}
}
