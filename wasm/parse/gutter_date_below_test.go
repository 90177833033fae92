package parse

import "testing"

// TestGutterDateBelowHead: an entry's date in the gutter a line below its
// head (a margin title beside the head) goes before the first item it cut
// in two, which then joins its wrap; a date nearer the line below it
// stays (en/de/fr/es, issue 34, paper).
func TestGutterDateBelowHead(t *testing.T) {
	cases := []struct{ title, head, date, first, wrap string }{
		{"WORK EXPERIENCE", "Senior Account Executive at CloudPeak Solutions", "2021-01-01 TO PRESENT",
			"Own full-cycle sales process for enterprise accounts, from prospecting", "to close, generating $3.5M+ in annual recurring revenue."},
		{"BERUFSERFAHRUNG", "Senior Account Executive bei CloudForge GmbH", "2022-01-01 BIS HEUTE",
			"Verantwortung für den gesamten Vertriebszyklus von der", "Leadqualifizierung bis zum Abschluss im Enterprise-Segment"},
		{"EXPÉRIENCE", "Responsable grands comptes chez Datavance", "2020-03-01 – 2023-05-31",
			"Gestion d'un portefeuille de 80 comptes PME/ETI avec un quota", "annuel de 1,2 M€."},
		{"EXPERIENCIA", "Ejecutivo de Cuentas Senior en Soluciones CloudSales", "2021-01-10 – 2024-02-29",
			"Gestioné una cartera de más de 40 grandes cuentas del sector", "tecnológico, con un valor medio anual de 180.000 €."},
	}
	for _, c := range cases {
		head := row(505, box0(c.title, 37, 142, "caps"), box0(c.head, 201, 452, "head"))
		lines := []line{head, row(492.6, box0(c.first, 225.6, 545, "body")), row(488.9, box0(c.date, 37, 142, "caps")),
			row(482.1, box0(c.wrap, 212.8, 474, "body"))}
		got := gutterDateBelowHead(lines)
		if got[1].text() != c.date || got[2].text() != c.first || got[3].text() != c.wrap {
			t.Errorf("%s: got %q", c.date, lineTexts(got))
		}
		// The next entry's date, a little above its head: nearer the line
		// under it, it stays where it is.
		lines[2].y = 484
		if got := gutterDateBelowHead(lines); got[2].text() != c.date {
			t.Errorf("%s near the line below: got %q", c.date, lineTexts(got))
		}
	}
}
