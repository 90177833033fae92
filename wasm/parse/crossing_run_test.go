package parse

import (
	"fmt"
	"strings"
	"testing"
)

// TestLinesAcrossTheGutterOneBlock: on a page with a sidebar, a run of
// lines that cross its gutter (an entry set across the page under the
// two columns) is one block, so an item's wrap there joins its item, in
// en/de/fr/es (issue 34: slick's and class's later pages put each such
// line in a block of its own).
func TestLinesAcrossTheGutterOneBlock(t *testing.T) {
	langs := []struct{ lang, heading, a1, a2, b string }{
		{"en", "Experience", "Designed and ran the event pipeline that carries every payment of the four", "markets, in Go and Kafka, for the whole team", "Led the team of four engineers in two countries"},
		{"de", "Berufserfahrung", "Entwurf und Betrieb der Ereignisverarbeitung für alle Zahlungen in den vier", "Märkten, mit Go und Kafka, für das ganze Team", "Leitung eines Teams von vier Entwicklern in zwei Ländern"},
		{"fr", "Expérience professionnelle", "Conception et exploitation du flux d'événements qui porte tous les paiements des", "quatre marchés, en Go et Kafka, pour toute l'équipe", "Encadrement d'une équipe de quatre ingénieurs dans deux pays"},
		{"es", "Experiencia laboral", "Diseño y operación del flujo de eventos que lleva todos los pagos de los cuatro", "mercados, con Go y Kafka, para todo el equipo", "Dirección de un equipo de cuatro ingenieros en dos países"},
	}
	for _, l := range langs {
		t.Run(l.lang, func(t *testing.T) {
			at := func(s string, x, y, w float64, font string) Item {
				return Item{Str: s, X: x, Y: y, W: w, H: 10, Font: font}
			}
			items := []Item{
				at("Jane Doe", 220, 780, 90, "name"),
				// A sidebar left of x = 200 beside the main column.
				at("jane.doe@example-mail.org", 40, 745, 140, "side"), at("+49 30 1234567 (mobile)", 40, 731, 140, "side"),
				at("Alexanderplatz 1, 10178 Berlin", 40, 717, 140, "side"), at("linkedin.com/in/jane-doe", 40, 703, 140, "side"),
				at("Summary", 220, 740, 60, "title"),
				at("Backend engineer with ten years of payments work.", 220, 726, 280, "body"),
				at("I build systems that stay up and teams that last.", 220, 712, 280, "body"),
				at("Open to roles in Berlin and remote.", 220, 698, 200, "body"),
				// Under both columns, across the gutter.
				at(l.heading, 40, 680, 100, "title"),
				at("Engineer, Acme Corp", 40, 662, 110, "head"), at("2019 – 2021", 460, 662, 60, "head"),
				at("•", 40, 646, 4, "body"), at(l.a1, 50, 646, 470, "body"),
				at(l.a2, 50, 634, 260, "body"),
				at("•", 40, 622, 4, "body"), at(l.b, 50, 622, 300, "body"),
			}
			// The head's date stands right of the gutter and is read
			// with the main column: only the items are checked here.
			text := PDF([]Page{{Width: 600, Height: 800, Items: items}}).Text
			if !strings.Contains(text, "• "+l.a1+" "+l.a2+"\n• "+l.b) {
				t.Errorf("the item's wrap is not joined:\n%s", text)
			}
		})
	}
}

// TestHeaderAcrossTheGutterStaysApart: a page whose entries stand in a
// grid of two columns under a full-width header and profile (our grid
// layout): the header's title, contact and link lines cross the gutter
// one by one under the name; they are no wraps of each other, so the
// title keeps its second part, in en/de/fr/es. A run of crossing lines
// read as one block joined them.
func TestHeaderAcrossTheGutterStaysApart(t *testing.T) {
	langs := []struct{ lang, title, profile, role string }{
		{"en", "DevOps Engineer | Cloud Infrastructure & Automation", "Engineer with six years of building and running cloud platforms for teams of every size,", "Senior DevOps Engineer"},
		{"de", "DevOps Engineer | Cloud-Infrastruktur & Automatisierung", "Ingenieurin mit sechs Jahren Aufbau und Betrieb von Cloud-Plattformen für Teams jeder Größe,", "Senior DevOps Engineer"},
		{"fr", "Ingénieur DevOps | Infrastructure cloud et automatisation", "Ingénieur avec six ans de construction et d'exploitation de plateformes cloud pour des équipes,", "Ingénieur DevOps senior"},
		{"es", "Ingeniero DevOps | Infraestructura en la nube y automatización", "Ingeniero con seis años construyendo y operando plataformas en la nube para equipos de todo tamaño,", "Ingeniero DevOps sénior"},
	}
	for _, l := range langs {
		t.Run(l.lang, func(t *testing.T) {
			at := func(s string, x, y, w, h float64, font string) Item {
				return Item{Str: s, X: x, Y: y, W: w, H: h, Font: font}
			}
			items := []Item{
				at("Morgan Casey", 40, 782, 159, 20, "bold"),
				at(l.title, 40, 762, 296, 11, "body"),
				at("morgan.casey@example.com | (512) 555-0147 | Austin, Texas 78705 |", 40, 744, 335, 9.5, "body"),
				at("https://www.linkedin.com/in/morgancasey | https://github.com/morgancasey", 40, 732, 363, 9.5, "body"),
				at("PROFILE", 40, 708, 57, 11.5, "bold"),
				at(l.profile, 40, 684, 464, 9.5, "body"),
				at(l.profile, 40, 672, 503, 9.5, "body"),
				at("and more.", 40, 659, 60, 9.5, "body"),
				at("EXPERIENCE", 40, 570, 83, 11.5, "bold"),
			}
			// Two entries side by side, the second right of x = 300.
			for _, x := range []float64{40, 305} {
				items = append(items,
					at("Acme Systems", x, 552, 100, 9.5, "bold"), at("Jan 2020 – Dec 2022", x+150, 552, 90, 9.5, "body"),
					at(l.role, x, 534, 115, 9.5, "italic"))
				for k := range 24 {
					items = append(items, at(fmt.Sprintf("Ran the platform work number %d of the team", k), x+10, 519-12.7*float64(k), 220, 9.5, "body"))
				}
			}
			got := PDF([]Page{{Width: 595, Height: 842, Items: items}}).CV
			if want := "Morgan Casey • " + l.title; got.ProfessionalHeader != want {
				t.Errorf("header %q, want %q", got.ProfessionalHeader, want)
			}
		})
	}
}
