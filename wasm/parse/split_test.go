package parse

import (
	"slices"
	"strings"
	"testing"

	"github.com/shortlist/shortlist/wasm/cv"
)

// splitRuleCase asks one rule of splitEntries about line at of a section,
// after the lines above it were placed.
type splitRuleCase struct {
	rule  string
	lines []line
	at    int
	want  bool
}

// splitRules names every rule that answers yes or no, as the cases name them.
var splitRules = func() map[string]func(*splitter, step) bool {
	m := map[string]func(*splitter, step) bool{"list label": listLabel, "items read as head": itemsReadAsHead}
	for _, list := range [][]rule{bodyRules, endRules, openRules} {
		for _, r := range list {
			m[r.name] = r.applies
		}
	}
	return m
}()

// splitterBefore places lines[:i] and returns the state and line i's step.
func splitterBefore(lines []line, i int) (*splitter, step) {
	s := &splitter{lines: lines, kinds: lineKinds(lines, dateMemo{}), pattern: -1, headStyles: map[string]bool{}, bodyStyles: map[string]bool{}}
	for j := range i {
		s.place(j)
	}
	return s, s.stepAt(i)
}

// styled is a PDF line of one font: its boxes 200 points apart.
func styled(style string, boxes ...string) line {
	l := line{style: style, size: 10}
	for k, b := range boxes {
		l.cells = append(l.cells, cell{s: b, x0: 72 + 200*float64(k), x1: 72 + 200*float64(k) + 5*float64(len(b)), style: style})
	}
	return l
}

