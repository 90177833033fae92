package parse

import (
	"strings"
	"testing"
)

// TestHeadRunOverDates: a job head wrapped over three lines in the heads'
// type, each wrap opening with a capital, over its line of dates (and one
// written with its dates and a bar before it, as a head ending with a full
// stop is): every line is the head's, not a bullet of the job.
func TestHeadRunOverDates(t *testing.T) {
	tests := []struct{ lang, heading, one, two, three string }{
		{"en", "EXPERIENCE",
			"Quality assurance of the ordering portal for business customers of a regional carrier",
			"Business clients book their fixed lines, mobile contracts and service requests",
			"Renewals for large accounts"},
		{"de", "BERUFSERFAHRUNG",
			"Qualitätssicherung des Bestellportals für Geschäftskunden eines regionalen Netzbetreibers",
			"Geschäftskunden buchen dort ihre Festnetzaufträge, Mobilfunkverträge und Anfragen",
			"Verlängerungen großer Kunden"},
		{"fr", "EXPÉRIENCE",
			"Assurance qualité du portail de commande pour les clients professionnels d'un opérateur",
			"Entreprises clientes y réservent leurs lignes fixes, contrats mobiles et demandes",
			"Renouvellements des grands comptes"},
		{"es", "EXPERIENCIA",
			"Aseguramiento de calidad del portal de pedidos para clientes empresariales de un operador",
			"Empresas clientes reservan allí sus líneas fijas, contratos móviles y solicitudes",
			"Renovaciones de grandes cuentas"},
	}
	for _, tt := range tests {
		for _, datesFirst := range []bool{false, true} {
			name := tt.lang
			if datesFirst {
				name += " dates first"
			}
			t.Run(name, func(t *testing.T) {
				one, three := tt.one, tt.three
				if datesFirst {
					one, three = "04/2012 - 04/2014 | "+tt.one, tt.three+"."
				}
				lines := []pl{
					{800, "name", []box{at(54, "Alex Moreau")}},
					{780, "reg", []box{at(54, "alex@example.org")}},
					{750, "bold", []box{at(54, tt.heading)}},
					{728, "bold", []box{at(54, one)}},
					{714.35, "bold", []box{at(54, tt.two)}},
					{700.7, "bold", []box{at(54, three)}},
				}
				y := 686.0
				if !datesFirst {
					lines = append(lines, pl{y, "reg", []box{at(54, "04/2012 - 04/2014")}})
					y -= 14.65
				}
				lines = append(lines,
					pl{y - 8, "bold", []box{at(54, "Support engineer — Northwind Ltd")}},
					pl{y - 22.65, "reg", []box{at(54, "01/2010 - 03/2012")}},
				)
				p := makePage(lines...)
				sizeAsOurPDF(p)
				// The head's lines but the last fill the measure, as a wrap does.
				for i, it := range p.Items {
					if it.Y == 728 || it.Y == 714.35 {
						p.Items[i].W = 480
					}
				}
				jobs := PDF([]Page{p}).CV.ProfessionalExperience
				if len(jobs) != 2 {
					t.Fatalf("got %d jobs, want 2: %+v", len(jobs), jobs)
				}
				got := strings.Join(strings.Fields(jobs[0].Position+" "+jobs[0].Company), " ")
				want := strings.Join(strings.Fields(tt.one+" "+tt.two+" "+strings.TrimSuffix(three, ".")), " ")
				if strings.TrimSuffix(got, ".") != want || len(jobs[0].Responsibilities) != 0 {
					t.Errorf("head %q (bullets %q), want %q", got, jobs[0].Responsibilities, want)
				}
				if jobs[0].Duration != "04/2012 - 04/2014" {
					t.Errorf("dates %q", jobs[0].Duration)
				}
			})
		}
	}
}
