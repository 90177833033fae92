package parse

import "testing"

// TestGutterRanges: a date range set in a narrow column right of an entry
// and broken over lines beside its head and items ("January 2021", "—
// Present", then "6 years"; the eloquent theme), the column centred on the
// entry so that the start date may stand beside the first item: each
// entry gets its range, its items stay whole, and no piece of the range
// is an item or an entry, in en/de/fr/es (issue 34).
func TestGutterRanges(t *testing.T) {
	langs := []struct {
		lang, heading, head1, head2, a1, a2, b1, b2 string
		start, end, years                           string
	}{
		{"en", "EXPERIENCE", "Senior Engineer, Acme Corp", "Engineer, Initech",
			"Designed and ran the event pipeline that carries every", "payment of the four markets, in Go and Kafka",
			"Wrote the reporting service that the finance team", "reads every morning, in Python",
			"March 2017", "December 2020", "4 years"},
		{"de", "BERUFSERFAHRUNG", "Senior-Entwickler, Acme GmbH", "Entwickler, Initech AG",
			"Entwurf und Betrieb der Ereignisverarbeitung für alle", "Zahlungen in den vier Märkten, mit Go und Kafka",
			"Aufbau des Berichtsdienstes, den die Finanzabteilung", "jeden Morgen liest, in Python",
			"März 2017", "Dezember 2020", "4 Jahre"},
		{"fr", "EXPÉRIENCE", "Ingénieur senior, Acme SA", "Ingénieur, Initech SARL",
			"Conception et exploitation du flux d'événements qui", "porte tous les paiements des quatre marchés",
			"Écriture du service de rapports que l'équipe finance", "lit chaque matin, en Python",
			"mars 2017", "décembre 2020", "4 ans"},
		{"es", "EXPERIENCIA", "Ingeniero sénior, Acme SL", "Ingeniero, Initech SA",
			"Diseño y operación del flujo de eventos que lleva", "todos los pagos de los cuatro mercados",
			"Desarrollo del servicio de informes que el equipo", "de finanzas lee cada mañana, en Python",
			"marzo 2017", "diciembre 2020", "4 años"},
	}
	// A single year written with an article ("a year": eloquent's relative
	// lengths) is a length too.
	for i, one := range []string{"a year", "ein Jahr", "un an", "un año"} {
		l := langs[i]
		l.lang, l.years = l.lang+" "+one, one
		langs = append(langs, l)
	}
	for _, l := range langs {
		t.Run(l.lang, func(t *testing.T) {
			body := func(s string, x, y, w float64) Item { return Item{Str: s, X: x, Y: y, W: w, H: 12, Font: "body"} }
			head := func(s string, y float64) Item { return Item{Str: s, X: 55, Y: y, W: 200, H: 12, Font: "head"} }
			pages := []Page{{Width: 600, Height: 800, Items: []Item{
				{Str: "Jane Doe", X: 55, Y: 760, W: 90, H: 20, Font: "name"},
				body("Engineer of payment systems, with ten years in the trade and a record of growth", 55, 740, 490),
				{Str: l.heading, X: 47, Y: 700, W: 100, H: 16, Font: "title"},
				// The first entry: start date above the head, the dash and
				// "Present" beside the head's next line, the years beside
				// the first item.
				body(l.start, 467, 676, 80),
				head(l.head1, 670),
				body("(https://www.acme.example)", 55, 657, 200), body("—", 476, 659, 12), body("Present", 496, 659, 45),
				body("-", 55, 635, 5), body(l.a1, 67, 635, 360), body(l.years, 492, 635, 45),
				body(l.a2, 67, 618, 300),
				// The second entry: the range beside its items.
				head(l.head2, 590),
				body("-", 55, 567, 5), body(l.b1, 67, 567, 358), body(l.start, 471, 567, 71),
				body(l.b2, 67, 550, 200), body("—", 500, 550, 12),
				body(l.end, 458, 533, 97),
				body(l.years, 492, 516, 45),
			}}}
			r := PDF(pages)
			exp := r.CV.ProfessionalExperience
			want := []struct{ duration, first string }{
				{l.start + " – Present", l.a1 + " " + l.a2},
				{l.start + " – " + l.end, l.b1 + " " + l.b2},
			}
			if len(exp) != len(want) {
				t.Fatalf("got %d entries %+v\ntext:\n%s", len(exp), exp, r.Text)
			}
			for i, w := range want {
				if exp[i].Duration != w.duration || !equalJSON(t, exp[i].Responsibilities, []string{w.first}) {
					t.Errorf("entry %d: got %q %q, want %q %q\ntext:\n%s", i, exp[i].Duration, exp[i].Responsibilities, w.duration, w.first, r.Text)
				}
			}
		})
	}
}

// TestGutterRangesLeaveWholeDates: dates printed whole right of their heads
// are no broken range, and stay on their lines.
func TestGutterRangesLeaveWholeDates(t *testing.T) {
	lines := textLines("Engineer, Acme\t2020 – 2022\n• Built the API\nAnalyst, Initech\t2018 – 2020\n• Wrote the reports")
	for i := range lines {
		lines[i].cells[len(lines[i].cells)-1].x0 = float64(100 * (len(lines[i].cells) - 1))
		lines[i].cells[len(lines[i].cells)-1].x1 = lines[i].cells[len(lines[i].cells)-1].x0 + 50
	}
	if got := render(gutterRanges(lines)); got != render(lines) {
		t.Errorf("got\n%s", got)
	}
}