func TestSplitRules(t *testing.T) {
	stacked := "Acme GmbH\nEngineer\t2020 – 2022\n• Built the API\n"
	// courses is a school's head (name and date in 10 points, the degree
	// in 9) and the line under it after a gap: x0, size, text.
	courses := func(x0, size float64, s string) []line {
		head := styled("school", "Universität Nordstadt", "2014 – 2017")
		head.size = 10
		degree := styled("degree", "Bachelor Betriebswirtschaftslehre")
		degree.size = 9
		next := styled("course", s, "Marktforschung")
		next.size, next.gap = size, true
		for k := range next.cells {
			next.cells[k].x0 += x0 - 72
		}
		return []line{head, degree, next}
	}
	// grid is a school's head and its courses three by three in its
	// degree's type, the first row's cells wrapped onto the next line.
	grid := []line{
		styled("school", "Universidad de Montalto", "2014 – 2018"), styled("degree", "Grado en Estadística"),
		gapped(styled("degree", "Estadística Aplicada", "Modelos de", "Análisis Multivariante")), styled("degree", "Inferencia", "Regresión"),
	}
	// spaced is a stacked head (employer, title, dates in the items' type)
	// and its first item set apart by a gap, x0 from the left, then the
	// line under it.
	spaced := func(x0 float64, item, next string) []line {
		it := gapped(styled("body", item))
		it.cells[0].x0 += x0
		return []line{styled("firm", "Nordhafen Logistik GmbH"), styled("firm", "Datenanalystin"), styled("body", "Jan 2020 – Present"), it, gapped(styled("body", next))}
	}
	// overPage is an entry (its employer's line in headStyle, its dates,
	// one item) and a line in the items' type on page page.
	overPage := func(headStyle string, page int) []line {
		next := styled("body", "Abstimmung der Tourenpläne mit den Fahrern und dem Lager")
		next.page, next.gap = page, true
		return []line{styled(headStyle, "Nordhafen Logistik GmbH"), styled("date", "2019-03-01 - 2021-12-31"),
			styled("body", "• Planung der Lagerbestände für vier Standorte"), next}
	}
	cases := []splitRuleCase{
		{"drawn bullet item", textLines("Engineer, Acme\t2020 – 2022\n• Built the API\nLed the team\n\nAnalyst, Initech\t2018 – 2020"), 2, true},
		{"drawn bullet item", textLines("Engineer, Acme\t2020 – 2022\n• Built the API\nGlobex Corp\nAnalyst\t2018 – 2020"), 2, false},
		{"head done in the body font", []line{
			styled("head", "Engineer, Acme", "2016 – 2019"), styled("body", "• Built the API"),
			styled("head", "Analyst, Initech", "2014 – 2016"), styled("body", "Ran the reports"),
		}, 3, true},
		{"head done in the body font", []line{
			styled("head", "Engineer, Acme", "2016 – 2019"), styled("body", "• Built the API"),
			styled("head", "Analyst, Initech", "2014 – 2016"), styled("head", "Berlin"),
		}, 3, false},
		{"drawn bullet item", textLines("Engineer, Acme\t2020 – 2022\nOwned the billing service for four markets and its on-call rota\nKubernetes\nLed the team of four engineers through two launches and a migration"), 2, true},
		{"drawn bullet item", textLines("Engineer, Acme\t2020 – 2022\nOwned the billing service for four markets and its on-call rota\nJunior Analyst, Initech\nJun, 2019 - Jul, 2021  2 years 1 month of reporting work"), 2, false},
		{"head as long as the first", textLines(stacked + "\nInitech\nAnalyst\t2018 – 2020\nWrote the reports"), 5, true},
		{"head as long as the first", []line{
			styled("head", "Acme GmbH"), styled("head", "Engineer", "2020 – 2022"), styled("body", "• Built the API"),
			styled("head", "Initech"), styled("head", "Analyst", "2018 – 2020"), styled("body", "Wrote the reports"),
		}, 5, true},
		{"head as long as the first", []line{
			styled("head", "Acme GmbH"), styled("head", "Engineer", "2020 – 2022"), styled("body", "• Built the API"),
			styled("head", "Initech"), styled("head", "Analyst", "2018 – 2020"), styled("caps", "MENTOR"),
		}, 5, false},
		{"head as long as the first", textLines(stacked + "\nInitech\nAnalyst\t2018 – 2020\n\nWrote the reports"), 5, false},
		{"head as long as the first", textLines(stacked + "\nInitech\nAnalyst\t2018 – 2020\nGlobex\nIntern\t2016 – 2018"), 5, false},
		{"items under a stacked head", textLines("Acme GmbH\nEngineer\n2020 – 2022\nBuilt the billing service"), 3, true},
		{"items under a stacked head", textLines("Acme GmbH\nEngineer\n2020 – 2022\nBerlin, Germany"), 3, false},
		{"items under a stacked head", textLines("Acme GmbH\n2020 – 2022\nBuilt the billing service"), 2, false},
		{"items under a stacked head", textLines("Acme GmbH\nEngineer\n2020 – 2022\nGlobex Corp\nAnalyst\n2018 – 2020"), 3, false},
		// A school's courses, indented and smaller, set apart under its
		// degree; the next school stands at the heads' edge in their type.
		// even: the first item indented under a stacked head, after a gap;
		// under a school it keeps the entry open but is no job's item.
		{"indented line under its dated head", spaced(10, "Built the nightly loads for the fleet data", "Wrote the monthly risk reports"), 3, true},
		{"indented line under its dated head", spaced(10, "Aufbau der nächtlichen Ladeläufe für die Flottendaten", "Monatliche Risikoberichte erstellt"), 3, true},
		{"indented line under its dated head", spaced(10, "Mise en place des chargements nocturnes des données", "Rapports mensuels sur les risques"), 3, true},
		{"indented line under its dated head", spaced(10, "Desarrollo de las cargas nocturnas de los datos de flota", "Informes mensuales de riesgos"), 3, true},
		{"indented item under a job's dated head", spaced(10, "Built the nightly loads for the fleet data", "Wrote the monthly risk reports"), 3, true},
		{"indented item under a job's dated head", spaced(10, "Desarrollo de las cargas nocturnas de los datos de flota", "Informes mensuales de riesgos"), 3, true},
		{"indented item under a job's dated head", func() []line {
			ls := spaced(10, "Algorithmique et structures de données avancées", "Réseaux et protocoles")
			ls[0] = styled("firm", "Université de Valmont")
			return ls
		}(), 3, false},
		{"indented line under its dated head", spaced(0, "Built the nightly loads for the fleet data", "Wrote the monthly risk reports"), 3, false},
		{"indented line under its dated head", spaced(10, "Built the nightly loads for the fleet data", "Mar 2017 – Dec 2019"), 3, false},
		{"indented line under its dated head", spaced(10, "Technische Universität Nordstadt", "Wrote the monthly risk reports"), 3, false},
		// slick: an entry's list goes on at the top of the next page.
		{"items over a page break", overPage("firm", 1), 3, true},
		{"items over a page break", overPage("firm", 0), 3, false},
		{"items over a page break", overPage("body", 1), 3, false},
		// kendall: a list's label alone between the head and its items.
		{"item under a list label", textLines("Acme GmbH\nEngineer\t2020 – 2022\nHighlights\nBuilt the API"), 3, true},
		{"item under a list label", textLines("Acme GmbH\nIngenieurin\t2020 – 2022\nAufgaben:\nAufbau der API"), 3, true},
		{"item under a list label", textLines("Acme SA\nIngénieure\t2020 – 2022\nMissions :\nConception de l'API"), 3, true},
		{"item under a list label", textLines("Acme SL\nIngeniera\t2020 – 2022\nLogros:\nDiseño de la API"), 3, true},
		{"item under a list label", textLines("Acme GmbH\nEngineer\t2020 – 2022\n• Built the API\nGlobex Corp"), 3, false},
		{"item under a list label", textLines("Acme GmbH\nEngineer\t2020 – 2022\nTools: Go, SQL\nGlobex Corp"), 3, false},
		{"item under a list label", textLines("Acme GmbH\nEngineer\t2020 – 2022\nHighlights\n2018 – 2020"), 3, false},
		{"indented list under a dated head", courses(90, 8.2, "Mikroökonomie"), 2, true},
		{"indented list under a dated head", courses(72, 8.2, "Mikroökonomie"), 2, false},
		{"indented list under a dated head", courses(90, 10, "Mikroökonomie"), 2, false},
		{"indented list under a dated head", courses(90, 8.2, "Master Informatik"), 2, false},
		// eloquent: a whole school's courses set apart under it, untitled.
		{"courses under a whole school", textLines("Master, Informatik\t2017 – 2019\nUniversität Nordstadt\n\nVerteilte Systeme"), 2, true},
		{"courses under a whole school", textLines("Licence, Économie\t2014 – 2017\nUniversité de Valmont\n\nMicroéconomie"), 2, true},
		// elegant: the degree and the school on one line, the dates under it.
		{"courses under a whole school", textLines("Informatik, Master, Universität Nordstadt\nOct, 2017 - Sep, 2019\n\nVerteilte Systeme\tDatenbanken"), 2, true},
		{"courses under a whole school", textLines("Grado en Economía\t2012 – 2016\nUniversidad de Montalto\n\nMáster en Finanzas"), 2, false},
		{"courses under a whole school", textLines("Bachelor, Economics\t2012 – 2016\nNorthfield State University\nCost Accounting"), 2, false},
		{"courses under a whole school", textLines("Engineer, Acme\t2020 – 2022\n\nBerlin Office"), 1, false},
		// onepage: the courses in a grid of three, wrapped inside their cells.
		{"courses under a whole school", grid, 2, true},
		{"courses under a whole school", grid, 3, true},
		{"courses under a whole school", append(grid[:3:3], styled("role", "Research Assistant")), 3, false},
		{"list label", textLines("Engineer, Acme\t2020 – 2022\nTasks:"), 1, true},
		{"list label", textLines("Engineer, Acme\t2020 – 2022\nBerlin"), 1, false},
		// A theme's heading above the highlights, alone and without a colon.
		{"list label", textLines("Engineer, Acme\t2020 – 2022\nHighlights"), 1, true},
		{"list label", textLines("Entwickler, Acme\t2020 – 2022\nErfolge"), 1, true},
		{"list label", textLines("Ingénieur, Acme\t2020 – 2022\nRéalisations"), 1, true},
		{"list label", textLines("Ingeniero, Acme\t2020 – 2022\nTareas"), 1, true},
		{"list label", textLines("Engineer, Acme\t2020 – 2022\nHighlights of the Berlin office"), 1, false},
		{"head after body", textLines("Engineer, Acme\t2020 – 2022\n• Built the API\nGlobex Corp"), 2, true},
		{"head after body", textLines("Engineer, Acme\t2020 – 2022\nGlobex Corp"), 1, false},
		{"gap after the date", textLines("Engineer, Acme\t2020 – 2022\nBerlin\n\nGlobex Corp"), 2, true},
		{"gap after the date", textLines("Engineer, Acme\t2020 – 2022\nBerlin\nGlobex Corp"), 2, false},
		{"second date", textLines("Engineer, Acme\t2020 – 2022\nAnalyst, Initech\t2018 – 2020"), 1, true},
		{"second date", textLines("Acme GmbH\nAnalyst, Initech\t2018 – 2020"), 1, false},
		{"a degree alone, as the first entry opened", textLines("Master\nEconomics\nUniversity of Leeds\n2019\nBachelor"), 4, true},
		{"a degree alone, as the first entry opened", textLines("MSc Economics\nUniversity of Leeds\n2019\nBachelor"), 3, false},
		// Schools without dates, set apart: the next degree opens its entry.
		{"an undated school set apart", textLines("Master, Informatik\nUniversität Nordstadt\n\nBachelor, Mathematik\nHochschule Seeberg"), 2, true},
		{"an undated school set apart", textLines("Licence, Économie\nUniversité de Valmont\n\nÉcole de Lacroix"), 2, true},
		{"an undated school set apart", textLines("Master, Informatik\nUniversität Nordstadt\nBachelor, Mathematik"), 2, false},
		{"an undated school set apart", textLines("Grado en Economía\n\nUniversidad de Montalto"), 1, false},
		{"an undated school set apart", textLines("Master, Data Science\nNorthfield University\n\nThesis on graph models"), 2, false},
		// Schools without dates or gaps, each a degree over its school, in
		// text: the next degree opens its entry.
		{"undated schools stacked, in text", textLines("Master, Informatik\nUniversität Nordstadt\nBachelor, Mathematik"), 2, true},
		{"undated schools stacked, in text", textLines("Licence, Économie\nUniversité de Valmont\nMaster, Finance"), 2, true},
		{"undated schools stacked, in text", textLines("Universität Nordstadt\nMaster, Informatik\nBachelor, Mathematik"), 2, false},
		{"undated schools stacked, in text", textLines("Master, Data Science\nNorthfield University\nThesis on graph models"), 2, false},
		{"undated schools stacked, in text", textLines("Grado, Economía\nUniversidad de Montalto\n2016 – 2020\nMáster, Finanzas"), 3, false},
		// Whole degrees one a line, no school, no date: each opens its entry.
		{"whole degrees one a line", textLines("Bachelors in Ethnic Studies\nMasters in Education\nPhD in Cultural Studies"), 1, true},
		{"whole degrees one a line", textLines("Bachelor of Laws Degree\nDiploma in General Engineering"), 1, true},
		{"whole degrees one a line", textLines("Licence en Économie\nMaster en Finance"), 1, true},
		{"whole degrees one a line", textLines("Grado en Economía\nMáster en Finanzas"), 1, true},
		{"whole degrees one a line", textLines("Master Informatik\nBachelor Mathematik"), 1, true},
		{"whole degrees one a line", textLines("Master\nBachelor of Science"), 1, false},
		{"whole degrees one a line", textLines("MSc Economics\nUniversity of Leeds"), 1, false},
		{"whole degrees one a line", textLines("MSc Economics\n2019 – 2021\nBSc Physics"), 2, false},
		{"whole degrees one a line", textLines("Bachelor of Science\nThesis on graph models"), 1, false},
		{"whole degrees one a line", textLines("Bachelor of Business Administration\n\nMaster's in HR Management"), 1, true},
		{"whole degrees one a line", textLines("Bachelor’s in Economics\nMaster’s in Finance"), 1, true},
		{"whole degrees one a line", textLines("Bachelor en Informatique\n\nMaster en Informatique - Systèmes distribués"), 1, false},
		{"whole degrees one a line", textLines("Bachelor in Economics\nMaster in Finance, Universität Nordstadt"), 1, false},
		{"lone dated head", textLines("Acme\t2020 – 2022\n\nEngineer"), 1, true},
		{"lone dated head", textLines("Acme\t2020 – 2022\nBerlin\n\nEngineer"), 2, false},
		{"rest of the head set apart", textLines("Acme GmbH\n2020 – 2022\n\nacme.com"), 2, true},
		{"rest of the head set apart", textLines("Acme GmbH\n2020 – 2022\n\nSenior Engineer"), 2, true},
		{"rest of the head set apart", textLines("Acme GmbH\n2020 – 2022\n\nUniversity of Bonn"), 2, false},
		{"head rest before the items", textLines("Engineer\n2020 – 2022\n\nAcme GmbH\n• Built the API"), 2, true},
		{"head rest before the items", textLines("Engineer\n2020 – 2022\n\nAcme GmbH\nAnalyst\t2018 – 2020"), 2, false},
		{"link line", textLines("2020 – 2022\nAcme GmbH\nEngineer\n\nwww.acme.com"), 3, true},
		{"link line", textLines("2020 – 2022\nAcme GmbH\nEngineer\n\nWebsite: https://acme.com/de"), 3, true},
		{"link line", textLines("2020 – 2022\nAcme GmbH\nEngineer\n\nGlobex Corp"), 3, false},
		{"link line", textLines("2020 – 2022\nAcme GmbH\nEngineer\n\njane@acme.com"), 3, false},
		// kendall: the degree type and its area each set apart under the
		// school's head and website.
		{"degree set apart under its school", textLines("Universität Nordstadt\t2017 – 2019\nwww.uni-nordstadt.example.de\n\nMaster"), 2, true},
		{"degree set apart under its school", textLines("Université de Valmont\t2014 – 2017\nwww.valmont.example.fr\n\nLicence\n\nÉconomie et Gestion"), 3, true},
		{"degree set apart under its school", textLines("Universidad de Montalto\t2012 – 2016\nwww.montalto.example.es\n\nGrado\n\nAdministración de Empresas"), 3, true},
		{"degree set apart under its school", textLines("Universidad de Montalto\t2012 – 2016\nwww.montalto.example.es\n\nUniversidad de Riberalta"), 2, false},
		{"degree set apart under its school", textLines("Northfield State University\t2014 – 2018\nBoston\n\nBachelor"), 2, false},
		{"degree set apart under its school", textLines("Northfield State University\t2014 – 2018\nwww.northfield.example.edu\n\nBachelor\n\nLakeside College"), 3, false},
		// actual, pasted: undated degree and school pairs with no gap.
		{"undated schools stacked, in text", textLines("Master in Geography\nNorthfield State University\nBachelor in Geography\nSouthfield University"), 2, true},
		{"undated schools stacked, in text", textLines("Master in Geography\nNorthfield State University\nBachelor in Geography\nCoastal Mapping"), 2, true},
		// flat, pasted: the school's name, its dates and its degree each
		// set apart; a degree over a school's name opens the next entry.
		{"pasted degree set apart under its dates", textLines("Universität Nordstadt\n\n2017 – 2019\n\nMaster Geographie\n\nKurse"), 2, true},
		{"pasted degree set apart under its dates", textLines("Universidad de Montalto\n\n2012 – 2016\n\nGrado en Geografía"), 2, true},
		{"pasted degree set apart under its dates", textLines("Northfield State University\n\n2014 – 2018\n\nBachelor in Geography\nLakeside University\n2010 – 2014"), 2, false},
		{"pasted degree set apart under its dates", textLines("Université de Valmont\n\n2014 – 2017\n\nCartographie des côtes"), 2, false},
		{"items read as head", textLines(stacked + "Led the team\nGlobex Corp\nAnalyst\t2018 – 2020"), 5, true},
		{"items read as head", textLines(stacked + "Globex Corp\nAnalyst\t2018 – 2020"), 4, false},
		// A head set apart by a blank line, its date line right under it:
		// no items; with the date line set apart too, items again.
		{"items read as head", textLines(stacked + "\nLed the team\nGlobex Corp\nAnalyst\t2018 – 2020"), 5, false},
		{"items read as head", textLines(stacked + "\nLed the team\nGlobex Corp\n\nAnalyst\t2018 – 2020"), 5, true},
	}
	seen := map[string]map[bool]bool{}
	for _, c := range cases {
		applies := splitRules[c.rule]
		if applies == nil {
			t.Fatalf("no rule %q", c.rule)
		}
		s, a := splitterBefore(c.lines, c.at)
		if got := applies(s, a); got != c.want {
			t.Errorf("%s at %q: got %v, want %v", c.rule, c.lines[c.at].flat(), got, c.want)
		}
		if seen[c.rule] == nil {
			seen[c.rule] = map[bool]bool{}
		}
		seen[c.rule][c.want] = true
	}
	for name := range splitRules {
		if !seen[name][true] || !seen[name][false] {
			t.Errorf("rule %q needs a case where it applies and one where it does not", name)
		}
	}
}

