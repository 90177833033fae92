package parse

import (
	"strings"
	"testing"
)

// TestFirstItemBesideHead: an entry's first item that starts on its head's
// row right of the website, goes on under itself and then at the list's
// edge is one item under the head, in en/de/fr/es (issue 34, class).
func TestFirstItemBesideHead(t *testing.T) {
	cases := []struct {
		position, date, link, start, under, rest, want string
	}{
		{"Account Executive", "2017-03-01 - 2020-12-01", "https://www.acme.example.com", "Managed", "a",
			"portfolio of 50 accounts, reaching 110% of quota in 2018 and 2019.",
			"Managed a portfolio of 50 accounts, reaching 110% of quota in 2018 and 2019."},
		{"Vertriebsleiterin", "2019-03-01 - 2021-12-31", "https://www.beispiel.example.de", "Betreuung", "von",
			"60 mittelständischen Kunden im DACH-Raum mit einem Umsatz von 4 Mio.",
			"Betreuung von 60 mittelständischen Kunden im DACH-Raum mit einem Umsatz von 4 Mio."},
		{"Chargée de clientèle", "2016-09-01 - 2019-02-28", "https://www.exemple.example.fr", "Gestion", "d'un",
			"portefeuille de 100 clients TPE/PME dans le secteur des logiciels.",
			"Gestion d'un portefeuille de 100 clients TPE/PME dans le secteur des logiciels."},
		{"Ingeniera de Datos", "2014-07-01 - 2016-08-01", "https://www.ejemplo.example.es", "Diseñé y", "mantuve",
			"procesos ETL para la integración de datos de múltiples fuentes en Spark.",
			"Diseñé y mantuve procesos ETL para la integración de datos de múltiples fuentes en Spark."},
	}
	for _, c := range cases {
		head := row(300, box0(c.position, 37.5, 140, "body"), box0(c.date, 193.9, 330, "body"),
			box0(c.link, 350.2, 500, "body"), box0(c.start, 506.6, 550, "body"))
		lines := []line{head, row(288, box0(c.under, 506.6, 545, "body")), row(276, box0(c.rest, 67.5, 540, "body")),
			row(264, box0("Next item of the list.", 67.5, 200, "body"))}
		got := firstItemBesideHead(lines)
		if len(got) != 3 || got[0].text() != strings.Join([]string{c.position, c.date, c.link}, "\t") || got[1].text() != c.want {
			t.Errorf("%s: got %q", c.start, lineTexts(got))
		}
	}
}

// TestItemBesideAWrappedPosition: the item's text flows right of a
// position wrapped over two rows, from the date's edge across the
// website's column, then goes on at the list's edge; a head whose website
// has nothing beside it and nothing under it stays as it is; an item that
// ends beside the head is an item of its own (en/de/fr/es).
func TestItemBesideAWrappedPosition(t *testing.T) {
	cases := []struct {
		position, rest, start, under, across, next, want string
	}{
		{"Senior Customer Success", "Manager", "Own", "strategic", "relationships with 45 enterprise and mid-market accounts",
			"representing $4.2M in ARR", "Own strategic relationships with 45 enterprise and mid-market accounts representing $4.2M in ARR"},
		{"Senior Customer Success", "Managerin", "", "", "Betreuung eines Portfolios von 25 strategischen Enterprise-Kunden",
			"mit einem ARR von 5,2 Mio.", "Betreuung eines Portfolios von 25 strategischen Enterprise-Kunden mit einem ARR von 5,2 Mio."},
		{"Responsable de la réussite", "client", "Suivi de", "30", "clients PME/ETI, avec un focus sur l'adoption produit et la",
			"satisfaction client.", "Suivi de 30 clients PME/ETI, avec un focus sur l'adoption produit et la satisfaction client."},
		{"Analista de Datos / Científico", "de Datos Junior", "Construí", "modelos", "de segmentación de clientes mediante clustering (K-means,",
			"DBSCAN) para campañas de marketing.", "Construí modelos de segmentación de clientes mediante clustering (K-means, DBSCAN) para campañas de marketing."},
	}
	for _, c := range cases {
		cells := []cell{box0(c.position, 37.5, 175, "body"), box0("2021-03-01 - Present", 193.9, 308, "body"), box0("https://www.acme.example.com", 350.2, 497, "body")}
		second := []cell{box0(c.rest, 37.5, 85, "body")}
		if c.start != "" {
			cells = append(cells, box0(c.start, 506.6, 531, "body"))
			second = append(second, box0(c.under, 506.6, 554, "body"))
		}
		lines := []line{row(270, cells...), row(258, second...), row(246, box0(c.across, 193.9, 555, "body")),
			row(234, box0(c.next, 67.5, 212, "body")), row(222, box0("Achieved 118% net revenue retention.", 67.5, 300, "body"))}
		got := firstItemBesideHead(lines)
		want := c.position + " " + c.rest + "\t2021-03-01 - Present\thttps://www.acme.example.com"
		if len(got) != 3 || got[0].text() != want || got[1].text() != c.want {
			t.Errorf("%s: got %q", c.position, lineTexts(got))
		}
	}
	plain := []line{row(270, box0("Engineer", 37.5, 100, "body"), box0("2020 - 2022", 193.9, 260, "body"), box0("https://acme.example.com", 350.2, 497, "body")),
		row(258, box0("Built the data platform for 40 teams and their reports.", 67.5, 500, "body"))}
	if got := firstItemBesideHead(plain); len(got) != 2 || got[1].text() != plain[1].text() {
		t.Errorf("plain head: got %q", lineTexts(got))
	}
	short := []line{row(270, box0("Mentor", 37.5, 80, "body"), box0("2019 - 2020", 193.9, 260, "body"), box0("https://acme.example.org", 350.2, 480, "body"), box0("Mentoring.", 506.6, 530, "body")),
		row(258, box0("Ran monthly workshops on selling.", 67.5, 260, "body"))}
	if got := firstItemBesideHead(short); len(got) != 3 || got[1].text() != "Mentoring." || got[2].text() != "Ran monthly workshops on selling." {
		t.Errorf("item beside the head alone: got %q", lineTexts(got))
	}
}

// TestBoxAfterAddress: a glyph that starts inside a web address's box, or
// after more than a word's space, opens a box of its own; text after a
// space of its own, or after no address, goes on in the box.
func TestBoxAfterAddress(t *testing.T) {
	cases := []struct {
		cur  string
		x    float64
		s    string
		want bool
	}{
		{"https://www.acme.example.com", 480, "Own full-", true},
		{"https://www.beispiel.example.de", 506, "Betreuung", true},
		{"https://www.exemple.example.fr", 501.5, "Gestion", false},
		{"https://www.ejemplo.example.es", 505, " y más", false},
		{"Diseñé y mantuve", 506, "procesos", false},
	}
	for _, c := range cases {
		cur := &cell{s: c.cur, x0: 350, x1: 500}
		if got := startsInsideAddress(cur, glyph{s: c.s, x: c.x}, 10.8); got != c.want {
			t.Errorf("%q then %q at %v: %v, want %v", c.cur, c.s, c.x, got, c.want)
		}
	}
}

// lineTexts is the text of each line, for messages.
func lineTexts(lines []line) []string {
	out := make([]string, len(lines))
	for i, l := range lines {
		out[i] = l.text()
	}
	return out
}
