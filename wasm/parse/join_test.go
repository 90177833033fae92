package parse

import (
	"strings"
	"testing"
)

// box0 is a cell from x0 to x1 in a font.
func box0(s string, x0, x1 float64, style string) cell {
	return cell{s: s, x0: x0, x1: x1, style: style}
}

// mixed is a box set in style whose last words are in tail's type.
func mixed(s string, x0, x1 float64, style, tail string) cell {
	return cell{s: s, x0: x0, x1: x1, style: style, tail: tail}
}

// item is a list item's box whose text starts at tx, right of its bullet.
func item(s string, x0, tx, x1 float64) cell {
	return cell{s: s, x0: x0, tx: tx, x1: x1, style: "body"}
}

// row is a PDF line of boxes at height y, 10 points type.
func row(y float64, cells ...cell) line {
	return line{cells: cells, size: 10, style: cells[0].style, y: y}
}

// tightList is a list whose items stand item apart and whose lines stand
// 12 or 12.75 points apart (the pixel's rounding); lines[2] is a capital
// line under lines[1].
func tightList(item float64) []line {
	texts := []string{"Pflege der Lieferantenstammdaten mit", "Abstimmung der Liefertermine in enger", "Absprache mit der Logistik",
		"Planung von Touren zur", "der Auslieferung", "Aufbau von Lagerlisten mit", "dem Einkauf"}
	steps := []float64{0, item, 12, item, 12.75, item, 12.75}
	var ls []line
	y := 700.0
	for k, s := range texts {
		y -= steps[k]
		ls = append(ls, row(y, box0(s, 72, 300, "body")))
	}
	return ls
}

// onPage is l on page n.
func onPage(l line, n int) line {
	l.page = n
	return l
}

// gapped is l after a vertical gap.
func gapped(l line) line {
	l.gap = true
	return l
}