func TestCarryRules(t *testing.T) {
	stacked := "Acme GmbH\nEngineer\t2020 – 2022\n• Built the API\n"
	cases := []struct {
		rule  string
		text  string
		at    int
		carry []string // the lines the next entry's head gets; nil when the rule does not apply
	}{
		{"undated lines after the date", stacked + "Globex Corp\nAnalyst\t2018 – 2020\nInitech\nLead\t2016 – 2018", 6, []string{"Initech"}},
		{"undated lines after the date", stacked + "Globex Corp\nAnalyst\t2018 – 2020\n• Wrote reports\nLead\t2016 – 2018", 6, nil},
		{"head read as items", stacked + "• Ran the on-call\nGlobex Corp\n\nAnalyst\t2018 – 2020", 5, []string{"Globex Corp"}},
		{"head read as items", stacked + "• Ran the on-call\nGlobex Corp\n\nThe team grew to nine people in two years.", 5, nil},
	}
	for _, c := range cases {
		var r *carryRule
		for k := range carryRules {
			if carryRules[k].name == c.rule {
				r = &carryRules[k]
			}
		}
		if r == nil {
			t.Fatalf("no carry rule %q", c.rule)
		}
		s, a := splitterBefore(textLines(c.text), c.at)
		var next entry
		applied := r.carry(s, a, &next)
		var got []string
		for _, l := range next.head {
			got = append(got, l.flat())
		}
		if applied != (c.carry != nil) || strings.Join(got, "|") != strings.Join(c.carry, "|") {
			t.Errorf("%s at %q: applied %v, carried %q, want %q", c.rule, s.lines[c.at].flat(), applied, got, c.carry)
		}
	}
}

