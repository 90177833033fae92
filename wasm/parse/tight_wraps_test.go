package parse

import (
	"slices"
	"strings"
	"testing"
)

// TestTightWraps: a list whose items stand a little further apart than
// their own lines (a margin under each item; onepage), positions rounded
// to the pixel: a line at the wrap's spacing goes on in the item above
// whatever its first letter, in en/de/fr/es (issue 34).
func TestTightWraps(t *testing.T) {
	cases := []struct {
		lang, heading, head string
		items               [4][2]string // each item's two lines ("" for one)
	}{
		{"en", "EXPERIENCE", "Logistics Planner, Acme Ltd", [4][2]string{
			{"Kept the stock records of the three depots with", "a weekly count of every pallet"},
			{"Ran the monthly supplier reviews with", "the buyers of each depot"},
			{"Led the tender and route plans with the", "Fleet Services team of the region"},
			{"Cut spoilage through early expiry checks", ""}}},
		{"de", "BERUFSERFAHRUNG", "Disponent, Acme GmbH", [4][2]string{
			{"Pflege der Lieferantenstammdaten für alle Lager mit", "einem wöchentlichen Abgleich der Bestände"},
			{"Planung und Steuerung der Touren zur Senkung", "der Kosten und der Standzeiten"},
			{"Abstimmung der Liefertermine in enger", "Absprache mit der Logistik"},
			{"Vorausschauende Steuerung der Lagerreichweiten", ""}}},
		{"fr", "EXPÉRIENCE", "Planificateur logistique, Acme SA", [4][2]string{
			{"Tenue des stocks des trois dépôts avec", "un inventaire hebdomadaire des palettes"},
			{"Conduite des revues mensuelles avec", "les acheteurs de chaque dépôt"},
			{"Pilotage des appels d'offres avec l'équipe", "Transport Services de la région"},
			{"Réduction des pertes par des contrôles de dates", ""}}},
		{"es", "EXPERIENCIA", "Planificador logístico, Acme SL", [4][2]string{
			{"Control de existencias de los tres almacenes con", "un recuento semanal de cada palé"},
			{"Dirección de las revisiones mensuales con", "los compradores de cada almacén"},
			{"Coordinación de las licitaciones con el equipo", "Servicios de Flota de la región"},
			{"Reducción de mermas con controles de caducidad", ""}}},
	}
	for _, c := range cases {
		for _, margin := range []bool{true, false} {
			testTightWraps(t, c.lang, c.heading, c.head, c.items, margin)
		}
	}
}

// testTightWraps lays the list out with a margin under each item or
// without one (items as close as their lines: the capital line then
// stays an item of its own).
func testTightWraps(t *testing.T, lang, heading, head string, list [4][2]string, margin bool) {
	c := struct {
		heading, head string
		items         [4][2]string
	}{heading, head, list}
	name := lang
	if !margin {
		name += " without a margin"
	}
	t.Run(name, func(t *testing.T) {
		items := []Item{
			{Str: "Jane Doe", X: 80, Y: 800, W: 90, H: 20, Font: "name"},
			{Str: "Logistics planner with ten years of work for the depots of the region and for their fleets", X: 80, Y: 780, W: 440, H: 9, Font: "intro"},
			{Str: c.heading, X: 80, Y: 750, W: 100, H: 12, Font: "title"},
			{Str: c.head, X: 80, Y: 730, W: 200, H: 10, Font: "head"},
			{Str: "2020 – 2023", X: 440, Y: 730, W: 70, H: 10, Font: "head"},
		}
		// Within an item 12.75 or 12 points (the pixel's rounding),
		// between items 14.25.
		y, within := 712.0, []float64{12.75, 12.75, 12.0, 12.75}
		for k, it := range c.items {
			items = append(items, Item{Str: it[0], X: 80, Y: y, W: 6 * float64(len(it[0])) * 0.8, H: 9, Font: "body"})
			if it[1] != "" {
				y -= within[k]
				items = append(items, Item{Str: it[1], X: 80, Y: y, W: 6 * float64(len(it[1])) * 0.8, H: 9, Font: "body"})
			}
			y -= 14.25
			if !margin {
				y += 1.5
			}
		}
		r := PDF([]Page{{Width: 600, Height: 842, Items: items}})
		if len(r.CV.ProfessionalExperience) != 1 {
			t.Fatalf("got %d entries, want 1\ntext:\n%s", len(r.CV.ProfessionalExperience), r.Text)
		}
		if !margin {
			// The capital line stays apart.
			if got := r.CV.ProfessionalExperience[0].Responsibilities; !slices.Contains(got, c.items[2][1]) {
				t.Errorf("got %q, want %q apart\ntext:\n%s", got, c.items[2][1], r.Text)
			}
			return
		}
		var want []string
		for _, it := range c.items {
			want = append(want, strings.TrimSpace(it[0]+" "+it[1]))
		}
		if got := r.CV.ProfessionalExperience[0].Responsibilities; strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("got %q\nwant %q\ntext:\n%s", got, want, r.Text)
		}
	})
}
