package match

import (
	"slices"
	"testing"

	"github.com/shortlist/shortlist/wasm/cv"
)

// lastRole is the title of the last role datedLinesApart reads from lines,
// with the entries' heads above their dates.
func lastRole(lines []string, entries []cv.Experience) string {
	roles := datedLinesApart(lines, nil, headsAround(lines, entries), may2025)
	if len(roles) == 0 {
		return "(none)"
	}
	return roles[len(roles)-1].title
}

// A part's heading is no role: pasted, the viewer puts it before a date
// alone on its line; from a PDF it opens the dated line in the gutter.
func TestSectionHeadingIsNoRole(t *testing.T) {
	tests := []struct {
		name  string
		lines []string
		want  string
	}{
		{"en heading before a lone date", []string{"Experience", "Account Manager", "Skills", "Jan 2022 - Present", "Northwind Traders", "· Ran the renewals of forty accounts across the whole region"}, "Northwind Traders"},
		{"de heading before a lone date", []string{"Berufserfahrung", "Kundenberaterin", "Kenntnisse", "01/2022 - heute", "Beispiel Handel GmbH", "· Betreuung von vierzig Kunden in der ganzen Region und im Ausland"}, "Beispiel Handel GmbH"},
		{"fr heading before a lone date", []string{"Expérience", "Chargée de clientèle", "Compétences", "janv. 2022 - aujourd'hui", "Exemple Commerce SA", "· Suivi de quarante comptes dans toute la région et à l'étranger"}, "Exemple Commerce SA"},
		{"es heading before a lone date", []string{"Experiencia", "Ejecutiva de cuentas", "Habilidades", "ene. 2022 - actualidad", "Comercial Ejemplo SL", "· Gestión de cuarenta cuentas en toda la región y en el extranjero"}, "Comercial Ejemplo SL"},
		{"en gutter heading on the dated line", []string{"Experience", "Projects\tChurn Dashboard\tJan 2023 - Mar 2023"}, "Churn Dashboard"},
		{"de gutter heading on the line before", []string{"Berufserfahrung", "Projekte\tKundenportal", "01/2023 - 03/2023"}, "Kundenportal"},
		{"fr gutter heading on the line before", []string{"Expérience", "Projets\tTableau de bord", "janv. 2023 - mars 2023"}, "Tableau de bord"},
		{"es gutter heading on the line before", []string{"Experiencia", "Proyectos\tPortal de clientes", "ene. 2023 - mar. 2023"}, "Portal de clientes"},
		// headings the matcher knows from the parser's table (cv.Headings)
		{"en tools heading before a lone date", []string{"Experience", "Account Manager", "Tools & Technologies", "Jan 2022 - Present", "Northwind Traders", "· Ran the renewals of forty accounts across the whole region"}, "Northwind Traders"},
		{"de IT skills heading before a lone date", []string{"Berufserfahrung", "Kundenberaterin", "IT-Kenntnisse", "01/2022 - heute", "Beispiel Handel GmbH", "· Betreuung von vierzig Kunden in der ganzen Region und im Ausland"}, "Beispiel Handel GmbH"},
		{"fr tools heading before a lone date", []string{"Expérience", "Chargée de clientèle", "Outils", "janv. 2022 - aujourd'hui", "Exemple Commerce SA", "· Suivi de quarante comptes dans toute la région et à l'étranger"}, "Exemple Commerce SA"},
		{"es knowledge heading before a lone date", []string{"Experiencia", "Ejecutiva de cuentas", "Conocimientos", "ene. 2022 - actualidad", "Comercial Ejemplo SL", "· Gestión de cuarenta cuentas en toda la región y en el extranjero"}, "Comercial Ejemplo SL"},
		{"a role's own first cell kept", []string{"Experience", "Product Owner\tJan 2023 - Mar 2023"}, "Product Owner\t"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := lastRole(tt.lines, nil); got != tt.want {
				t.Errorf("role %q, want %q", got, tt.want)
			}
		})
	}
}