// TestLinkLineInsideAnEntry: an entry's link line (the employer's website)
// between its head and its bullets keeps the entry whole, wherever the head
// has its date: after a gap under a head that opens with its date, and on a
// line of its own above the date, where it does not count as one more head
// line of a stacked head (issue 34).
func TestLinkLineInsideAnEntry(t *testing.T) {
	langs := []struct {
		lang, heading, title1, title2, date1, date2, item1, item2 string
	}{
		{"en", "Experience", "Senior Engineer", "Analyst", "03/2020 – Present", "2017 – 2020", "Built the billing service in Go", "Wrote the monthly reports"},
		{"de", "Berufserfahrung", "Softwareentwickler", "Analystin", "03/2020 – heute", "2017 – 2020", "Abrechnungsdienst in Go entwickelt", "Monatsberichte erstellt"},
		{"fr", "Expérience professionnelle", "Ingénieur logiciel", "Analyste", "mars 2020 – aujourd'hui", "2017 – 2020", "Développement du service de facturation", "Rédaction des rapports mensuels"},
		{"es", "Experiencia laboral", "Ingeniero de software", "Analista", "marzo 2020 – actualidad", "2017 – 2020", "Desarrollo del servicio de facturación", "Redacción de informes mensuales"},
	}
	for _, l := range langs {
		stacks := map[string]string{
			"date first, gap before the link": l.date1 + "\nAcme GmbH\n" + l.title1 + "\n\nwww.acme.com\n• " + l.item1 + "\n\n" +
				l.date2 + "\nInitech\n" + l.title2 + "\n\nhttps://initech.example.com\n• " + l.item2,
			"date last, link above it": l.title1 + "\nAcme GmbH\n" + l.date1 + "\n• " + l.item1 + "\n\n" +
				l.title2 + "\nInitech\nhttps://initech.example.com\n" + l.date2 + "\n• " + l.item2,
		}
		for name, body := range stacks {
			t.Run(l.lang+"/"+name, func(t *testing.T) {
				got := Text(cvWith(l.heading, body)).ProfessionalExperience
				want := []cv.Experience{
					{Company: "Acme GmbH", Position: l.title1, Duration: l.date1, Responsibilities: []string{l.item1}},
					{Company: "Initech", Position: l.title2, Duration: l.date2, Responsibilities: []string{l.item2}},
				}
				if !equalJSON(t, got, want) {
					t.Errorf("got %+v\nwant %+v", got, want)
				}
			})
		}
	}
}