func TestJoinRules(t *testing.T) {
	// A column from x = 72 to 520.
	margins := []line{row(700, box0("margins", 72, 520, "body"))}
	cases := []struct {
		rule string
		p, l line
		want string // p's text after the rule, "" when it does not join
	}{
		{"wrapped line", row(690, item("• Designed the event pipeline for the pay-", 72, 82, 519)), row(678, box0("ment team", 82, 130, "body")),
			"• Designed the event pipeline for the payment team"},
		{"wrapped line", row(690, item("• Designed the event pipeline", 72, 82, 300)), row(678, box0("ment team", 82, 130, "body")), ""},
		{"wrapped line", row(690, item("• Designed the event pipeline for the pay-", 72, 82, 519)), row(678, item("• Ran the team", 72, 82, 140)), ""},
		{"head wrapped beside its date", row(690, box0("Universidad Nacional de Educación a", 72, 400, "head"), box0("2015 – 2019", 460, 520, "date")),
			row(678, box0("Distancia", 72, 120, "head")), "Universidad Nacional de Educación a Distancia\t2015 – 2019"},
		{"head wrapped beside its date", row(690, box0("Universidad Nacional", 72, 200, "head"), box0("2015 – 2019", 460, 520, "date")),
			row(678, box0("Distancia", 72, 120, "head")), ""},
		// The school after the degree in another type on the degree's
		// line wraps in the school's type.
		{"head wrapped beside its date", row(690, mixed("Bachelor Geography and Urban Planning at The College of", 72, 430, "head", "name"), box0("2015 – 2019", 460, 520, "date")),
			row(678, box0("Northern Lakes", 72, 150, "name")), "Bachelor Geography and Urban Planning at The College of Northern Lakes\t2015 – 2019"},
		{"head wrapped beside its date", row(690, mixed("Bachelor Volkswirtschaftslehre an der Technischen Universität", 72, 430, "head", "name"), box0("2015 – 2019", 460, 520, "date")),
			row(678, box0("Kleinstadt", 72, 130, "name")), "Bachelor Volkswirtschaftslehre an der Technischen Universität Kleinstadt\t2015 – 2019"},
		{"head wrapped beside its date", row(690, mixed("Licence Géographie et Aménagement à l'École de Commerce de", 72, 430, "head", "name"), box0("2015 – 2019", 460, 520, "date")),
			row(678, box0("Villeneuve", 72, 130, "name")), "Licence Géographie et Aménagement à l'École de Commerce de Villeneuve\t2015 – 2019"},
		{"head wrapped beside its date", row(690, mixed("Grado en Estadística en la Universidad Carlos Cuarto de", 72, 430, "head", "name"), box0("2015 – 2019", 460, 520, "date")),
			row(678, box0("Villanueva", 72, 130, "name")), "Grado en Estadística en la Universidad Carlos Cuarto de Villanueva\t2015 – 2019"},
		// A line in a third type under it (the courses) is no wrap.
		{"head wrapped beside its date", row(690, mixed("Bachelor Geography and Urban Planning at The College of", 72, 430, "head", "name"), box0("2015 – 2019", 460, 520, "date")),
			row(678, box0("Major courses", 72, 150, "body")), ""},
		// The employer's website under the head is no wrap of it.
		{"head wrapped beside its date", row(690, box0("Account Executive, BrightWave Analytics", 72, 320, "head"), box0("2017 – 2020", 460, 520, "head")),
			row(678, box0("(https://www.brightwave.example)", 72, 300, "head")), ""},
		// Items of a list narrower than its column wrap at the list's own
		// measure; a written bullet says where the next item starts, so a
		// capitalised wrap ("Zahlungen") is no new item.
		// Items whose bullets are drawn: a wrap that goes on in lower
		// case at the list's measure joins; a capitalised line does not.
		{"wrapped line", row(690, box0("Design and evaluate A/B tests to measure the impact of care", 82, 400, "body")), row(678, box0("management changes, presenting findings to hospital leaders", 82, 397, "body")),
			"Design and evaluate A/B tests to measure the impact of care management changes, presenting findings to hospital leaders"},
		{"wrapped line", row(690, box0("Design and evaluate A/B tests to measure the impact of care", 82, 400, "body")), row(678, box0("Maintain reporting documentation and train the analysts", 82, 397, "body")), ""},
		{"wrapped line", row(690, item("- Entwurf und Betrieb der Ereignisverarbeitung für alle", 72, 82, 400)), row(678, box0("Zahlungen in den vier Märkten, mit Go und Kafka, für das Team", 82, 396, "body")),
			"- Entwurf und Betrieb der Ereignisverarbeitung für alle Zahlungen in den vier Märkten, mit Go und Kafka, für das Team"},
		// actual: two right-aligned lists side by side, read across.
		{"right-aligned wrap in a row's box", row(494, box0("Veille de", 445, 486, "body"), box0("Cartographie", 503, 568, "body")),
			row(484, box0("marché", 455, 486, "body")), "Veille de marché\tCartographie"},
		{"right-aligned wrap in a row's box", row(494, box0("Gestión del", 445, 486, "body"), box0("Informes", 530, 568, "body")),
			row(484, box0("tiempo", 460, 486, "body")), "Gestión del tiempo\tInformes"},
		{"right-aligned wrap in a row's box", row(494, box0("Einkauf", 445, 486, "body"), box0("Lager und", 520, 568, "body")),
			row(484, box0("Versand", 530, 568, "body")), "Einkauf\tLager und Versand"},
		{"right-aligned wrap in a row's box", row(494, box0("Research and", 435, 486, "body"), box0("Reporting", 530, 568, "body")),
			row(484, box0("Development", 440, 486, "body")), "Research and Development\tReporting"},
		{"right-aligned wrap in a row's box", row(494, box0("Sourcing", 459, 486, "body"), box0("Cartographie", 503, 568, "body")),
			row(484, box0("Inventaires", 441, 486, "body")), ""},
		{"right-aligned wrap in a row's box", row(494, box0("Veille de", 445, 486, "body"), box0("Cartographie", 503, 568, "body")),
			row(484, box0("marché régional", 420, 568, "body")), ""},
		{"broken section title", row(690, box0("BERUFSERFAHR", 72, 130, "title"), box0("Engineer, Acme", 160, 300, "body")),
			row(678, box0("UNG", 72, 90, "title")), "BERUFSERFAHRUNG\tEngineer, Acme"},
		{"broken section title", row(690, box0("SOMMER", 72, 130, "title"), box0("Engineer, Acme", 160, 300, "body")),
			row(678, box0("ZEIT", 72, 90, "title")), ""},
		{"wrapped item across a gap", row(690, item("• Designed the event pipeline for the pay-", 72, 82, 519)), gapped(row(672, box0("ment team", 82, 130, "body"))),
			"• Designed the event pipeline for the payment team"},
		{"wrapped item across a gap", row(690, item("• Designed the event pipeline for the pay-", 72, 82, 519)), gapped(row(672, box0("Skills", 72, 130, "body"))), ""},
		{"wrapped item across a gap", row(690, item("• Designed the event pipeline for the pay-", 72, 82, 519)), gapped(row(660, box0("ment team", 82, 130, "body"))), ""},
		// A list narrower than its column wraps at its own measure, the
		// widest of its lines (row 700's column reaches 520).
		{"wrapped item across a gap", row(690, item("• Managed a portfolio of fifty accounts, achieving", 72, 82, 400)), gapped(row(672, box0("of quota in 2018 and 2019 across the four markets and regions", 82, 395, "body"))),
			"• Managed a portfolio of fifty accounts, achieving of quota in 2018 and 2019 across the four markets and regions"},
		{"wrapped item across a gap", row(690, item("• Managed a portfolio", 72, 82, 200)), gapped(row(672, box0("of quota in 2018 and 2019 across the four markets", 82, 400, "body"))), ""},
		{"wrap at the bullet's edge", row(690, box0("- Partner with clinical and operations teams to define KPIs and", 72, 519, "body")), row(678, box0("design interactive dashboards", 72, 220, "body")),
			"- Partner with clinical and operations teams to define KPIs and design interactive dashboards"},
		{"wrap at the bullet's edge", row(690, box0("- Partner with clinical and operations teams to define KPIs and", 72, 519, "body")), row(678, box0("- Write optimized SQL queries", 72, 220, "body")), ""},
		{"wrap at the bullet's edge", row(690, box0("- Partner with clinical teams", 72, 300, "body")), row(678, box0("Junior Data Analyst", 72, 170, "body")), ""},
		{"head wrapped beside its link", row(690, box0("Senior Account", 72, 150, "head"), box0("https://acme.example (https://acme.example)", 170, 450, "body")),
			row(675, box0("Executive", 72, 120, "head")), "Senior Account Executive\thttps://acme.example (https://acme.example)"},
		{"head wrapped beside its link", row(690, box0("Account Executive", 72, 160, "head"), box0("https://acme.example (https://acme.example)", 300, 450, "body")),
			row(675, box0("Northwind", 72, 120, "head")), ""},
		// The wrap runs on under the link, whose box holds one line (flat
		// floats the website right of a narrow position).
		{"head wrapped beside its link", row(690, box0("Lead", 72, 105, "head"), box0("https://acme.example (https://acme.example)", 160, 450, "body")),
			row(675, box0("Platform Reliability Engineer", 72, 235, "head")), "Lead Platform Reliability Engineer\thttps://acme.example (https://acme.example)"},
		{"head wrapped beside its link", row(690, box0("Leitender", 72, 120, "head"), box0("https://acme.example (https://acme.example)", 160, 450, "body")),
			row(675, box0("Kundenbetreuer Mittelstand", 72, 250, "head")), "Leitender Kundenbetreuer Mittelstand\thttps://acme.example (https://acme.example)"},
		{"head wrapped beside its link", row(690, box0("Responsable", 72, 148, "head"), box0("https://acme.example (https://acme.example)", 160, 450, "body")),
			row(675, box0("de la qualité logicielle", 72, 220, "head")), "Responsable de la qualité logicielle\thttps://acme.example (https://acme.example)"},
		{"head wrapped beside its link", row(690, box0("Analista", 72, 148, "head"), box0("https://acme.example (https://acme.example)", 160, 450, "body")),
			row(675, box0("de riesgos de crédito", 72, 240, "head")), "Analista de riesgos de crédito\thttps://acme.example (https://acme.example)"},
		// A line of five words or more under the head is its first item.
		{"head wrapped beside its link", row(690, box0("Lead", 72, 105, "head"), box0("https://acme.example (https://acme.example)", 160, 450, "body")),
			row(675, box0("Grew the accounts of the region", 72, 300, "head")), ""},
	}
	cases = append(cases, []struct {
		rule string
		p, l line
		want string
	}{
		{"wrap under a first-line indent", row(690, box0("Managed a portfolio of fifty accounts, achieving 110% of", 85, 519, "body")), row(678, box0("quota in 2018 and 2019.", 72, 200, "body")),
			"Managed a portfolio of fifty accounts, achieving 110% of quota in 2018 and 2019."},
		{"wrap under a first-line indent", row(690, box0("Managed a portfolio of fifty accounts.", 85, 300, "body")), row(678, box0("Account Executive at Initech", 72, 200, "head")), ""},
		{"wrap under a first-line indent", row(690, box0("Managed a portfolio of fifty accounts.", 85, 300, "body")), row(678, box0("Led the team of four.", 85, 200, "body")), ""},
		// Right-aligned lines end together; a row of skill tags is short.
		{"wrap under a first-line indent", row(690, box0("Google Data Analytics and Cloud Professional Certificate", 85, 520, "body")), row(678, box0("Looker Studio and BigQuery", 80, 520, "body")), ""},
		{"wrap under a first-line indent", row(690, box0("HubSpot Trabajo en equipo", 85, 519, "body")), row(678, box0("Gainsight", 72, 130, "body")), ""},
		// A line that ends with a word waiting for more goes on in the
		// line under it that starts in lower case, however short.
		{"wrap after a word that waits", row(690, box0("Création de rapports et amélioration du suivi des", 72, 300, "body")), row(678, box0("conversions", 72, 130, "body")),
			"Création de rapports et amélioration du suivi des conversions"},
		{"wrap after a word that waits", row(690, box0("Création de rapports et amélioration du suivi", 72, 300, "body")), row(678, box0("conversions", 72, 130, "body")), ""},
		{"wrap after a word that waits", row(690, box0("Built the reporting of the team and", 72, 300, "body")), row(678, box0("Led the team", 72, 130, "body")), ""},
		// Under an item with a written bullet, a lower-case line at the
		// item's text goes on with it however short the item's line; a
		// capital or a bullet may open the next item.
		{"lower-case wrap under a written bullet", row(690, item("- Develop Python and Pandas pipelines to analyze", 72, 82, 358)), row(678, box0("readmission rates, supporting interventions", 82, 300, "body")),
			"- Develop Python and Pandas pipelines to analyze readmission rates, supporting interventions"},
		{"lower-case wrap under a written bullet", row(690, item("- Entwicklung von Python-Pipelines zur Analyse", 72, 82, 358)), row(678, box0("Wiederaufnahmeraten und Maßnahmen", 82, 300, "body")), ""},
		{"lower-case wrap under a written bullet", row(690, item("- Diseño de pipelines en Python para analizar", 72, 82, 358)), row(678, item("- mantenimiento de la documentación", 72, 82, 300)), ""},
		{"lower-case wrap under a written bullet", row(690, item("- Conception de pipelines Python pour analyser", 72, 82, 358)), row(678, box0("les taux de réadmission", 82, 300, "body")),
			"- Conception de pipelines Python pour analyser les taux de réadmission"},
		// A full line that ends with a word waiting for more goes on in
		// the line under it that starts with a capital (German nouns); a
		// short one, or one ending with no such word, does not.
		{"capital wrap after a word that waits", row(690, box0("Aktive Mitgestaltung von Vertriebsprozessen und", 72, 470, "body")), row(678, box0("Preisstrategien", 72, 150, "body")),
			"Aktive Mitgestaltung von Vertriebsprozessen und Preisstrategien"},
		{"capital wrap after a word that waits", row(690, box0("Partnered with the engineering teams and the teams of", 72, 490, "body")), row(678, box0("Product Management", 72, 170, "body")),
			"Partnered with the engineering teams and the teams of Product Management"},
		{"capital wrap after a word that waits", row(690, box0("Animation de revues trimestrielles avec les", 72, 470, "body")), row(678, box0("Directions métiers", 72, 170, "body")),
			"Animation de revues trimestrielles avec les Directions métiers"},
		{"capital wrap after a word that waits", row(690, box0("Coordinación de proyectos con los equipos de", 72, 470, "body")), row(678, box0("Ventas", 72, 170, "body")),
			"Coordinación de proyectos con los equipos de Ventas"},
		{"capital wrap after a word that waits", row(690, box0("Aufbau des Teams und", 72, 300, "body")), row(678, box0("Preisstrategien", 72, 150, "body")), ""},
		// A compound broken at its hyphen waits for its second part.
		{"capital wrap after a word that waits", row(690, box0("Pflege der monatlichen Lagerberichte mit Makro-", 72, 470, "body")), row(678, box0("Vorlagen", 72, 120, "body")),
			"Pflege der monatlichen Lagerberichte mit Makro-Vorlagen"},
		{"capital wrap after a word that waits", row(690, box0("Automated the monthly reporting of the team with Sales-", 72, 505, "body")), row(678, box0("Force flows", 72, 140, "body")),
			"Automated the monthly reporting of the team with Sales-Force flows"},
		{"capital wrap after a word that waits", row(690, box0("Préparation des bilans mensuels du dépôt avec les équipes Avant-", 72, 505, "body")), row(678, box0("Vente", 72, 110, "body")),
			"Préparation des bilans mensuels du dépôt avec les équipes Avant-Vente"},
		{"capital wrap after a word that waits", row(690, box0("Coordinación de las revisiones trimestrales con el equipo de Pre-", 72, 505, "body")), row(678, box0("Venta", 72, 110, "body")),
			"Coordinación de las revisiones trimestrales con el equipo de Pre-Venta"},
		{"capital wrap after a word that waits", row(690, box0("Pflege mit Makro-", 72, 250, "body")), row(678, box0("Vorlagen und Tests für das ganze Team im Jahr", 72, 470, "body")), ""},
		{"capital wrap after a word that waits", row(690, box0("Terminierung von 15+ qualifizierten Erstgesprächen pro", 72, 500, "body")), row(678, box0("Monat für das Team", 72, 170, "body")),
			"Terminierung von 15+ qualifizierten Erstgesprächen pro Monat für das Team"},
		// Prepositions that wait too: "through", "vers", "mediante".
		{"wrap after a word that waits", row(690, box0("Supported account executives through", 72, 300, "body")), row(678, box0("research and call preparation", 72, 200, "body")),
			"Supported account executives through research and call preparation"},
		{"wrap after a word that waits", row(690, box0("Migration des services critiques vers", 72, 300, "body")), row(678, box0("le cloud public", 72, 150, "body")),
			"Migration des services critiques vers le cloud public"},
		{"wrap after a word that waits", row(690, box0("Integración de datos mediante", 72, 300, "body")), row(678, box0("procesos ETL en Spark", 72, 180, "body")),
			"Integración de datos mediante procesos ETL en Spark"},
		{"capital wrap after a word that waits", row(690, box0("Aktive Mitgestaltung von Vertriebsprozessen", 72, 470, "body")), row(678, box0("Preisstrategien", 72, 150, "body")), ""},
		// A right-aligned sidebar's line that waits for more goes on in
		// the line under it ending at the same edge; two items stay two.
		{"right-aligned wrap after a word that waits", row(690, box0("Bachelor, Physik und", 420, 520, "body")), row(678, box0("Astronomie", 470, 520, "body")),
			"Bachelor, Physik und Astronomie"},
		{"right-aligned wrap after a word that waits", row(690, box0("LinkedIn Sales", 450, 520, "body")), row(678, box0("Navigator", 475, 520, "body")), ""},
		// A degree's area broken in a narrow right-aligned column (a
		// block of its own) where no word waits goes on; a line under
		// no degree does not (TestJoinRightAlignedDegreeWrap).
		{"right-aligned wrap of a degree's area", inGroup(row(690, box0("Bachelor, Surveying and Land", 433, 520, "body")), 2),
			inGroup(row(678, box0("Records", 486, 520, "body")), 2), "Bachelor, Surveying and Land Records"},
		{"right-aligned wrap of a degree's area", inGroup(row(690, box0("Cartography and Land", 445, 520, "body")), 2),
			inGroup(row(678, box0("Records", 486, 520, "body")), 2), ""},
	}...)
	cases = append(cases, []struct {
		rule string
		p, l line
		want string
	}{
		// A list wrapped inside a date range: the range's dash is no
		// bullet (rangeGoesOn); a labelled list of two items cut inside
		// the second goes on (cutInsideListItem).
		{"wrapped line", row(690, box0("Core skills: Testing, Test automation, Reporting, Planning, Coaching, 04/2018", 72, 518, "body")),
			row(678, box0("- 09/2018, 6 months, Reorganisation", 72, 300, "body")),
			"Core skills: Testing, Test automation, Reporting, Planning, Coaching, 04/2018 - 09/2018, 6 months, Reorganisation"},
		{"wrapped line", row(690, box0("Tools & technologies: Slack Notion Figma Miro Loom Airtable Zapier, Microsoft", 72, 516, "body")),
			row(678, box0("Teams Zoom Webex, Atlassian Confluence", 72, 300, "body")),
			"Tools & technologies: Slack Notion Figma Miro Loom Airtable Zapier, Microsoft Teams Zoom Webex, Atlassian Confluence"},
		// An item's last line at the top of the next page, under the
		// item's text: a wrap; at the bullet's edge, with a bullet of its
		// own, or where its first word would have fitted: no wrap.
		{"item wrapped over a page break", row(40, item("- Plan and run the pricing trials that weigh the effect of the new tariffs for the", 72, 82, 519)),
			onPage(row(800, box0("board.", 82, 120, "body")), 1), "- Plan and run the pricing trials that weigh the effect of the new tariffs for the board."},
		{"item wrapped over a page break", row(40, item("- Entwurf und Auswertung von A/B-Tests zur Wirkung der Änderungen für die", 72, 82, 519)),
			onPage(row(800, box0("Klinikleitung.", 82, 140, "body")), 1), "- Entwurf und Auswertung von A/B-Tests zur Wirkung der Änderungen für die Klinikleitung."},
		{"item wrapped over a page break", row(40, item("- Conception et évaluation de tests A/B sur l'impact des changements pour la", 72, 82, 519)),
			onPage(row(800, box0("direction.", 82, 125, "body")), 1), "- Conception et évaluation de tests A/B sur l'impact des changements pour la direction."},
		{"item wrapped over a page break", row(40, item("- Diseño y evaluación de pruebas A/B sobre el impacto de los cambios para la", 72, 82, 519)),
			onPage(row(800, box0("dirección.", 82, 125, "body")), 1), "- Diseño y evaluación de pruebas A/B sobre el impacto de los cambios para la dirección."},
		{"item wrapped over a page break", row(40, item("- Plan and run the pricing trials that weigh the effect of the new tariffs for the", 72, 82, 519)),
			onPage(row(800, box0("Board reviews", 72, 160, "body")), 1), ""},
		{"item wrapped over a page break", row(40, item("- Plan and run the pricing trials that weigh the effect of the new tariffs for the", 72, 82, 519)),
			onPage(row(800, item("- Keep the tariff tables", 72, 82, 200)), 1), ""},
		{"item wrapped over a page break", row(40, item("- Plan and run the pricing trials", 72, 82, 300)),
			onPage(row(800, box0("board of the four markets and their teams in the region", 82, 450, "body")), 1), ""},
	}...)
	seen := map[string]map[bool]bool{}
	for _, c := range cases {
		var r *joinRule
		for k := range joinRules {
			if joinRules[k].name == c.rule {
				r = &joinRules[k]
			}
		}
		if r == nil {
			t.Fatalf("no join rule %q", c.rule)
		}
		ctx := wrapContext(append([]line{c.p, c.l}, margins...))
		ctx.aboveY = c.p.y
		p := c.p
		p.cells = append([]cell(nil), c.p.cells...)
		joined := r.join(&p, c.l, ctx)
		if got := p.text(); joined != (c.want != "") || joined && got != c.want {
			t.Errorf("%s: joined %v, %q; want %q", c.rule, joined, got, c.want)
		}
		if seen[c.rule] == nil {
			seen[c.rule] = map[bool]bool{}
		}
		seen[c.rule][c.want != ""] = true
	}
	// Rules that read the lines around the two: a list of names, the line
	// tried at index at.
	names := func(pitches ...float64) []line {
		out, y := []line{}, 700.0
		for i, s := range []string{"Salesforce", "LinkedIn Sales", "Navigator", "Excel"}[:len(pitches)+1] {
			if i > 0 {
				y -= pitches[i-1]
			}
			out = append(out, row(y, box0(s, 300, 300+6*float64(len(s)), "body")))
		}
		return out
	}
	// A list wrapped once (p holds the first two lines) whose second line
	// ends inside an item, or after one.
	wrappedList := func(second string) []line {
		return []line{
			row(712, box0("Tools: QBR Facilitation, Churn Reduction, Renewal Management, Executive Business Reviews,", 72, 520, "body")),
			row(700, box0(second, 72, 440, "body")),
			row(688, box0("Improvement, Project Management", 72, 232, "body")),
		}
	}
	// An item in two list columns: its first line and the foot of the
	// left column, then the top of the right one.
	acrossColumns := func(foot, top string) []line {
		r := row(502, box0(top, 205.7, 339, "body"))
		r.group = 1
		return []line{row(419, box0("· Develop Python and Pandas pipelines to", 32.5, 190, "body")), row(409, box0(foot, 32.5, 178, "body")), r}
	}
	// spacedItems is a list whose items stand 18 points apart and wrap 11
	// points under: an item, the item p, its wrap, the next line (set
	// apart or not) and one more item.
	spacedItems := func(first, wrap string, nextApart bool) []line {
		next := row(642, box0("Trained three new warehouse planners", 45, 300, "body"))
		next.gap = nextApart
		return []line{gapped(row(690, box0("Planned the stock levels of four regional warehouses", 45, 330, "body"))),
			gapped(row(672, box0(first, 45, 310, "body"))), row(661, box0(wrap, 45, 200, "body")), next,
			gapped(row(624, box0("Moved the order history to the new system", 45, 260, "body")))}
	}
	// shortProse is an item of a list 322 points wide in a column 532
	// wide, then p, a short line of prose ending near the list's edge, l
	// under it and the next entry's head across the column.
	shortProse := func(p, l string) []line {
		return []line{row(700, box0("Erstellung der monatlichen Berichte für die Verwaltung und den Beirat", 58, 380, "body")),
			row(686, box0(p, 58, 362, "body")), row(672, box0(l, 58, 250, "body")),
			row(640, box0("Hausverwaltung Nordstadt GmbH, Sachbearbeiterin, 2019 – 2021", 28, 560, "head"))}
	}
	// A title of two lines set apart from its neighbours, in the heads'
	// type or the running text's.
	setApart := func(style string) []line {
		return []line{
			row(740, box0("Backend developer with eight years of building payment and billing services for small firms and shops", 72, 520, "body")),
			gapped(row(712, box0("Booking app for dental practices, used by three hundred clinics.", 72, 500, style))),
			row(698, box0("Runs on tablets.", 72, 150, style)),
		}
	}
	// A head of two lines in the heads' type, the second opening with a
	// capital, over its dates in another type, or with nothing under it.
	headRun := func(under line) []line {
		return []line{
			row(740, box0("Backend developer with eight years of building payment and billing services for small firms and shops", 72, 520, "body")),
			gapped(row(712, box0("Quality assurance of the ordering portal for business customers of a regional carrier", 72, 518, "head"))),
			row(698, box0("Business clients book their lines there", 72, 300, "head")),
			under,
		}
	}
	listCases := []struct {
		rule  string
		lines []line
		want  string
		above string // p's text before lines[1] when p is already joined
	}{
		{"list wrapped inside an item", wrappedList("Negotiation, Mentoring, Cross-functional Collaboration, Process"),
			"Tools: QBR Facilitation, Churn Reduction, Renewal Management, Executive Business Reviews, Negotiation, Mentoring, Cross-functional Collaboration, Process Improvement, Project Management",
			"Tools: QBR Facilitation, Churn Reduction, Renewal Management, Executive Business Reviews,"},
		{"list wrapped inside an item", wrappedList("Negotiation, Mentoring, Cross-functional Collaboration, Process,"), "",
			"Tools: QBR Facilitation, Churn Reduction, Renewal Management, Executive Business Reviews,"},
		{"list wrapped inside an item", wrappedList("Negotiation, Mentoring, Cross-functional Collaboration, Process"), "", ""},
		{"wrapped name in a list of names", names(17, 11, 17), "LinkedIn Sales Navigator", ""},
		{"wrapped name in a list of names", names(17, 17, 17), "", ""},
		{"wrapped name in a list of names", names(17, 11), "LinkedIn Sales Navigator", ""},
		{"item across list columns", acrossColumns("analyze readmission rates, supporting", "interventions that reduced hospital"),
			"· Develop Python and Pandas pipelines to analyze readmission rates, supporting interventions that reduced hospital",
			"· Develop Python and Pandas pipelines to"},
		{"item across list columns", acrossColumns("analyze readmission rates.", "interventions that reduced hospital"), "",
			"· Develop Python and Pandas pipelines to"},
		{"wrap in a spaced list", spacedItems("Wrote the weekly stock reports for the regional", "Buyers and the two store managers", true),
			"Wrote the weekly stock reports for the regional Buyers and the two store managers", ""},
		{"wrap in a spaced list", spacedItems("Abstimmung der Bestellmengen mit dem Einkauf", "Lieferanten und den Filialen", true),
			"Abstimmung der Bestellmengen mit dem Einkauf Lieferanten und den Filialen", ""},
		{"wrap in a spaced list", spacedItems("Suivi hebdomadaire des stocks avec les Acheteurs", "Régionaux et les magasins", true),
			"Suivi hebdomadaire des stocks avec les Acheteurs Régionaux et les magasins", ""},
		{"wrap in a spaced list", spacedItems("Control semanal de existencias con los Compradores", "Regionales y las tiendas", true),
			"Control semanal de existencias con los Compradores Regionales y las tiendas", ""},
		{"wrap in a spaced list", spacedItems("Abstimmung der Bestellmengen mit dem Einkauf", "Lieferanten und den Filialen", false), "", ""},
		{"wrap in a spaced list", spacedItems("Wrote the weekly stock reports.", "Buyers and the two store managers", true), "", ""},
		// even: most items wrap, so their wraps outnumber the items; the
		// items still stand apart from the item above.
		{"wrap in a spaced list", func() []line {
			ls := spacedItems("Planung der Touren für die Fahrer in enger", "Abstimmung mit dem Lager", true)
			w := row(600, box0("und weitere Zeilen des Punktes", 45, 200, "body"))
			return append(ls[:4], w, w, ls[4], w, w, w)
		}(), "Planung der Touren für die Fahrer in enger Abstimmung mit dem Lager", ""},
		{"wrap in a spaced list", spacedItems("Datenbanken (Gut): PostgreSQL, Redis, SQLite", "Sprachen (Sehr gut): Go, Rust", true), "", ""},
		{"wrap in a spaced list", func() []line {
			ls := spacedItems("Abstimmung der Bestellmengen mit dem Einkauf", "Lieferanten und den Filialen", true)
			ls[0].gap, ls[4].gap = false, false
			return ls
		}(), "", ""},
		// A short line of prose that fills its list's measure goes on in a
		// lower-case line (German writes it in five words).
		{"wrapped line", shortProse("Prüfung von Miet- und Kaufverträgen", "inklusive der Nebenkostenabrechnung"),
			"Prüfung von Miet- und Kaufverträgen inklusive der Nebenkostenabrechnung", ""},
		{"wrapped line", shortProse("Reviewed lease and purchase contracts", "including the service charge accounts"),
			"Reviewed lease and purchase contracts including the service charge accounts", ""},
		{"wrapped line", shortProse("Relecture des baux commerciaux signés", "avec les bailleurs et les notaires"),
			"Relecture des baux commerciaux signés avec les bailleurs et les notaires", ""},
		{"wrapped line", shortProse("Revisión de contratos de alquiler", "con los propietarios y las notarías"),
			"Revisión de contratos de alquiler con los propietarios y las notarías", ""},
		{"wrapped line", shortProse("Prüfung der Kaufverträge", "inklusive der Nebenkostenabrechnung"), "", ""},
		{"head of lines set apart", setApart("head"), "Booking app for dental practices, used by three hundred clinics. Runs on tablets.", ""},
		{"head of lines set apart", setApart("body"), "", ""},
		{"head run over its dates", headRun(row(684, box0("04/2012 - 04/2014", 72, 160, "date"))),
			"Quality assurance of the ordering portal for business customers of a regional carrier Business clients book their lines there", ""},
		{"head run over its dates", headRun(gapped(row(670, box0("Support engineer", 72, 160, "head")))), "", ""},
		// A name as wide as its narrow column goes on in no other name
		// set at the list's pitch.
		{"wrapped line", names(12, 12, 12), "", ""},
		// Items a margin apart (14.25), their lines closer (12–12.75):
		// the capital line at the wrap's spacing goes on; with no margin
		// it stays apart (TestTightWraps has the four languages).
		{"wrap at its list's line spacing", tightList(14.25), "Abstimmung der Liefertermine in enger Absprache mit der Logistik", ""},
		{"wrap at its list's line spacing", tightList(12.75), "", ""},
	}
	for _, c := range listCases {
		var r *joinRule
		for k := range joinRules {
			if joinRules[k].name == c.rule {
				r = &joinRules[k]
			}
		}
		ctx := wrapContext(c.lines)
		ctx.lines, ctx.at, ctx.aboveY = c.lines, 2, c.lines[1].y
		p := c.lines[1]
		p.cells = append([]cell(nil), p.cells...)
		if c.above != "" {
			p.cells[0].s = c.above + " " + p.cells[0].s
		}
		joined := r.join(&p, c.lines[2], ctx)
		if got := p.text(); joined != (c.want != "") || joined && got != c.want {
			t.Errorf("%s: joined %v, %q; want %q", c.rule, joined, got, c.want)
		}
		if seen[c.rule] == nil {
			seen[c.rule] = map[bool]bool{}
		}
		seen[c.rule][c.want != ""] = true
	}
	for _, r := range joinRules {
		if !seen[r.name][true] || !seen[r.name][false] {
			t.Errorf("join rule %q needs a case where it joins and one where it does not", r.name)
		}
	}
}

