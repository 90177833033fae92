package parse

import (
	"strings"
	"testing"
)

// TestWrapAcrossTheGutterOnALaterPage: on a later page with a gutter
// (entry heads left of it, skill groups right of it), an entry's items
// run on from the page before across the gutter, each item's short last
// line left of it (slick). The run is one block and each item's lines one
// item, in en/de/fr/es.
func TestWrapAcrossTheGutterOnALaterPage(t *testing.T) {
	langs := []struct{ lang, experience, a1, a2, b1, b2 string }{
		{"en", "Experience", "Grew the accounts of the northern region by a third in two", "years.", "Built the partner programme with four resellers across the", "country."},
		{"de", "Berufserfahrung", "Ausbau der Kunden in der Region Nord um ein Drittel in zwei", "Jahren.", "Aufbau des Partnerprogramms mit vier Händlern im ganzen", "Land."},
		{"fr", "Expérience", "Croissance des comptes de la région nord d'un tiers en deux", "ans.", "Création du programme partenaires avec quatre revendeurs dans", "le pays."},
		{"es", "Experiencia", "Crecimiento de las cuentas de la región norte en un tercio en", "dos años.", "Creación del programa de socios con cuatro distribuidores en", "el país."},
	}
	for _, l := range langs {
		t.Run(l.lang, func(t *testing.T) {
			at := func(s string, x, y, w, h float64, font string) Item {
				return Item{Str: s, X: x, Y: y, W: w, H: h, Font: font}
			}
			first := []Item{
				at("Jane Doe", 215, 790, 180, 27, "name"),
				at(strings.ToUpper(l.experience), 70, 700, 120, 18, "title"), at("Acme Corp", 215, 700, 100, 18, "head"),
				at("Account Executive", 215, 680, 140, 15.5, "role"),
				at("2019-03-01 - 2021-12-31", 215, 660, 140, 11.5, "role"),
				at("Opened the first office in the south with two new hires", 58, 640, 330, 10.5, "body"),
			}
			second := []Item{
				at(l.a1, 58, 813, 300, 10.5, "body"), at(l.a2, 58, 799, 60, 10.5, "body"),
				at(l.b1, 58, 784, 316, 10.5, "body"), at(l.b2, 58, 770, 50, 10.5, "body"),
				// The next entry's head left of the gutter, its item across.
				at("Globex", 28, 730, 98, 18, "head"),
				at("Sales Representative", 28, 703, 155, 15.5, "role"),
				at("2017-01-01 - 2019-02-28", 28, 681, 146, 11.5, "role"),
				at("Won the two largest accounts of the region in the first year", 58, 662, 310, 10.5, "body"),
				// Skill groups under a margin title, right of the gutter.
				at("SKILLS", 70, 600, 130, 21, "title"), at("Negotiation and account planning", 215, 600, 190, 13.5, "side"),
				at("Salesforce and HubSpot", 215, 575, 190, 13.5, "side"),
				at("Forecasting and reporting", 215, 550, 190, 13.5, "side"),
				at("Pipeline reviews", 215, 525, 190, 13.5, "side"),
				at("Contract negotiation", 215, 500, 190, 13.5, "side"),
				at("Partner management", 215, 475, 190, 13.5, "side"),
			}
			f := PDF([]Page{{Width: 595, Height: 842, Items: first}, {Width: 595, Height: 842, Items: second}}).CV
			if len(f.ProfessionalExperience) == 0 {
				t.Fatal("no experience")
			}
			got := "|" + strings.Join(f.ProfessionalExperience[0].Responsibilities, "|") + "|"
			for _, want := range []string{l.a1 + " " + l.a2, l.b1 + " " + l.b2} {
				if !strings.Contains(got, "|"+want+"|") {
					t.Errorf("item %q not whole in %q", want, got)
				}
			}
		})
	}
}