// TestStackedHeads: company, position, place and dates on lines of their
// own, the dates first, second, third or last in the stack, the items with
// and without bullet glyphs (pasted from a viewer, short items read like
// head lines): every entry keeps its head and its items (issue 34). The
// first entry teaches how many lines a head has: one of its items must read
// as body (a bullet, a sentence, nine words or more).
func TestStackedHeads(t *testing.T) {
	for lang, jobs := range stackedJobs {
		for at, where := range []string{"first", "second", "third", "last"} {
			for _, glyph := range []string{"• ", ""} {
				var b strings.Builder
				var want []cv.Experience
				for _, j := range jobs {
					head := []string{j.company, j.position, j.place}
					head = append(head[:at:at], append([]string{j.dates}, head[at:]...)...)
					items := strings.Split(j.items, "\n")
					b.WriteString(strings.Join(head, "\n") + "\n" + glyph + strings.Join(items, "\n"+glyph) + "\n\n")
					want = append(want, cv.Experience{Company: j.company, Position: j.position, Duration: j.dates, Location: j.place, Responsibilities: items})
				}
				t.Run(lang+"/dates "+where+"/glyph "+glyph, func(t *testing.T) {
					got := Text(cvWith(stackedHeadings[lang], b.String())).ProfessionalExperience
					if !equalJSON(t, got, want) {
						t.Errorf("got %+v\nwant %+v", got, want)
					}
				})
			}
		}
	}
}