// TestWrappedItemsFurtherApart: list items whose wrapped lines stand a
// little further apart than the gap a section break has (18 points on 10
// point type) stay one item each in a PDF: the wrap starts at the left edge
// of the item's text, right of its bullet, where the next item's bullet
// stands (issue 34), in en/de/fr/es.
func TestWrappedItemsFurtherApart(t *testing.T) {
	langs := []struct{ lang, heading, head, a1, a2, b string }{
		{"en", "Experience", "Engineer, Acme Corp", "Designed and ran the event pipeline that carries every payment of the four", "markets, in Go and Kafka", "Led the team of four engineers"},
		{"de", "Berufserfahrung", "Entwickler, Acme GmbH", "Entwurf und Betrieb der Ereignisverarbeitung für alle Zahlungen in den vier", "Märkten, mit Go und Kafka", "Leitung eines Teams von vier Entwicklern"},
		{"fr", "Expérience professionnelle", "Ingénieur, Acme SA", "Conception et exploitation du flux d'événements qui porte tous les paiements des", "quatre marchés, en Go et Kafka", "Encadrement d'une équipe de quatre"},
		{"es", "Experiencia laboral", "Ingeniero, Acme SL", "Diseño y operación del flujo de eventos que lleva todos los pagos de los cuatro", "mercados, con Go y Kafka", "Dirección de un equipo de cuatro"},
	}
	for _, l := range langs {
		t.Run(l.lang, func(t *testing.T) {
			body := func(s string, x, y, w float64) Item { return Item{Str: s, X: x, Y: y, W: w, H: 10, Font: "body"} }
			pages := []Page{{Width: 600, Height: 800, Items: []Item{
				{Str: "Jane Doe", X: 72, Y: 760, W: 90, H: 20, Font: "name"},
				{Str: l.heading, X: 72, Y: 730, W: 100, H: 12, Font: "title"},
				{Str: l.head, X: 72, Y: 712, W: 110, H: 10, Font: "head"},
				{Str: "2019 – 2021", X: 460, Y: 712, W: 60, H: 10, Font: "head"},
				body("•", 72, 694, 4), body(l.a1, 82, 694, 438),
				body(l.a2, 82, 676, float64(len(l.a2))*5),
				body("•", 72, 658, 4), body(l.b, 82, 658, float64(len(l.b))*5),
			}}}
			r := PDF(pages)
			exp := r.CV.ProfessionalExperience
			want := []string{l.a1 + " " + l.a2, l.b}
			if len(exp) != 1 || !equalJSON(t, exp[0].Responsibilities, want) {
				t.Errorf("got %q\nwant items %q\ntext:\n%s", exp, want, r.Text)
			}
		})
	}
}