// Under an entry's whole head (position and company, either order), the
// dates' role is the position: the item after them, wrapped by the viewer
// at a capital, is not part of it.
func TestDatesUnderTheWholeHead(t *testing.T) {
	tests := []struct {
		name           string
		lines          []string
		position, firm string
		want           string
	}{
		{"en", []string{"Work", "Data Analyst", "Northwind Cloud Ltd", "Mar 2022 – Present", "Built the weekly reports of the sales", "Teams in three countries"}, "Data Analyst", "Northwind Cloud Ltd", "Data Analyst"},
		{"de", []string{"Berufserfahrung", "Datenanalystin", "Beispiel Software AG", "03/2022 – heute", "Entwicklung von Modellen zur Erkennung von Betrug im", "Zahlungsverkehr"}, "Datenanalystin", "Beispiel Software AG", "Datenanalystin"},
		{"fr, company first", []string{"Expérience", "Exemple Cloud SA", "Analyste de données", "mars 2022 – aujourd'hui", "Création des rapports hebdomadaires", "Pour la direction"}, "Analyste de données", "Exemple Cloud SA", "Analyste de données"},
		{"es", []string{"Experiencia", "Analista de datos", "Software Ejemplo SL", "mar. 2022 – actualidad", "Diseño de modelos de detección de fraude en", "Pagos en línea"}, "Analista de datos", "Software Ejemplo SL", "Analista de datos"},
		{"en, dates over company and position", []string{"Work", "Mar 2022 – Present", "NORTHWIND CLOUD LTD", "DATA ANALYST", "Built the weekly reports of the sales"}, "Data Analyst", "Northwind Cloud Ltd", "Data Analyst"},
		{"another entry's head: neighbours", []string{"Work", "Data Analyst", "Northwind Cloud Ltd", "Mar 2022 – Present", "Reporting"}, "Data Engineer", "Northwind Cloud Ltd", "Northwind Cloud Ltd Reporting"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := lastRole(tt.lines, []cv.Experience{{Position: tt.position, Company: tt.firm}})
			if got != tt.want {
				t.Errorf("role %q, want %q", got, tt.want)
			}
		})
	}
}

// A role read around a lone date that is only an entry's employer names
// no role; a position that is also a company's name stays.
func TestOnlyEmployerIsNoRole(t *testing.T) {
	entries := []cv.Experience{{Position: "Account Manager", Company: "Northwind Cloud GmbH"}, {Position: "Beispiel Consulting", Company: "Beispiel Consulting"}}
	tests := []struct {
		title string
		want  bool
	}{
		{"Northwind Cloud GmbH", true},
		{"northwind cloud gmbh ", true},
		{"Account Manager", false},
		{"Beispiel Consulting", false},
		{"Northwind Cloud GmbH Account Manager", false},
		{"", false},
	}
	for _, tt := range tests {
		if got := onlyEmployer(tt.title, entries); got != tt.want {
			t.Errorf("onlyEmployer(%q) = %v, want %v", tt.title, got, tt.want)
		}
	}
}

// A line that ends on an article, a preposition or a conjunction is an
// item wrapping onto the next line, whatever that line's first letter.
func TestItemEndsOnLinkWord(t *testing.T) {
	tests := []struct {
		name  string
		lines []string
		want  bool
	}{
		{"en", []string{"Owned the full sales cycle of the", "Enterprise Segment"}, true},
		{"de", []string{"Verantwortung für den gesamten Vertriebszyklus von der", "Leadqualifizierung bis zum Abschluss"}, true},
		{"fr", []string{"Suivi des comptes clés avec les", "Grands Groupes"}, true},
		{"es", []string{"Gestión de cuentas clave para los", "Grandes Clientes"}, true},
		{"a title of five words", []string{"Head of Sales and Marketing", "Example Corp"}, false},
		{"de title", []string{"Leiterin Vertrieb und Marketing Europa", "Beispiel AG"}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := readsAsItem(tt.lines, 0); got != tt.want {
				t.Errorf("readsAsItem(%q) = %v, want %v", tt.lines[0], got, tt.want)
			}
		})
	}
}