// stackedJob is one entry of a stacked head's test: its head's four lines
// and its items, one a line.
type stackedJob struct{ company, position, place, dates, items string }

var stackedJobs = map[string][]stackedJob{
	"en": {{"Acme GmbH", "Senior Engineer", "Berlin, Germany", "03/2020 – Present", "Built the billing service in Go for four markets\nLed a team of four engineers"},
		{"Initech", "Data Analyst", "Munich, Germany", "2017 – 2020", "Wrote the monthly reports for the board\nAutomated the data pipeline"}},
	"de": {{"Acme GmbH", "Softwareentwickler", "Berlin, Deutschland", "03/2020 – heute", "Entwicklung des Abrechnungsdienstes in Go für vier Märkte und zwei Währungen\nLeitung eines Teams von vier Entwicklern"},
		{"Initech AG", "Datenanalystin", "München, Deutschland", "2017 – 2020", "Monatsberichte für den Vorstand erstellt\nDatenpipeline automatisiert"}},
	"fr": {{"Acme SA", "Ingénieur logiciel", "Paris, France", "mars 2020 – aujourd'hui", "Développement du service de facturation en Go pour quatre marchés\nEncadrement d'une équipe de quatre"},
		{"Initech", "Analyste de données", "Lyon, France", "2017 – 2020", "Rédaction des rapports mensuels\nAutomatisation du flux de données"}},
	"es": {{"Acme SL", "Ingeniero de software", "Madrid, España", "marzo 2020 – actualidad", "Desarrollo del servicio de facturación en Go para cuatro mercados\nDirección de un equipo de cuatro"},
		{"Initech", "Analista de datos", "Sevilla, España", "2017 – 2020", "Redacción de informes mensuales\nAutomatización del flujo de datos"}},
}