// TestWrapsAtTheBulletsEdge: items with a written bullet whose wrapped
// lines start at the bullet's left edge, not under its text (no hanging
// indent, as JSON Resume themes print "- " items): each item is one, in
// en/de/fr/es (issue 34).
func TestWrapsAtTheBulletsEdge(t *testing.T) {
	langs := []struct{ lang, heading, a1, a2, b string }{
		{"en", "Experience", "- Partner with clinical and operations teams to define KPIs and", "design interactive dashboards", "- Write optimized SQL queries"},
		{"de", "Berufserfahrung", "- Zusammenarbeit mit klinischen und operativen Teams bei der Definition von", "Kennzahlen und Dashboards", "- Optimierte SQL-Abfragen geschrieben"},
		{"fr", "Expérience professionnelle", "- Collaboration avec les équipes cliniques et opérationnelles pour définir les", "indicateurs et les tableaux de bord", "- Requêtes SQL optimisées"},
		{"es", "Experiencia laboral", "- Colaboración con los equipos clínicos y de operaciones para definir los", "indicadores y los paneles", "- Consultas SQL optimizadas"},
	}
	for _, l := range langs {
		t.Run(l.lang, func(t *testing.T) {
			body := func(s string, y, w float64) Item { return Item{Str: s, X: 72, Y: y, W: w, H: 10, Font: "body"} }
			pages := []Page{{Width: 600, Height: 800, Items: []Item{
				{Str: "Jane Doe", X: 72, Y: 760, W: 90, H: 20, Font: "name"},
				{Str: l.heading, X: 72, Y: 730, W: 100, H: 12, Font: "title"},
				{Str: "Engineer, Acme Corp", X: 72, Y: 712, W: 110, H: 10, Font: "head"},
				{Str: "2019 – 2021", X: 460, Y: 712, W: 60, H: 10, Font: "head"},
				body(l.a1, 698, 448), body(l.a2, 686, 150), body(l.b, 674, 150),
			}}}
			r := PDF(pages)
			exp := r.CV.ProfessionalExperience
			want := []string{l.a1[2:] + " " + l.a2, l.b[2:]}
			if len(exp) != 1 || !equalJSON(t, exp[0].Responsibilities, want) {
				t.Errorf("got %q\nwant items %q\ntext:\n%s", exp, want, r.Text)
			}
		})
	}
}