// An entry's company written before its role is dropped from the role;
// a title that only starts like the company's name is kept.
func TestRoleWithoutLeadingEmployer(t *testing.T) {
	tests := []struct{ name, title, company, want string }{
		{"en", "NORTHWIND CLOUD LTD ACCOUNT MANAGER", "Northwind Cloud Ltd", "ACCOUNT MANAGER"},
		{"de", "Beispiel Software AG Vertriebsleiterin", "Beispiel Software AG", "Vertriebsleiterin"},
		{"fr", "Exemple Cloud SA Chargée de clientèle", "Exemple Cloud SA", "Chargée de clientèle"},
		{"after a dash, a field", "Systems Engineer - Storage", "Systems Engineer", "Systems Engineer - Storage"},
		{"a link word: the employer", "Support Engineer at Example Corp", "Support Engineer", "Support Engineer at Example Corp"},
		{"es", "Datos Sur SL Ejecutiva de ventas", "Datos Sur SL", "Ejecutiva de ventas"},
		{"only the company", "Northwind Cloud Ltd", "Northwind Cloud Ltd", "Northwind Cloud Ltd"},
		{"a longer word", "Dataworks Engineer", "Data", "Dataworks Engineer"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := withoutLeadingEmployer(tt.title, []cv.Experience{{Company: tt.company}}); got != tt.want {
				t.Errorf("withoutLeadingEmployer(%q) = %q, want %q", tt.title, got, tt.want)
			}
		})
	}
}

// A role read around a lone date that ends with an entry's company and
// position is the position; a web address in a role is dropped.
func TestRoleFromItsHead(t *testing.T) {
	entries := []cv.Experience{{Position: "Sales Representative", Company: "Northwind Software GmbH"}}
	tests := []struct{ name, title, want string }{
		{"en item before the head", "Shaped the pricing of the region Northwind Software GmbH Sales Representative", "Sales Representative"},
		{"de", "Mitgestaltung der Preisstrategien Northwind Software GmbH Sales Representative", "Sales Representative"},
		{"another position kept", "Northwind Software GmbH Senior Engineer", "Senior Engineer"},
		{"en address", "Customer Manager ∙ https://www.example-cloud.com", "Customer Manager"},
		{"fr address", "Responsable clientèle \uf14c www.exemple-cloud.fr", "Responsable clientèle \uf14c"},
		{"de address in the middle", "Kundenportal ∙ https://www.beispiel-cloud.de/portal Neugestaltung des Portals", "Kundenportal"},
		{"address first", "https://www.example-data.com Mentor", "Mentor"},
		{"es address only", "https://www.datos-ejemplo.es/portal", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := lineRoleTitle(tt.title, entries, true); got != tt.want {
				t.Errorf("lineRoleTitle(%q) = %q, want %q", tt.title, got, tt.want)
			}
		})
	}
}

// A head pasted apart parses as two entries, one with only the company
// and the next with only the position: together they are one head.
func TestHeadOverTwoEntries(t *testing.T) {
	entries := []cv.Experience{{Company: "Northwind Software GmbH", Duration: "08/2017 - 02/2019"}, {Position: "Sales Representative"}}
	tests := []struct{ name, title, want string }{
		{"en item before the head", "Shaped the pricing of the region Northwind Software GmbH Sales Representative", "Sales Representative"},
		{"de only the company", "Northwind Software GmbH", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := lineRoleTitle(tt.title, entries, true); got != tt.want {
				t.Errorf("lineRoleTitle(%q) = %q, want %q", tt.title, got, tt.want)
			}
		})
	}
}

// An entry's company written after the role read around a lone date is
// dropped from the role (the viewer sets the position over the dates and
// the company under them); a rest ending on a link word, or only the
// company, is kept.
func TestRoleWithoutTrailingEmployer(t *testing.T) {
	tests := []struct{ name, title, company, want string }{
		{"en", "Account Manager Northwind Data", "Northwind Data", "Account Manager"},
		{"de", "Vertriebsleiterin Beispiel Wolke AG", "Beispiel Wolke AG", "Vertriebsleiterin"},
		{"fr", "Chargée de clientèle Exemple Data SA", "Exemple Data SA", "Chargée de clientèle"},
		{"es", "Ejecutiva de ventas Nube Sur SL", "Nube Sur SL", "Ejecutiva de ventas"},
		{"a link word: the employer", "Support Engineer at Northwind Data", "Northwind Data", "Support Engineer at Northwind Data"},
		{"only the company", "Northwind Data", "Northwind Data", "Northwind Data"},
		{"a longer word", "Engineer Bigdata", "data", "Engineer Bigdata"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := withoutTrailingEmployer(tt.title, []cv.Experience{{Company: tt.company}}); got != tt.want {
				t.Errorf("withoutTrailingEmployer(%q) = %q, want %q", tt.title, got, tt.want)
			}
		})
	}
}

