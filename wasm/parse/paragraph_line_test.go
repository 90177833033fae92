package parse

import (
	"strings"
	"testing"
)

// TestParagraphLineInWrappedText: a viewer pastes a summary whose list it
// ran into one line longer than any printed line, and breaks the rest of
// the text where the printed lines ended; the long line no longer hides
// that the text is hard-wrapped, and an item cut after a joining word
// goes on with its rest in capitals, in en/de/fr/es.
func TestParagraphLineInWrappedText(t *testing.T) {
	tests := []struct{ name, text, want string }{
		{"en", "Robin Example\nAnalyst\n\nSummary\n" +
			"Analyst with six years of work on reports and dashboards for retail teams. Strong in SQL and Python. Clear writer for managers and engineers alike, with a record of shipped work.\n\n" +
			"Experience\nExample Retail\nSenior Analyst\n2020 - 2023\n" +
			"- Built weekly sales reports for the regional teams and\n" +
			"cut the time spent on them by half over two quarters\n" +
			"- Designed a forecast model for stock levels that the\n" +
			"buyers now use for every order across the stores\n" +
			"- Kept the pricing data clean and documented it in\n" +
			"Confluence for the whole analytics group to reuse\n" +
			"- Trained new analysts on the reporting stack and on\n" +
			"writing queries that others can read and maintain\n" +
			"- Ran the monthly review of the store figures with the\n" +
			"finance team and the regional managers on each call\n" +
			"- Moved the old spreadsheets into the shared warehouse\n" +
			"so that every team reads the same numbers each week\n" +
			"- Wrote the guide to the dashboards and the metrics,\n" +
			"which the support desk now hands to each new user\n",
			"Kept the pricing data clean and documented it in Confluence for the whole analytics group to reuse"},
		{"de", "Robin Beispiel\nAnalystin\n\nProfil\n" +
			"Analystin mit sechs Jahren Erfahrung in Berichten und Dashboards für Handelsteams. Stark in SQL und Python. Klare Kommunikation mit Leitung und Technik, mit vielen abgeschlossenen Projekten.\n\n" +
			"Berufserfahrung\nBeispiel Handel GmbH\nSenior Analystin\n2020 - 2023\n" +
			"- Aufbau wöchentlicher Umsatzberichte für die Regionen und\n" +
			"halbierter Aufwand für deren Pflege in zwei Quartalen\n" +
			"- Entwicklung eines Prognosemodells für Lagerbestände, das\n" +
			"die Einkäufer heute für jede Bestellung der Filialen nutzen\n" +
			"- Pflege der Preisdaten und ihre Dokumentation in der\n" +
			"Wissensdatenbank für die ganze Analyseabteilung zur Nutzung\n" +
			"- Schulung neuer Analysten in der Berichtsumgebung und\n" +
			"im Schreiben von Abfragen, die andere lesen und pflegen\n" +
			"- Monatliche Prüfung der Filialzahlen mit der Finanzabteilung\n" +
			"und den Regionalleitungen in jeder gemeinsamen Runde\n" +
			"- Umzug der alten Tabellen in das gemeinsame Datenlager,\n" +
			"damit jedes Team jede Woche dieselben Zahlen liest\n" +
			"- Leitfaden zu den Dashboards und Kennzahlen verfasst,\n" +
			"den der Support heute jedem neuen Nutzer weitergibt\n",
			"Pflege der Preisdaten und ihre Dokumentation in der Wissensdatenbank für die ganze Analyseabteilung zur Nutzung"},
		{"fr", "Robin Exemple\nAnalyste\n\nProfil\n" +
			"Analyste avec six ans d'expérience des rapports et tableaux de bord pour le commerce. Solide en SQL et Python. Rédaction claire pour les directions et les équipes techniques, projets livrés.\n\n" +
			"Expérience\nExemple Commerce\nAnalyste senior\n2020 - 2023\n" +
			"- Création de rapports de ventes hebdomadaires pour les\n" +
			"régions et temps de production divisé par deux en un an\n" +
			"- Conception d'un modèle de prévision des stocks que les\n" +
			"acheteurs utilisent pour chaque commande des magasins\n" +
			"- Nettoyage des données de prix et documentation dans\n" +
			"Confluence pour toute l'équipe d'analyse et sa réutilisation\n" +
			"- Formation des nouveaux analystes aux outils de rapport et\n" +
			"à l'écriture de requêtes que les autres peuvent maintenir\n" +
			"- Revue mensuelle des chiffres des magasins avec la\n" +
			"finance et les responsables régionaux à chaque réunion\n" +
			"- Migration des anciens tableurs vers l'entrepôt commun\n" +
			"pour que chaque équipe lise les mêmes chiffres chaque semaine\n" +
			"- Rédaction du guide des tableaux de bord et des mesures,\n" +
			"que le support remet désormais à chaque nouvel utilisateur\n",
			"Nettoyage des données de prix et documentation dans Confluence pour toute l'équipe d'analyse et sa réutilisation"},
		{"es", "Robin Ejemplo\nAnalista\n\nPerfil\n" +
			"Analista con seis años de experiencia en informes y cuadros de mando para equipos de venta. Sólido en SQL y Python. Redacción clara para dirección y equipos técnicos, con proyectos entregados.\n\n" +
			"Experiencia\nEjemplo Comercio\nAnalista sénior\n2020 - 2023\n" +
			"- Creación de informes semanales de ventas para las\n" +
			"regiones y reducción a la mitad del tiempo dedicado\n" +
			"- Diseño de un modelo de previsión de existencias que\n" +
			"los compradores usan en cada pedido de las tiendas\n" +
			"- Limpieza de los datos de precios y documentación en\n" +
			"Confluence para el equipo de análisis y su reutilización\n" +
			"- Formación de nuevos analistas en las herramientas y\n" +
			"en la escritura de consultas que otros puedan mantener\n" +
			"- Revisión mensual de las cifras de las tiendas con el\n" +
			"equipo de finanzas y los responsables de cada región\n" +
			"- Migración de las hojas de cálculo al almacén común\n" +
			"para que cada equipo lea las mismas cifras cada semana\n" +
			"- Redacción de la guía de los cuadros de mando y datos,\n" +
			"que el soporte entrega ahora a cada nuevo usuario\n",
			"Limpieza de los datos de precios y documentación en Confluence para el equipo de análisis y su reutilización"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := Text(tt.text)
			if len(c.ProfessionalExperience) != 1 {
				t.Fatalf("%d jobs, want 1", len(c.ProfessionalExperience))
			}
			got := c.ProfessionalExperience[0].Responsibilities
			for _, r := range got {
				if r == tt.want {
					return
				}
			}
			t.Errorf("responsibilities %q, want one %q", got, tt.want)
		})
	}
}

