package parse

import (
	"testing"

	"github.com/shortlist/shortlist/wasm/docx"
)

// TestWordKeywordRuns: the keywords under a rated skill group, one space
// apart as Word keeps a theme's badges, are one skill each: known terms
// as the lexicon finds them, the words between by their capitals, a
// lower-case or joining word going on with the keyword before it.
func TestWordKeywordRuns(t *testing.T) {
	cases := []struct {
		lang, heading string
		lines         []string
		want          []string
	}{
		{"en", "Skills", []string{"Data Visualization Advanced", "Tableau Power BI Looker Forecasting Budgeting Storytelling"},
			[]string{"Tableau", "Power BI", "Looker", "Forecasting", "Budgeting", "Storytelling"}},
		{"de", "Kenntnisse", []string{"Datenanalyse Experte", "Python SQL Datenmodellierung Berichtswesen"},
			[]string{"Python", "SQL", "Datenmodellierung", "Berichtswesen"}},
		{"fr", "Compétences", []string{"Vente Avancé", "Prospection Tableaux de bord HubSpot Négociation"},
			[]string{"Prospection", "Tableaux de bord", "HubSpot", "Négociation"}},
		{"es", "Habilidades", []string{"Ventas Avanzado", "Negociación Cierre de ventas Salesforce Liderazgo"},
			[]string{"Negociación", "Cierre de ventas", "Salesforce", "Liderazgo"}},
	}
	for _, c := range cases {
		t.Run(c.lang, func(t *testing.T) {
			if got := wordSkills(t, c.heading, c.lines); !sameSet(got, c.want) {
				t.Errorf("skills %q, want %q", got, c.want)
			}
		})
	}
}

// TestWordKeywordLine: only a plain line of names under a group name that
// ends with its level is a run of keywords.
func TestWordKeywordLine(t *testing.T) {
	const title = "Data Visualization Advanced"
	for _, c := range []struct {
		name        string
		above, line string
		aboveLv, lv int
		want        bool
	}{
		{"names under a rated group", title, "Tableau Power BI Looker", -1, -1, true},
		{"a name with a dot inside", title, "Salesforce Outreach.io HubSpot", -1, -1, true},
		{"no level above", "Data Visualization", "Tableau Power BI Looker", -1, -1, false},
		{"a sentence", title, "Built dashboards for the sales team.", -1, -1, false},
		{"a comma list", title, "Tableau, Power BI, Looker", -1, -1, false},
		{"a list item", title, "Tableau Power BI Looker", -1, 0, false},
		{"a rated item", title, "Python Advanced", -1, -1, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			above, line := docx.Line{Text: c.above, Level: c.aboveLv}, docx.Line{Text: c.line, Level: c.lv}
			if got := keywordLine(above, line); got != c.want {
				t.Errorf("keywordLine(%q, %q) = %v, want %v", c.above, c.line, got, c.want)
			}
		})
	}
}

// TestKeywordRunRules: each rule of opensKeyword and keywordLine, in
// en/de/fr/es, on a run of badges Word keeps one space apart ("&amp;" is
// the XML of "&" in the document the test writes).
func TestKeywordRunRules(t *testing.T) {
	cases := []struct {
		rule, lang, heading string
		lines               []string
		want                []string
	}{
		{"waitsForKeyword", "en", "Skills", []string{"Product Work Expert", "Pricing Research &amp; Development Roadmaps"},
			[]string{"Pricing", "Research & Development", "Roadmaps"}},
		{"waitsForKeyword", "de", "Kenntnisse", []string{"Produktarbeit Experte", "Preisgestaltung Forschung &amp; Entwicklung Roadmaps"},
			[]string{"Preisgestaltung", "Forschung & Entwicklung", "Roadmaps"}},
		{"waitsForKeyword", "fr", "Compétences", []string{"Produit Avancé", "Tarification Recherche &amp; Développement Feuilles"},
			[]string{"Tarification", "Recherche & Développement", "Feuilles"}},
		{"waitsForKeyword", "es", "Habilidades", []string{"Producto Avanzado", "Precios Investigación y Desarrollo Hojas"},
			[]string{"Precios", "Investigación y Desarrollo", "Hojas"}},
		{"numberAlone", "en", "Skills", []string{"Compliance Work Expert", "Audits ISO 27001 Policies"},
			[]string{"Audits", "ISO 27001", "Policies"}},
		{"numberAlone", "de", "Kenntnisse", []string{"Regelwerke Experte", "Prüfungen ISO 27001 Richtlinien"},
			[]string{"Prüfungen", "ISO 27001", "Richtlinien"}},
		{"numberAlone", "fr", "Compétences", []string{"Conformité Avancé", "Audits ISO 27001 Politiques"},
			[]string{"Audits", "ISO 27001", "Politiques"}},
		{"numberAlone", "es", "Habilidades", []string{"Cumplimiento Avanzado", "Auditorías ISO 27001 Políticas"},
			[]string{"Auditorías", "ISO 27001", "Políticas"}},
		{"nameInLowerCase", "en", "Skills", []string{"Charts Work Advanced", "Plotnik chartz3 Graphwise"},
			[]string{"Plotnik", "chartz3", "Graphwise"}},
		{"nameInLowerCase", "de", "Kenntnisse", []string{"Diagramme Experte", "Plotnik chartz3 Graphwise"},
			[]string{"Plotnik", "chartz3", "Graphwise"}},
		{"nameInLowerCase", "fr", "Compétences", []string{"Graphiques Avancé", "Plotnik tabLeur Graphwise"},
			[]string{"Plotnik", "tabLeur", "Graphwise"}},
		{"nameInLowerCase", "es", "Habilidades", []string{"Gráficos Avanzado", "Plotnik tabLeur Graphwise"},
			[]string{"Plotnik", "tabLeur", "Graphwise"}},
		{"levelInName", "en", "Skills", []string{"Office Tools Advanced", "Zendrix Quorbly Sheetware advanced"},
			[]string{"Zendrix", "Quorbly", "Sheetware advanced"}},
		{"levelInName", "de", "Kenntnisse", []string{"Büro Werkzeuge Experte", "Zendrix Quorbly Sheetware fortgeschritten"},
			[]string{"Zendrix", "Quorbly", "Sheetware fortgeschritten"}},
		{"levelInName", "fr", "Compétences", []string{"Outils de bureau Avancé", "Zendrix Quorbly Sheetware avancé"},
			[]string{"Zendrix", "Quorbly", "Sheetware avancé"}},
		{"levelInName", "es", "Habilidades", []string{"Herramientas de oficina Avanzado", "Zendrix Quorbly Sheetware avanzado"},
			[]string{"Zendrix", "Quorbly", "Sheetware avanzado"}},
	}
	for _, c := range cases {
		t.Run(c.rule+"/"+c.lang, func(t *testing.T) {
			if got := wordSkills(t, c.heading, c.lines); !sameSet(got, c.want) {
				t.Errorf("skills %q, want %q", got, c.want)
			}
		})
	}
}