// A line before a lone date that opens on a joining word in lower case
// is the wrapped end of the item above: no part of the role, and the
// item after the company below is no part of it either.
func TestWrappedItemEndIsNoHead(t *testing.T) {
	tests := []struct {
		name  string
		lines []string
		want  []string
	}{
		{"en", []string{"· Ran weekly training sessions for the help desk", "and wrote the guides for new team members", "Apr 2016 - Oct 2019", "Northwind Desk", "· Answered about forty tickets a day from shops in three countries"}, []string{"Northwind Desk"}},
		{"de", []string{"· Wöchentliche Schulungen für das Serviceteam", "und Leitfäden für neue Teammitglieder geschrieben", "04/2016 - 10/2019", "Beispiel Service GmbH", "· Bearbeitung von rund vierzig Anfragen am Tag aus drei Ländern"}, []string{"Beispiel Service GmbH"}},
		{"fr", []string{"· Animation de formations hebdomadaires pour le support", "et rédaction des guides pour les nouveaux", "04/2016 - 10/2019", "Exemple Services SA", "· Traitement d'une quarantaine de demandes par jour venant de trois pays"}, []string{"Exemple Services SA"}},
		{"es", []string{"· Impartí formaciones semanales al equipo de soporte", "y redacté las guías para los nuevos compañeros", "04/2016 - 10/2019", "Servicios Sur SL", "· Atendí unas cuarenta consultas al día de tiendas en tres países"}, []string{"Servicios Sur SL"}},
		{"a head before", []string{"Support Lead", "Apr 2016 - Oct 2019", "Northwind Desk", "· Answered about forty tickets a day from shops in three countries"}, []string{"Support Lead", "Northwind Desk"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			i := slices.IndexFunc(tt.lines, hasYear)
			if got := neighbours(tt.lines, i); !slices.Equal(got, tt.want) {
				t.Errorf("neighbours(%q) = %q, want %q", tt.lines[i-1], got, tt.want)
			}
		})
	}
}

// A role read around a lone date that holds an item's sentences (one
// ends inside it, over twelve words) is the last sentence when that is
// short, else none; a title with an abbreviation, a short one with a full
// stop, one long sentence and a labelled line are kept.
func TestRoleWithoutSentences(t *testing.T) {
	tests := []struct{ name, title, want string }{
		{"en", "Moved the contact records to the new tool within two weeks. Autumn calling drive to former buyers of Northwind Software across five counties with a printed catalogue", ""},
		{"de", "Umzug der Kontaktdaten in das neue Werkzeug binnen zwei Wochen. Herbstaktion mit Anrufen bei früheren Käufern der Beispiel Software GmbH in fünf Landkreisen und einem Katalog", ""},
		{"fr", "Transfert des fiches de contacts vers le nouvel outil en deux semaines. Opération d'automne avec des appels aux anciens acheteurs de Exemple Logiciels dans cinq départements", ""},
		{"es", "Migré las fichas de contactos a la nueva herramienta en dos semanas. Acción comercial de otoño con llamadas a antiguos compradores de Ejemplo Software Sur en cinco provincias", ""},
		{"the role after the item", "Cut the time to close by a fifth for the whole region. Senior Account Manager", "Senior Account Manager"},
		{"an abbreviation", "Sr. Software Engineer", "Sr. Software Engineer"},
		{"short, two sentences", "Mentor. Northwind Coding Club", "Mentor. Northwind Coding Club"},
		{"long, one sentence", "Head of Customer Success for the enterprise segment in the German speaking region and the Nordics", "Head of Customer Success for the enterprise segment in the German speaking region and the Nordics"},
		{"labelled", "Position: Support Analyst for the service desk of the northern region. Handled requests from staff by phone", "Position: Support Analyst for the service desk of the northern region. Handled requests from staff by phone"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := lineRoleTitle(tt.title, nil, true); got != tt.want {
				t.Errorf("lineRoleTitle(%q) = %q, want %q", tt.title, got, tt.want)
			}
		})
	}
}