// TestIconBulletsWithoutCharacter: a theme whose list bullets are icons its
// font maps to no character (pdf.js gives U+0000; flat draws a chevron),
// under a "Highlights" heading, with wraps as far apart as the items and a
// list narrower than its column: each item is one responsibility, the icon
// is no "fi", in en/de/fr/es (issue 34).
func TestIconBulletsWithoutCharacter(t *testing.T) {
	langs := []struct{ lang, heading, head, label, a1, a2, b string }{
		{"en", "Experience", "Engineer, Acme Corp", "Highlights", "Managed a portfolio of fifty mid-market accounts, achieving", "110% of quota in 2018", "Led the team of four engineers"},
		{"de", "Berufserfahrung", "Entwickler, Acme GmbH", "Erfolge", "Betreuung von fünfzig Kunden im Mittelstand, mit einer", "Zielerreichung von 110 %", "Leitung eines Teams von vier Entwicklern"},
		{"fr", "Expérience professionnelle", "Ingénieur, Acme SA", "Réalisations", "Gestion d'un portefeuille de cinquante comptes, avec une", "atteinte des objectifs de 110 %", "Encadrement d'une équipe de quatre"},
		{"es", "Experiencia laboral", "Ingeniero, Acme SL", "Tareas", "Gestión de una cartera de cincuenta cuentas, con un", "cumplimiento de la cuota del 110 %", "Dirección de un equipo de cuatro"},
	}
	for _, l := range langs {
		t.Run(l.lang, func(t *testing.T) {
			body := func(s string, x, y, w float64) Item { return Item{Str: s, X: x, Y: y, W: w, H: 10.5, Font: "body"} }
			icon := func(y float64) Item { return Item{Str: "\x00", X: 72, Y: y, W: 6, H: 9.7, Font: "icons"} }
			pages := []Page{{Width: 600, Height: 800, Items: []Item{
				{Str: "Jane Doe", X: 72, Y: 760, W: 90, H: 20, Font: "name"},
				body("Analyst of markets and accounts, with ten years in the trade and a record of growth", 72, 740, 470),
				{Str: l.heading, X: 72, Y: 710, W: 100, H: 13.5, Font: "title"},
				{Str: l.head, X: 72, Y: 690, W: 110, H: 10.5, Font: "head"},
				{Str: "2019-01-01 — 2021-06-01", X: 400, Y: 690, W: 120, H: 10.5, Font: "head"},
				{Str: l.label, X: 72, Y: 668, W: 60, H: 13.5, Font: "title"},
				icon(648), body(l.a1, 84, 648, 330),
				body(l.a2, 84, 629.2, float64(len(l.a2))*5),
				// The next item reaches the list's measure too.
				icon(610.4), body(l.b, 84, 610.4, 326),
			}}}
			r := PDF(pages)
			exp := r.CV.ProfessionalExperience
			want := []string{l.a1 + " " + l.a2, l.b}
			if len(exp) != 1 || !equalJSON(t, exp[0].Responsibilities, want) {
				t.Errorf("got %q\nwant items %q\ntext:\n%s", exp, want, r.Text)
			}
		})
	}
}