var stackedHeadings = map[string]string{"en": "Experience", "de": "Berufserfahrung", "fr": "Expérience professionnelle", "es": "Experiencia laboral"}

// TestStackedHeadsInAPDF: the stacked heads of TestStackedHeads in a PDF,
// the company in bold, the position in italics, the place, the dates and
// the items in the body's font with drawn bullets (no glyph in the text).
// Not handled: a head set all in the body's font with its dates last (its
// company reads as the previous entry's item).
func TestStackedHeadsInAPDF(t *testing.T) {
	fonts := []string{"bold", "italic", "body"}
	for lang, jobs := range stackedJobs {
		for pos, where := range []string{"first", "second", "third", "last"} {
			lines := []pl{{y: 780, font: "name", boxes: []box{at(72, "Jane Doe")}}, {y: 750, font: "title", boxes: []box{title(72, stackedHeadings[lang])}}}
			y := 730.0
			var want []cv.Experience
			for _, j := range jobs {
				head := []string{j.company, j.position, j.place}
				head = append(head[:pos:pos], append([]string{j.dates}, head[pos:]...)...)
				for _, h := range head {
					font := "body"
					if k := slices.Index([]string{j.company, j.position}, h); k >= 0 {
						font = fonts[k]
					}
					lines, y = append(lines, pl{y: y, font: font, boxes: []box{at(72, h)}}), y-12
				}
				items := strings.Split(j.items, "\n")
				for _, it := range items {
					lines, y = append(lines, pl{y: y, font: "body", boxes: []box{at(72, it)}}), y-12
				}
				y -= 10
				want = append(want, cv.Experience{Company: j.company, Position: j.position, Duration: j.dates, Location: j.place, Responsibilities: items})
			}
			t.Run(lang+"/dates "+where, func(t *testing.T) {
				r := PDF([]Page{makePage(lines...)})
				if got := r.CV.ProfessionalExperience; !equalJSON(t, got, want) {
					t.Errorf("got %+v\nwant %+v\ntext:\n%s", got, want, r.Text)
				}
			})
		}
	}
}
