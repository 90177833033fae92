package parse

import (
	"strings"
	"testing"
)

// TestHeadSetApart: projects named by whole sentences, each set apart in
// the heads' type, one of them wrapped after a full stop; the wrap is the
// rest of its title, not a description the next titles run into.
func TestHeadSetApart(t *testing.T) {
	tests := []struct{ lang, heading, summary, first, wrap, next string }{
		{"en", "PROJECTS",
			"Backend developer with eight years of building payment and billing services for small firms,",
			"Booking app for a network of dental practices, used by three hundred clinics in the region.",
			"Runs on phones and tablets.", "Stock tracker for the shop teams of a regional bakery chain."},
		{"de", "PROJEKTE",
			"Backend-Entwickler mit acht Jahren Erfahrung im Bau von Zahlungs- und Abrechnungsdiensten,",
			"Buchungs-App für ein Netz von Zahnarztpraxen, genutzt von dreihundert Praxen in der Region.",
			"Läuft auf Telefonen und Tablets.", "Vertriebs-App für die Filialteams einer regionalen Bäckereikette."},
		{"fr", "PROJETS",
			"Développeur backend avec huit ans de services de paiement et de facturation pour des PME,",
			"Application de réservation pour un réseau de cabinets dentaires, utilisée par trois cents cabinets.",
			"Fonctionne sur téléphones et tablettes.", "Application de vente pour les équipes d'une chaîne de boulangeries."},
		{"es", "PROYECTOS",
			"Desarrollador backend con ocho años creando servicios de pago y facturación para pymes,",
			"Aplicación de reservas para una red de clínicas dentales, usada por trescientas clínicas de la zona.",
			"Funciona en teléfonos y tabletas.", "Aplicación de ventas para los equipos de una cadena de panaderías."},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			p := makePage(
				pl{800, "name", []box{at(54, "Alex Moreau")}},
				pl{780, "reg", []box{at(54, "alex@example.org")}},
				pl{750, "bold", []box{at(54, "SUMMARY")}},
				pl{730, "reg", []box{at(54, tt.summary)}},
				pl{717, "reg", []box{at(54, tt.summary)}},
				pl{704, "reg", []box{at(54, tt.summary)}},
				pl{691, "reg", []box{at(54, tt.summary)}},
				pl{678, "reg", []box{at(54, tt.summary)}},
				pl{665, "reg", []box{at(54, tt.summary)}},
				pl{652, "reg", []box{at(54, "and a few more words.")}},
				pl{630, "bold", []box{at(54, tt.heading)}},
				pl{608, "bold", []box{at(54, "Booking portal for a chain of city gyms")}},
				pl{586, "bold", []box{at(54, "Route planner for a courier firm")}},
				pl{564, "bold", []box{at(54, tt.first)}},
				pl{550, "bold", []box{at(54, tt.wrap)}},
				pl{528, "bold", []box{at(54, tt.next)}},
				pl{506, "bold", []box{at(54, "Stock game for a trade fair")}},
			)
			for i, it := range p.Items {
				switch {
				case it.Font == "name":
					p.Items[i].H = 20
				case it.Font == "bold":
					p.Items[i].H = 10.5
				}
			}
			var got []string
			for _, e := range PDF([]Page{p}).CV.Projects {
				got = append(got, strings.TrimSpace(e.Title+" | "+e.Description))
			}
			want := []string{
				"Booking portal for a chain of city gyms |",
				"Route planner for a courier firm |",
				tt.first + " " + tt.wrap + " |",
				tt.next + " |",
				"Stock game for a trade fair |",
			}
			if strings.Join(got, "\n") != strings.Join(want, "\n") {
				t.Errorf("projects:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
			}
		})
	}
}