// TestFirstLineIndentItems: items printed without bullets, each with its
// first line indented and its wraps left of it (the paper theme), are one
// responsibility each, in en/de/fr/es (issue 34).
func TestFirstLineIndentItems(t *testing.T) {
	langs := []struct{ lang, heading, head, a1, a2, b1, b2 string }{
		{"en", "Experience", "Engineer, Acme Corp", "Managed a portfolio of fifty mid-market accounts, achieving 110% of", "quota in 2018 and 2019.", "Developed and executed strategic account plans, resulting in", "new business revenue."},
		{"de", "Berufserfahrung", "Entwickler, Acme GmbH", "Betreuung von fünfzig Kunden im Mittelstand, mit einer Zielerreichung", "von 110 % in den Jahren 2018 und 2019.", "Entwicklung und Umsetzung strategischer Kundenpläne, mit einem", "Neugeschäft von 1,2 Millionen Euro."},
		{"fr", "Expérience professionnelle", "Ingénieur, Acme SA", "Gestion d'un portefeuille de cinquante comptes, avec une atteinte des", "objectifs de 110 % en 2018 et 2019.", "Conception et mise en œuvre de plans de comptes stratégiques, pour", "un nouveau chiffre d'affaires."},
		{"es", "Experiencia laboral", "Ingeniero, Acme SL", "Gestión de una cartera de cincuenta cuentas, con un cumplimiento de la", "cuota del 110 % en 2018 y 2019.", "Desarrollo y ejecución de planes estratégicos de cuentas, con nuevos", "ingresos de 1,2 millones."},
	}
	for _, l := range langs {
		t.Run(l.lang, func(t *testing.T) {
			body := func(s string, x, y, w float64) Item { return Item{Str: s, X: x, Y: y, W: w, H: 9, Font: "body"} }
			pages := []Page{{Width: 600, Height: 800, Items: []Item{
				{Str: "Jane Doe", X: 72, Y: 760, W: 90, H: 20, Font: "name"},
				{Str: l.heading, X: 72, Y: 730, W: 100, H: 12, Font: "title"},
				{Str: l.head, X: 72, Y: 712, W: 110, H: 9, Font: "head"},
				{Str: "2019 – 2021", X: 460, Y: 712, W: 60, H: 9, Font: "head"},
				body(l.a1, 85, 699, 435), body(l.a2, 72, 688.5, 150),
				body(l.b1, 85, 674, 430), body(l.b2, 72, 663.5, 140),
			}}}
			r := PDF(pages)
			exp := r.CV.ProfessionalExperience
			want := []string{l.a1 + " " + l.a2, l.b1 + " " + l.b2}
			if len(exp) != 1 || !equalJSON(t, exp[0].Responsibilities, want) {
				t.Errorf("got %q\nwant items %q\ntext:\n%s", exp, want, r.Text)
			}
		})
	}
}

