package parse

import "testing"

// TestCutInsideListItem: a labelled list line of two items cut inside the
// second goes on in the line under it (en/de/fr/es); a line of prose does
// not, nor a list whose last comma is far from the line's end.
func TestCutInsideListItem(t *testing.T) {
	cases := []struct {
		a, b string
		want bool // opensItem's answer
	}{
		{"Tools & technologies: Slack Notion Figma, Microsoft", "Teams Zoom Webex, Atlassian Confluence", false},
		{"Werkzeuge: Docker Schulung Betrieb, Produktion Abnahme", "Freigabe Wartung, Atlassian JIRA", false},
		{"Outils: Suite bureautique Messagerie, Gestion", "Electronique Documents Archives, Jira", false},
		{"Herramientas: Paquete ofimático Correo, Gestión", "Documental Archivos Registros, Jira", false},
		// Without a label, one comma is no list.
		{"Managed the accounts of the region, Finance", "Reviewed the budgets every quarter", true},
		// A label, but the last comma is far from the end: prose.
		{"Aufgaben: Planung, Betreuung der Kunden im ganzen Land", "Leitete das Team von vier Personen", true},
	}
	for _, c := range cases {
		if got := opensItem(c.a, c.b); got != c.want {
			t.Errorf("opensItem(%q, %q) = %v, want %v", c.a, c.b, got, c.want)
		}
	}
}