// TestWrapWidthsParagraphs: one prose line longer than a printed line
// leaves hard-wrapped text hard-wrapped; a line of leader dots, more such
// lines than one in ten, or text whose lines rarely open in lower case
// under a long one or under a joining word (typed text, a Word file's) is
// not.
func TestWrapWidthsParagraphs(t *testing.T) {
	long := strings.Repeat("Word and more words in a long sentence ", 6)
	wrapped := strings.Repeat("a printed line of prose that the viewer broke\nright here where the column of the page ended\n", 5)
	// German rests open on nouns: the line above ends on a joining word.
	wrappedDe := strings.Repeat("Eine gedruckte Zeile mit Text, die der Betrachter in der\nSpalte des Blattes brach, wo die Seite zu Ende war und\n", 5)
	typed := strings.Repeat("A paragraph of prose that is typed on one line.\nAnother paragraph that a Word file holds whole.\n", 5)
	dots := "Miscellaneous" + strings.Repeat(" .", 80)
	tests := []struct {
		name, text string
		wrapped    bool
	}{
		{"wrapped", wrapped, true},
		{"wrapped with a paragraph line", long + "\n" + wrapped, true},
		{"wrapped with a paragraph line, rests in capitals", long + "\n" + wrappedDe, true},
		{"wrapped with leader dots", dots + "\n" + wrapped, false},
		{"typed with a paragraph line", long + "\n" + typed, false},
		{"wrapped with many paragraph lines", strings.Repeat(long+"\n", 3) + wrapped, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var lines []line
			for _, s := range strings.Split(strings.TrimSpace(tt.text), "\n") {
				lines = append(lines, line{cells: []cell{{s: s}}})
			}
			if got := wrapWidths(lines) != nil; got != tt.wrapped {
				t.Errorf("hard-wrapped = %v, want %v", got, tt.wrapped)
			}
		})
	}
}

// TestRewrapsGuards: under a line of a hard-wrapped text, an address
// opening on its postcode is no rest of a headline, and an item in lower
// case is no rest of its group's name; a sentence goes on.
func TestRewrapsGuards(t *testing.T) {
	one := func(s string) line { return line{cells: []cell{{s: s}}} }
	tests := []struct {
		a, b string
		want bool
	}{
		{"Retail Analyst | Making Sales Figures Plain for the Buyers", "12345, Springfield (US), Oregon", false},
		{"Vertriebsleiterin | Wachstum im Mittelstand und Handel", "20095 Hamburg, Deutschland", false},
		{"Cloud Platforms & Tools Intermediate", "terraform", false},
		{"Outils de Visualisation et Collaboration", "pandas", false},
		{"Herramientas de Nube y Automatización", "terraform", false},
		{"reduced the monthly closing time of the finance team by", "35 % across all units", true},
		{"Built weekly sales reports for the regional teams and", "cut the time spent", true},
	}
	for _, tt := range tests {
		if got := rewraps(one(tt.a), one(tt.b), 56); got != tt.want {
			t.Errorf("rewraps(%q, %q) = %v, want %v", tt.a, tt.b, got, tt.want)
		}
	}
}

// TestLabelOverItem: a name whose words open in capitals over one word in
// lower case is a skill group over its first item; a degree's name goes on
// after a comma or with an elided article, and a sentence's line has words
// in lower case.
func TestLabelOverItem(t *testing.T) {
	tests := []struct {
		a, b string
		want bool
	}{
		{"Cloud Platforms & Tools", "terraform", true},
		{"Lagerplanung und Logistik", "numpy", true},
		{"Licence, Droit et Gestion", "d'Entreprise", false},
		{"Máster en Derecho y Gestión", "d’Empresa", false},
		{"Built the reports for the teams", "weekly", false},
		{"Cloud Platforms & Tools", "terraform and more", false},
		{"Cloud Platforms & Tools", "2", false},
	}
	for _, tt := range tests {
		if got := labelOverItem(tt.a, tt.b); got != tt.want {
			t.Errorf("labelOverItem(%q, %q) = %v, want %v", tt.a, tt.b, got, tt.want)
		}
	}
}

// TestOpensOnPostcode: a postcode and a place open an address; an amount
// or a year opens a sentence's rest.
func TestOpensOnPostcode(t *testing.T) {
	for _, tt := range []struct {
		s    string
		want bool
	}{
		{"12345, Springfield (US), Oregon", true},
		{"20095 Hamburg", true},
		{"75011 Paris, France", true},
		{"28010 Madrid", true},
		{"2019 Hamburg", false},
		{"12 teams across", false},
		{"35 % across all units", false},
	} {
		if got := opensOnPostcode(tt.s); got != tt.want {
			t.Errorf("opensOnPostcode(%q) = %v, want %v", tt.s, got, tt.want)
		}
	}
}