// TestLetterSpacedHeadingsInAGutter: section titles drawn letter by letter
// in spaced capitals (each letter an item of a font that draws nothing
// else; the paper theme), set in a left gutter with the entries' dates
// beside the entries: the titles are read (no icon font), and the gutter
// of titles and dates labels the text beside it rather than forming a
// column read first, in en/de/fr/es (issue 34). Left: paper sets the
// first entry's dates a line under its head when the title stands beside
// the head; that entry then loses its first item.
func TestLetterSpacedHeadingsInAGutter(t *testing.T) {
	langs := []struct{ lang, skills, heading, head, item string }{
		{"en", "SKILLS", "EXPERIENCE", "Engineer at Acme Corp", "Designed and ran the event pipeline for every payment."},
		{"de", "KENNTNISSE", "BERUFSERFAHRUNG", "Entwickler bei Acme GmbH", "Entwurf und Betrieb der Ereignisverarbeitung für alle Zahlungen."},
		{"fr", "COMPÉTENCES", "EXPÉRIENCE", "Ingénieur chez Acme SA", "Conception et exploitation du flux d'événements des paiements."},
		{"es", "HABILIDADES", "EXPERIENCIA", "Ingeniero, Acme SL", "Diseño y operación del flujo de eventos de todos los pagos."},
	}
	spaced := func(s string, y float64) []Item {
		var out []Item
		x := 36.0
		for _, r := range s {
			out = append(out, Item{Str: string(r), X: x, Y: y, W: 6.5, H: 9, Font: "caps"})
			x += 7.3
		}
		return out
	}
	for _, l := range langs {
		t.Run(l.lang, func(t *testing.T) {
			body := func(s string, x, y float64) Item {
				return Item{Str: s, X: x, Y: y, W: float64(len(s)) * 4.5, H: 9, Font: "body"}
			}
			items := []Item{{Str: "Jane Doe", X: 200, Y: 760, W: 90, H: 20, Font: "name"}}
			items = append(items, spaced(l.skills, 700)...)
			items = append(items, body("Go, Kafka, PostgreSQL", 200, 700), body("Kubernetes, Terraform", 200, 688), body("Python, SQL", 200, 676))
			items = append(items, spaced(l.heading, 652)...)
			items = append(items, body(l.head, 200, 640), body("2019-01-01 TO 2021-06-01", 36, 640), body(l.item, 200, 628))
			items = append(items, body("Analyst at Initech", 200, 600), body("2016-01-01 TO 2018-12-01", 36, 600), body("Wrote the reports.", 200, 588))
			r := PDF([]Page{{Width: 600, Height: 800, Items: items}})
			exp := r.CV.ProfessionalExperience
			if len(exp) != 2 || exp[0].Company != strings.Fields(l.head)[len(strings.Fields(l.head))-2]+" "+strings.Fields(l.head)[len(strings.Fields(l.head))-1] || exp[0].Duration == "" || !equalJSON(t, exp[0].Responsibilities, []string{l.item}) {
				t.Errorf("got %q\ntext:\n%s", exp, r.Text)
			}
		})
	}
}

// TestRaisedPieces: an ordinal's superscript ("1" and a raised "st") and the
// LaTeX logo (a raised small "A", a lowered "E") stay in their words in a
// PDF, in en/de/fr/es (issue 34).
func TestRaisedPieces(t *testing.T) {
	langs := []struct{ lang, heading, before, sup, after, want string }{
		{"en", "Experience", "Ranked 1", "st", " in the national sales contest of 2020", "Ranked 1st in the national sales contest of 2020"},
		{"de", "Berufserfahrung", "Verwaltung von 500 m", "2", " Bürofläche in drei Städten", "Verwaltung von 500 m2 Bürofläche in drei Städten"},
		{"fr", "Expérience professionnelle", "Classé 1", "er", " au concours national de vente 2020", "Classé 1er au concours national de vente 2020"},
		{"es", "Experiencia laboral", "Puesto 1", "º", " en el concurso nacional de ventas 2020", "Puesto 1º en el concurso nacional de ventas 2020"},
	}
	for _, l := range langs {
		t.Run(l.lang, func(t *testing.T) {
			body := func(s string, x, y, w float64) Item { return Item{Str: s, X: x, Y: y, W: w, H: 10, Font: "body"} }
			sup := l.sup
			x := 82 + float64(len(l.before))*5
			pages := []Page{{Width: 600, Height: 800, Items: []Item{
				{Str: "Jane Doe", X: 72, Y: 760, W: 90, H: 20, Font: "name"},
				{Str: l.heading, X: 72, Y: 730, W: 100, H: 12, Font: "title"},
				{Str: "Engineer, Acme", X: 72, Y: 712, W: 110, H: 10, Font: "head"},
				{Str: "2019 – 2021", X: 460, Y: 712, W: 60, H: 10, Font: "head"},
				body("•", 72, 694, 4), body(l.before, 82, 694, float64(len(l.before))*5),
				{Str: sup, X: x, Y: 697.5, W: 7, H: 7, Font: "body"},
				body(l.after, x+7, 694, float64(len(l.after))*5),
				// The LaTeX logo in a skills list.
				{Str: "Skills", X: 72, Y: 660, W: 40, H: 12, Font: "title"},
				body("Python, Go,", 72, 640, 55), body("L", 131, 640, 6), {Str: "A", X: 135, Y: 642.2, W: 5, H: 7, Font: "body"},
				body("T", 139.5, 640, 6), body("E", 145, 637.8, 6), body("X", 150.5, 640, 7),
			}}}
			r := PDF(pages)
			exp := r.CV.ProfessionalExperience
			if len(exp) != 1 || !equalJSON(t, exp[0].Responsibilities, []string{l.want}) {
				t.Errorf("got %q, want %q\ntext:\n%s", exp, l.want, r.Text)
			}
			if !strings.Contains(r.Text, "Python, Go, LaTeX") {
				t.Errorf("no LaTeX logo in\n%s", r.Text)
			}
		})
	}
}

// TestDrawnBulletWrapsAtTheMeasure: items whose bullets are drawn (no
// glyph in the text) in a list narrower than its column (slick): a line
// that goes on in lower case is the item's wrap when the item fills the
// list's measure, in en/de/fr/es (issue 34).
func TestDrawnBulletWrapsAtTheMeasure(t *testing.T) {
	langs := []struct{ lang, heading, head, a1, a2, b string }{
		{"en", "Experience", "Engineer, Acme Corp", "Design and evaluate A/B tests to measure the impact of care", "management changes, presenting findings to leaders.", "Maintain reporting documentation and train analysts on the tools."},
		{"de", "Berufserfahrung", "Entwickler, Acme GmbH", "Entwurf und Auswertung von A/B-Tests zur Wirkung der neuen", "und der alten Abläufe, mit Berichten an die Leitung.", "Pflege der Dokumentation und Schulung der Analysten im Team."},
		{"fr", "Expérience professionnelle", "Ingénieur, Acme SA", "Conception et évaluation de tests A/B pour mesurer l'effet des", "changements de gestion, avec une restitution à la direction.", "Maintien de la documentation et formation des analystes."},
		{"es", "Experiencia laboral", "Ingeniero, Acme SL", "Diseño y evaluación de pruebas A/B para medir el impacto de los", "cambios de gestión, con informes para la dirección.", "Mantenimiento de la documentación y formación de analistas."},
	}
	for _, l := range langs {
		t.Run(l.lang, func(t *testing.T) {
			body := func(s string, x, y, w float64) Item { return Item{Str: s, X: x, Y: y, W: w, H: 10, Font: "body"} }
			pages := []Page{{Width: 600, Height: 800, Items: []Item{
				{Str: "Jane Doe", X: 72, Y: 760, W: 90, H: 20, Font: "name"},
				body("Analyst of markets and accounts, with ten years in the trade and a record of growth", 72, 740, 470),
				{Str: l.heading, X: 72, Y: 710, W: 100, H: 12, Font: "title"},
				{Str: l.head, X: 72, Y: 692, W: 110, H: 10, Font: "head"},
				{Str: "2019 – 2021", X: 300, Y: 692, W: 60, H: 10, Font: "head"},
				body(l.a1, 90, 676, 330), body(l.a2, 90, 664, 240),
				body(l.b, 90, 652, 328),
			}}}
			r := PDF(pages)
			exp := r.CV.ProfessionalExperience
			want := []string{l.a1 + " " + l.a2, l.b}
			if len(exp) != 1 || !equalJSON(t, exp[0].Responsibilities, want) {
				t.Errorf("got %q\nwant items %q\ntext:\n%s", exp, want, r.Text)
			}
		})
	}
}

// TestIconsInATextFont: icons a theme draws in the font of its text, mapped
// to no character (pdf.js gives U+0000; elegant, before each contact detail
// and section title), are dropped, while U+0000 between the parts of a
// word is its "fi" ligature, in en/de/fr/es (issue 34).
func TestIconsInATextFont(t *testing.T) {
	langs := []struct{ lang, heading, head, pre, post, word string }{
		{"en", "Experience", "Engineer, Acme Corp", "Pro", "les", "Profiles"},
		{"de", "Berufserfahrung", "Entwickler, Acme GmbH", "Zerti", "kate", "Zertifikate"},
		{"fr", "Expérience professionnelle", "Ingénieur, Acme SA", "Con", "ance", "Confiance"},
		{"es", "Experiencia laboral", "Ingeniero, Acme SL", "Certi", "cados", "Certificados"},
	}
	for _, l := range langs {
		t.Run(l.lang, func(t *testing.T) {
			text := func(s string, x, y float64) Item {
				return Item{Str: s, X: x, Y: y, W: float64(len(s)) * 5, H: 10, Font: "text"}
			}
			icon := func(x, y float64) Item { return Item{Str: "\x00", X: x, Y: y, W: 8, H: 10, Font: "text"} }
			px := 72 + float64(len(l.pre))*5
			pages := []Page{{Width: 600, Height: 800, Items: []Item{
				{Str: "Jane Doe", X: 72, Y: 760, W: 90, H: 20, Font: "name"},
				icon(72, 740), text("jane@doe.org", 90, 740), icon(300, 740), text("+49 30 1234567", 318, 740),
				icon(72, 712), {Str: l.heading, X: 90, Y: 712, W: 100, H: 12, Font: "title"},
				text(l.head, 72, 694), text("2019 – 2021", 460, 694),
				text("• Built the API", 72, 680),
				text(l.pre, 72, 666), icon(px, 666), text(l.post, px+8, 666),
			}}}
			r := PDF(pages)
			if strings.Contains(r.Text, "fi\t") || strings.Contains(r.Text, "fi ") || !strings.Contains(r.Text, l.word) {
				t.Errorf("icons read as \"fi\" or the ligature lost:\n%s", r.Text)
			}
			if len(r.CV.ProfessionalExperience) != 1 || r.CV.Email != "jane@doe.org" {
				t.Errorf("got %q, e-mail %q\n%s", r.CV.ProfessionalExperience, r.CV.Email, r.Text)
			}
		})
	}
}

// TestNoWrapIntoAContactLine: a line in lower case under a full line goes
// on with it (TestDrawnBulletWrapsAtTheMeasure), but not when it is an
// e-mail or web address: the contact line under a title in a header.
func TestNoWrapIntoAContactLine(t *testing.T) {
	for _, next := range []string{"jordan.ellis@example.com", "linkedin.com/in/jordanellis", "www.jordanellis.com"} {
		p := row(700, box0("Senior Account Executive | Enterprise SaaS and Strategic Partnerships", 82, 400, "body"))
		l := row(688, box0(next, 82, 150, "body"))
		wide := row(676, box0("and a line as wide as the title that sets the measure of this block", 82, 398, "body"))
		c := wrapContext([]line{row(720, box0("margins", 72, 520, "body")), p, l, wide})
		c.aboveY = p.y
		if joinWrappedLine(&p, l, c) {
			t.Errorf("%q joined to the title: %q", next, p.text())
		}
	}
}
